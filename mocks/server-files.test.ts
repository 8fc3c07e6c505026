// `npm run mock:server` over real HTTP: uploaded files are checked by their contents, referenced by links that only
// their readers can open, and served as the type their bytes are, never rendering in the app's origin
// (decision 0089); every answer carries the security headers.
import { describe, expect, it } from 'vitest';
import { bookingIds, emails, ids } from './data/ids';
import { fileOf } from './file-fixtures';
import { LINK_WINDOW_MS } from './lib/file-links';
import { useMockServer } from './server-test-utils';

const server = useMockServer({ origin: 'http://127.0.0.1:5173' });
const { login } = server;

type FileRef = { identifier: string; name: string; mimeType?: string; url: string };

const post = server.upload;

/** The demo client sends the demo provider a message with these attachments; their references come back. */
async function attach(files: File[], token?: string): Promise<FileRef[]> {
  const response = await post('/messages/store', token ?? (await login(emails.client)), {
    receiverIdentifier: ids.provider,
    body: 'files',
    files,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { attachments: FileRef[] }).attachments;
}

const withoutToken = (url: string) => url.slice(0, url.indexOf('?'));

describe('uploaded files are served without a token, by guessable ids', () => {
  it('gives random ids and links that carry a token; the file is not served without one (401)', async () => {
    const [a, b] = await attach([fileOf('pdf', 'a.pdf', 'one'), fileOf('pdf', 'b.pdf', 'two')]);
    for (const file of [a!, b!]) {
      expect(file.identifier).toMatch(/^at_[\w-]{22}$/);
      expect(file.url).toBe(
        `${server.base}/files/${file.identifier}?token=${new URL(file.url).searchParams.get('token')}`,
      );
    }
    expect((await fetch(a!.url)).status).toBe(200);
    const bare = await fetch(withoutToken(a!.url));
    expect(bare.status).toBe(401);
    expect((await bare.json()).code).toBe('UNAUTHORIZED_ACCESS');
  });

  it('serves a file only to its readers: the chat’s members, by link or bearer token; anyone else gets 404', async () => {
    const [file] = await attach([fileOf('pdf', 'intake.pdf', 'private')]);
    const member = await login(emails.provider);
    const outsider = await login(emails.secondProvider);
    const asMember = await fetch(withoutToken(file!.url), { headers: { Authorization: `Bearer ${member}` } });
    expect(asMember.status).toBe(200);
    expect(await asMember.text()).toBe('%PDF-1.4\nprivate');
    expect((await fetch(withoutToken(file!.url), { headers: { Authorization: `Bearer ${outsider}` } })).status).toBe(
      404,
    );
    // The provider's own copy of the link (from the conversation) works for them too.
    const conversation = await fetch(`${server.base}/messages/conversations`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${member}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ userIdentifier: ids.client }),
    });
    const items = ((await conversation.json()) as { items: { attachments: FileRef[] }[] }).items;
    const theirs = items.flatMap((m) => m.attachments).find((f) => f.identifier === file!.identifier)!;
    expect(theirs.url).not.toBe(file!.url);
    expect((await fetch(theirs.url)).status).toBe(200);
  });

  it('refuses an altered token, a token of another file, an expired token and the token of a signed-out session', async () => {
    const token = await login(emails.client);
    const [a, b] = await attach([fileOf('png', 'a.png'), fileOf('png', 'b.png')], token);
    const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
    const altered = tokenOf(a!.url).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const url of [
      `${withoutToken(a!.url)}?token=${altered}`,
      `${withoutToken(a!.url)}?token=${tokenOf(b!.url)}`,
      `${withoutToken(a!.url)}?token=x`,
    ]) {
      const refused = await fetch(url);
      expect(refused.status, url).toBe(401);
      expect((await refused.json()).code).toBe('FILE_LINK_INVALID');
    }
    server.mock.db.advanceClock(2 * LINK_WINDOW_MS);
    expect((await fetch(a!.url)).status).toBe(401);
    server.mock.db.advanceClock(-2 * LINK_WINDOW_MS);
    expect((await fetch(b!.url)).status).toBe(200);
    await fetch(`${server.base}/user/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect((await fetch(b!.url)).status).toBe(401);
  });

  it('serves a note’s files to its provider only, and a deleted message’s files to nobody', async () => {
    const provider = await login(emails.provider);
    const note = await post('/note', provider, {
      bookingIdentifier: bookingIds.completedNoFeedback,
      title: 'Scan',
      body: '',
      files: fileOf('jpeg', 'scan.jpg'),
    });
    const [noteFile] = ((await note.json()) as { files: FileRef[] }).files;
    expect((await fetch(noteFile!.url)).status).toBe(200);
    const client = await login(emails.client);
    expect((await fetch(withoutToken(noteFile!.url), { headers: { Authorization: `Bearer ${client}` } })).status).toBe(
      404,
    );

    const sent = await post('/messages/store', client, {
      receiverIdentifier: ids.provider,
      files: fileOf('pdf', 'oops.pdf'),
    });
    const message = (await sent.json()) as { identifier: string; attachments: FileRef[] };
    await fetch(`${server.base}/messages/${message.identifier}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${client}` },
    });
    expect((await fetch(message.attachments[0]!.url)).status).toBe(404);
  });
});

describe('note and message files come back as data: URLs with whatever type the uploader claimed', () => {
  it('answers links, never data: URLs, and serves each file as the type its contents are, not the claimed one', async () => {
    const [pdf, doc] = await attach([
      new File(['%PDF-1.4 claimed to be HTML'], 'report.pdf', { type: 'text/html' }),
      fileOf('docx', 'letter.docx', 'Dear'),
    ]);
    expect(pdf).toMatchObject({ mimeType: 'application/pdf' });
    const servedPdf = await fetch(pdf!.url);
    expect(servedPdf.headers.get('content-type')).toBe('application/pdf');
    expect(servedPdf.headers.get('content-disposition')).toBe('inline');
    expect(servedPdf.headers.get('x-content-type-options')).toBe('nosniff');
    expect(servedPdf.headers.get('content-security-policy')).toContain('sandbox');
    const servedDoc = await fetch(doc!.url);
    expect(servedDoc.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(servedDoc.headers.get('content-disposition')).toBe('attachment; filename="letter.docx"');

    const provider = await login(emails.provider);
    const note = await post('/note', provider, {
      bookingIdentifier: bookingIds.completedNoFeedback,
      title: 'Typed',
      body: '',
      files: fileOf('png', 'chart.png'),
    });
    const [noteFile] = ((await note.json()) as { files: FileRef[] }).files;
    expect(noteFile!.url.startsWith(`${server.base}/files/`)).toBe(true);
    expect((await fetch(noteFile!.url)).headers.get('content-type')).toBe('image/png');
  });

  it('refuses a document whose contents are not what its name says, whatever type it claims', async () => {
    const token = await login(emails.client);
    const response = await post('/messages/store', token, {
      receiverIdentifier: ids.provider,
      files: [
        new File(['<html><script>alert(1)</script></html>'], 'invoice.pdf', { type: 'application/pdf' }),
        fileOf('png', 'photo.jpg'),
      ],
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([
      'files.0: the contents of invoice.pdf are not a .pdf file',
      'files.1: the contents of photo.jpg are not a .jpg file',
    ]);
  });
});

describe('message attachments get no type check on the server', () => {
  it.each([
    ['page.html', 'text/html', '<h1>hi</h1>'],
    ['setup.exe', 'application/x-msdownload', 'MZ\u0090'],
  ])('refuses %s (400) and stores nothing', async (name, type, text) => {
    const token = await login(emails.client);
    const before = server.mock.db.state.messages.length;
    const response = await post('/messages/store', token, {
      receiverIdentifier: ids.provider,
      body: 'see file',
      files: new File([text], name, { type }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Validation failed',
      code: 'VALIDATION_ERROR',
      errors: [`files.0: ${name} is not a .doc, .docx, .pdf, .jpg, .jpeg or .png file`],
    });
    expect(server.mock.db.state.messages).toHaveLength(before);
  });
});

describe('profile pictures', () => {
  it('are public images under random ids, refused at upload when their contents are no image (SVG, HTML labelled PNG)', async () => {
    const token = await login(emails.client);
    const uploaded = await post('/client/profile-picture', token, { file: fileOf('png', 'me.png') });
    const { photoUrl } = (await uploaded.json()) as { photoUrl: string };
    expect(photoUrl).toMatch(new RegExp(`^${server.base}/files/ph_[\\w-]{22}$`));
    const served = await fetch(photoUrl);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toBe('inline');
    for (const file of [
      new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'evil.svg', {
        type: 'image/svg+xml',
      }),
      new File(['<html><script>alert(1)</script></html>'], 'x.png', { type: 'image/png' }),
    ]) {
      const refused = await post('/client/profile-picture', token, { file });
      expect(refused.status, file.name).toBe(400);
      expect((await refused.json()).errors).toEqual(['file: Please upload a valid image file.']);
    }
  });
});

describe('security headers', () => {
  const expected = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  };
  const headersOf = (response: Response) =>
    Object.fromEntries(Object.keys(expected).map((k) => [k, response.headers.get(k)]));

  it('sends them on data, errors, refusals and preflights', async () => {
    const { base } = server;
    expect(headersOf(await fetch(`${base}/region/languages`))).toEqual(expected);
    expect(headersOf(await fetch(`${base}/booking`))).toEqual(expected); // 401
    expect(headersOf(await fetch(`${base}/nope`))).toEqual(expected); // 404
    expect(headersOf(await fetch(`${base}/booking`, { method: 'PATCH' }))).toEqual(expected); // 405
    expect(
      headersOf(await fetch(`${base}/booking`, { method: 'OPTIONS', headers: { Origin: 'http://127.0.0.1:5173' } })),
    ).toEqual(expected);
  });
});
