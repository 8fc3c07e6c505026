// `npm run mock:server` over real HTTP: empty files are refused by every upload, and a
// conversation carries references to its attachments, not their bytes (decision 0089).
import { describe, expect, it } from 'vitest';
import { bookingIds, emails, ids } from './data/ids';
import { fileOf } from './file-fixtures';
import { useMockServer } from './server-test-utils';

const server = useMockServer();
const { login } = server;

const post = server.upload;

const empty = (name: string, type: string) => new File([], name, { type });

describe('zero-byte files are accepted', () => {
  it.each([
    [
      'a client’s profile picture',
      emails.client,
      '/client/profile-picture',
      { file: empty('me.jpg', 'image/jpeg') },
      'file: The file is empty.',
    ],
    [
      'a provider’s photo',
      emails.provider,
      '/provider/update/photo',
      { file: empty('me.jpg', 'image/jpeg') },
      'file: The file is empty.',
    ],
    [
      'a qualification',
      emails.provider,
      '/provider/qualification/file/upload',
      { type: 'education', title: 'MSc', files: [fileOf('pdf', 'msc.pdf'), empty('blank.pdf', 'application/pdf')] },
      'files.1: blank.pdf is empty',
    ],
    [
      'an insurance file',
      emails.provider,
      '/provider/indemnity-insurance',
      { file: empty('cover.docx', 'application/msword') },
      'file: cover.docx is empty',
    ],
    [
      'a session note',
      emails.provider,
      '/note',
      {
        bookingIdentifier: bookingIds.completedNoFeedback,
        title: 'Empty file',
        body: '',
        files: empty('scan.png', 'image/png'),
      },
      'files.0: scan.png is empty',
    ],
    [
      'a message attachment',
      emails.client,
      '/messages/store',
      { receiverIdentifier: ids.provider, body: 'see file', files: empty('form.pdf', 'application/pdf') },
      'files.0: form.pdf is empty',
    ],
  ])('refuses an empty file as %s with 400 naming it, and stores nothing', async (_, email, path, fields, problem) => {
    const token = await login(email);
    const before = JSON.stringify(server.mock.db.state);
    const blobs = server.mock.db.blobs.size;
    const response = await post(path, token, fields);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Validation failed',
      code: 'VALIDATION_ERROR',
      errors: [problem],
    });
    expect(JSON.stringify(server.mock.db.state)).toBe(before);
    expect(server.mock.db.blobs.size).toBe(blobs);
  });

  it('refuses an empty file added to a note by an update', async () => {
    const response = await post(
      '/note/nt_demo_homework',
      await login(emails.provider),
      { title: 'Homework', body: '', files: empty('a.doc', 'application/msword') },
      'PUT',
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual(['files.0: a.doc is empty']);
  });
});

describe('a conversation with big attachments', () => {
  const NEARLY_10_MB = Math.floor(9.9 * 1024 * 1024);
  const MESSAGES = 2;
  const FILES = 5;

  it('answers quickly with a small body: messages carry references, and a file is fetched on its own', async () => {
    const client = await login(emails.client);
    for (let m = 0; m < MESSAGES; m++) {
      const files = Array.from({ length: FILES }, (_, f) => fileOf('pdf', `scan-${m}-${f}.pdf`, '', NEARLY_10_MB));
      expect(
        (await post('/messages/store', client, { receiverIdentifier: ids.provider, body: `batch ${m}`, files })).status,
      ).toBe(201);
    }
    const started = performance.now();
    const response = await fetch(`${server.base}/messages/conversations`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${client}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ userIdentifier: ids.provider }),
    });
    const body = await response.text();
    const elapsed = performance.now() - started;
    expect(response.status).toBe(200);
    expect(elapsed).toBeLessThan(2000);
    // 20 messages, 10 of them with 5 attachments of 9.9 MB: references only.
    expect(body.length).toBeLessThan(40_000);
    const items = (JSON.parse(body) as { items: { attachments: { sizeBytes: number; url: string }[] }[] }).items;
    const attachments = items.flatMap((m) => m.attachments);
    expect(attachments.filter((a) => a.sizeBytes === NEARLY_10_MB)).toHaveLength(MESSAGES * FILES);
    expect(attachments.every((a) => a.url.length < 200 && !a.url.startsWith('data:'))).toBe(true);
    const file = await fetch(attachments[0]!.url);
    expect((await file.arrayBuffer()).byteLength).toBe(NEARLY_10_MB);
  }, 60_000);

  it('frees the files on reset: their bytes are dropped and their links answer 404', async () => {
    const client = await login(emails.client);
    const sent = await post('/messages/store', client, {
      receiverIdentifier: ids.provider,
      files: fileOf('pdf', 'big.pdf', '', NEARLY_10_MB),
    });
    const { attachments } = (await sent.json()) as { attachments: { url: string }[] };
    expect(server.mock.db.blobs.size).toBeGreaterThan(0);
    expect((await fetch(`${server.base}/__mock/reset`, { method: 'POST' })).status).toBe(200);
    expect(server.mock.db.blobs.size).toBe(0);
    expect((await fetch(attachments[0]!.url)).status).toBe(404);
  }, 60_000);
});
