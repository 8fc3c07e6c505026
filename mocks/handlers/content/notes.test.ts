import { beforeEach, describe, expect, it } from 'vitest';
import {
  CreateSessionNoteResponse,
  DeleteSessionNoteResponse,
  GetSessionNoteResponse,
  ListBookingSessionNotesResponse,
  UpdateSessionNoteResponse,
} from '../../../generated/zod/notes/notes.zod';
import { putBooking, secondProviderRef } from '../../content-fixtures';
import { contentIds } from '../../data/content';
import { bookingIds, emails } from '../../data/ids';
import { fileOf, fileText } from '../../file-fixtures';
import { at, first, setUpTestBackend } from '../../test-utils';

const backend = setUpTestBackend();
let provider: string;

function noteForm(fields: Record<string, string>, files: File[] = []): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append('files', file);
  return form;
}

/** A Word document whose text is `text` after its signature. */
const docFile = (name: string, text: string) => fileOf('doc', name, text);

beforeEach(async () => {
  putBooking(backend, { identifier: bookingIds.completedWithFeedback, feedbackProvided: true });
  putBooking(backend, { identifier: bookingIds.completedNoFeedback });
  putBooking(backend, { identifier: 'bk_other_provider', provider: secondProviderRef });
  provider = await backend.login(emails.provider);
});

describe('session notes', () => {
  it('lists the seeded notes of a booking, newest first, with files as links that open offline', async () => {
    const { status, body } = await backend.call('GET', `/note/booking/${bookingIds.completedWithFeedback}`, {
      token: provider,
    });
    expect(status).toBe(200);
    const list = ListBookingSessionNotesResponse.parse(body);
    expect(list.items.map((n) => n.identifier)).toEqual([contentIds.notes.homework, contentIds.notes.first]);
    const files = at(list.items, 1).files;
    const pdf = first(files);
    const txt = at(files, 1);
    expect(pdf).toMatchObject({ name: 'sleep-worksheet.pdf', mimeType: 'application/pdf' });
    expect(pdf.url).toMatch(/^http:\/\/api\.mock\/files\/nf_demo_worksheet\?token=/);
    const pdfText = await fileText(pdf.url);
    expect(pdfText.startsWith('%PDF-1.4')).toBe(true);
    expect(pdfText.length).toBe(pdf.sizeBytes);
    expect(await fileText(txt.url)).toContain('summary.txt');
  });

  it('creates a note with files kept as blobs (201), readable by GET and in the booking list', async () => {
    const form = noteForm(
      { bookingIdentifier: bookingIds.completedNoFeedback, title: 'Second session', body: 'Talked about work.' },
      [
        docFile('plan.doc', 'week plan'),
        // The type the upload claims is not what is kept: the contents say what the file is.
        new File(['%PDF-1.7'], 'scan.pdf', { type: 'text/html' }),
      ],
    );
    const created = await backend.call('POST', '/note', { token: provider, body: form });
    expect(created.status).toBe(201);
    const note = CreateSessionNoteResponse.parse(created.body);
    expect(note).toMatchObject({
      bookingIdentifier: bookingIds.completedNoFeedback,
      title: 'Second session',
      body: 'Talked about work.',
    });
    expect(note.files.map((f) => [f.name, f.mimeType, f.sizeBytes])).toEqual([
      ['plan.doc', 'application/msword', 17],
      ['scan.pdf', 'application/pdf', 8],
    ]);
    expect(await fileText(first(note.files).url)).toContain('week plan');
    expect(backend.db.blobs.has(first(note.files).identifier)).toBe(true);
    // state holds references only
    expect(JSON.stringify(backend.db.state.notes)).not.toContain('week plan');

    const got = await backend.call('GET', `/note/${note.identifier}`, { token: provider });
    expect(GetSessionNoteResponse.parse(got.body)).toEqual(note);
    const list = await backend.call('GET', `/note/booking/${bookingIds.completedNoFeedback}`, { token: provider });
    expect(ListBookingSessionNotesResponse.parse(list.body).items[0]?.identifier).toBe(note.identifier);
  });

  it('updates title and body and adds the sent files to the existing ones', async () => {
    const id = contentIds.notes.first;
    backend.db.advanceClock(60_000);
    const { status, body } = await backend.call('PUT', `/note/${id}`, {
      token: provider,
      body: noteForm({ title: 'First session (edited)', body: 'Edited.' }, [docFile('extra.doc', 'more')]),
    });
    expect(status).toBe(200);
    const note = UpdateSessionNoteResponse.parse(body);
    expect(note.title).toBe('First session (edited)');
    expect(note.files.map((f) => f.name)).toEqual(['sleep-worksheet.pdf', 'summary.txt', 'extra.doc']);
    expect(Date.parse(note.updatedAt)).toBeGreaterThan(Date.parse(note.createdAt));
    const got = GetSessionNoteResponse.parse((await backend.call('GET', `/note/${id}`, { token: provider })).body);
    expect(got.body).toBe('Edited.');
    expect(got.files).toHaveLength(3);
  });

  it('deletes a note and its blobs; the note is then not found', async () => {
    const created = CreateSessionNoteResponse.parse(
      (
        await backend.call('POST', '/note', {
          token: provider,
          body: noteForm({ bookingIdentifier: bookingIds.completedNoFeedback, title: 'Temp', body: '' }, [
            docFile('a.doc', 'a'),
          ]),
        })
      ).body,
    );
    const deleted = await backend.call('DELETE', `/note/${created.identifier}`, { token: provider });
    expect(deleted.status).toBe(200);
    expect(DeleteSessionNoteResponse.parse(deleted.body).message).toBe('Session Note Deleted');
    expect(backend.db.blobs.has(first(created.files).identifier)).toBe(false);
    expect((await backend.call('GET', `/note/${created.identifier}`, { token: provider })).status).toBe(404);
    expect((await backend.call('DELETE', `/note/${created.identifier}`, { token: provider })).status).toBe(404);
  });

  it('refuses clients on every note call (403)', async () => {
    const client = await backend.login(emails.client);
    const id = contentIds.notes.first;
    const form = () => noteForm({ bookingIdentifier: bookingIds.completedWithFeedback, title: 'Mine', body: 'x' });
    const calls: [string, string, FormData?][] = [
      ['POST', '/note', form()],
      ['GET', `/note/booking/${bookingIds.completedWithFeedback}`],
      ['GET', `/note/${id}`],
      ['PUT', `/note/${id}`, form()],
      ['DELETE', `/note/${id}`],
    ];
    for (const [method, path, body] of calls) {
      expect((await backend.call(method, path, { token: client, body })).status, `${method} ${path}`).toBe(403);
    }
    expect(backend.db.state.notes.find((n) => n.identifier === id)?.title).toBe('First session');
  });

  it("answers another provider's booking or note with 404, and unknown ids with 404", async () => {
    const second = await backend.login(emails.secondProvider);
    const id = contentIds.notes.first;
    expect(
      (await backend.call('GET', `/note/booking/${bookingIds.completedWithFeedback}`, { token: second })).status,
    ).toBe(404);
    expect((await backend.call('GET', `/note/${id}`, { token: second })).status).toBe(404);
    expect(
      (await backend.call('PUT', `/note/${id}`, { token: second, body: noteForm({ title: 'Hijack', body: '' }) }))
        .status,
    ).toBe(404);
    expect((await backend.call('DELETE', `/note/${id}`, { token: second })).status).toBe(404);
    const onOther = await backend.call('POST', '/note', {
      token: provider,
      body: noteForm({ bookingIdentifier: 'bk_other_provider', title: 'Not mine', body: '' }),
    });
    expect(onOther.status).toBe(404);
    expect((await backend.call('GET', '/note/booking/bk_unknown', { token: provider })).status).toBe(404);
    expect((await backend.call('GET', '/note/nt_unknown', { token: provider })).status).toBe(404);
    expect(backend.db.state.notes.find((n) => n.identifier === id)?.title).toBe('First session');
  });

  it('rejects a bad form with 400 naming each problem, and changes nothing', async () => {
    const before = JSON.stringify(backend.db.state.notes);
    const bad = await backend.call('POST', '/note', {
      token: provider,
      body: noteForm({ title: 'ab', body: 'x'.repeat(401) }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.join(' ')).toMatch(/bookingIdentifier/);
    expect(bad.body.errors.join(' ')).toMatch(/title/);
    expect(bad.body.errors.join(' ')).toMatch(/body/);
    const json = await backend.call('POST', '/note', {
      token: provider,
      body: { bookingIdentifier: bookingIds.completedNoFeedback, title: 'JSON', body: '' },
    });
    expect(json.status).toBe(415);
    expect(json.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const put = await backend.call('PUT', `/note/${contentIds.notes.first}`, {
      token: provider,
      body: noteForm({ bookingIdentifier: bookingIds.completedNoFeedback, title: 'Moved', body: '' }),
    });
    expect(put.status).toBe(400);
    expect(JSON.stringify(backend.db.state.notes)).toBe(before);
  });

  it('refuses a file larger than 10 MB (400) on create and update, storing nothing', async () => {
    const big = fileOf('pdf', 'huge.pdf', '', 10 * 1024 * 1024 + 1);
    const exact = fileOf('pdf', 'max.pdf', '', 10 * 1024 * 1024);
    const before = backend.db.state.notes.length;
    const created = await backend.call('POST', '/note', {
      token: provider,
      body: noteForm({ bookingIdentifier: bookingIds.completedNoFeedback, title: 'Big', body: '' }, [
        docFile('ok.doc', 'ok'),
        big,
      ]),
    });
    expect(created.status).toBe(400);
    expect(created.body.errors).toEqual(['files.1: huge.pdf is larger than 10 MB']);
    const updated = await backend.call('PUT', `/note/${contentIds.notes.homework}`, {
      token: provider,
      body: noteForm({ title: 'Big', body: '' }, [big]),
    });
    expect(updated.status).toBe(400);
    expect(backend.db.state.notes).toHaveLength(before);
    expect(backend.db.state.notes.find((n) => n.identifier === contentIds.notes.homework)?.files).toHaveLength(0);
    expect(backend.db.blobs.size).toBe(0);
    const atLimit = await backend.call('PUT', `/note/${contentIds.notes.homework}`, {
      token: provider,
      body: noteForm({ title: 'Max', body: '' }, [exact]),
    });
    expect(UpdateSessionNoteResponse.parse(atLimit.body).files[0]?.sizeBytes).toBe(10 * 1024 * 1024);
  });
});

describe('session note file types', () => {
  it('refuses a file that is not .doc, .docx, .pdf, .jpg, .jpeg or .png (400) on create and update, storing nothing', async () => {
    const before = backend.db.state.notes.length;
    const created = await backend.call('POST', '/note', {
      token: provider,
      body: noteForm({ bookingIdentifier: bookingIds.completedNoFeedback, title: 'Typed', body: '' }, [
        fileOf('pdf', 'ok.PDF'),
        docFile('run.pdf.exe', 'x'),
      ]),
    });
    expect(created.status).toBe(400);
    expect(created.body.errors).toEqual(['files.1: run.pdf.exe is not a .doc, .docx, .pdf, .jpg, .jpeg or .png file']);
    const updated = await backend.call('PUT', `/note/${contentIds.notes.homework}`, {
      token: provider,
      body: noteForm({ title: 'Typed', body: '' }, [docFile('notes.txt', 'x')]),
    });
    expect(updated.status).toBe(400);
    expect(backend.db.state.notes).toHaveLength(before);
    expect(backend.db.blobs.size).toBe(0);
  });
});
