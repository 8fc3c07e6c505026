// Session notes: a provider's own notes on their own bookings, with attached files.
import type { Booking, SessionNote } from '../../../generated/model';
import {
  CreateSessionNoteBody,
  createSessionNoteBodyTitleMin,
  UpdateSessionNoteBody,
  updateSessionNoteBodyTitleMin,
} from '../../../generated/zod/notes/notes.zod';
import type { AccountRecord } from '../../data/accounts';
import type { NoteRecord } from '../../data/content';
import type { Db } from '../../db';
import { requireRole } from '../../lib/auth';
import { badRequest, formBody, notFound, type RequestContext, type Router } from '../../lib/http';
import { trimmedFields } from '../../lib/visible-fields';
import { checkDocuments, dropFiles, linkFiles, storeFiles } from '../files';
import { bookingById } from './shared';

/** The provider's own note; anyone else's is not found. */
function ownNote(db: Db, provider: AccountRecord, id: string): NoteRecord {
  const note = db.state.notes.find((n) => n.identifier === id);
  if (!note || note.providerIdentifier !== provider.identifier) throw notFound('Session note');
  return note;
}

function ownBooking(db: Db, provider: AccountRecord, id: string): Booking {
  const booking = bookingById(db, id);
  if (!booking || booking.provider.identifier !== provider.identifier) throw notFound('Booking');
  return booking;
}

export function registerNotes(router: Router, db: Db): void {
  /** A note for its provider: the files as links for them. */
  const noteView = async (ctx: RequestContext, note: NoteRecord): Promise<SessionNote> => {
    const { providerIdentifier: _provider, ...rest } = note;
    return { ...rest, files: await linkFiles(router, db, ctx, note.files) };
  };

  router.post(
    '/note',
    async (ctx) => {
      const provider = requireRole(db, ctx, 'provider');
      const body = trimmedFields(await formBody(ctx, CreateSessionNoteBody, ['files']), {
        title: createSessionNoteBodyTitleMin,
      });
      await checkDocuments(body.files);
      const booking = ownBooking(db, provider, body.bookingIdentifier);
      const now = db.now().toISOString();
      const note: NoteRecord = {
        identifier: db.newId('nt'),
        bookingIdentifier: booking.identifier,
        providerIdentifier: provider.identifier,
        title: body.title,
        body: body.body,
        files: await storeFiles(db, 'nf', body.files),
        createdAt: now,
        updatedAt: now,
      };
      db.state.notes.push(note);
      return noteView(ctx, note);
    },
    { status: 201, idempotent: true },
  );

  router.get('/note/booking/{id}', async (ctx) => {
    const provider = requireRole(db, ctx, 'provider');
    const booking = ownBooking(db, provider, ctx.params.id);
    const notes = db.state.notes
      .filter((n) => n.bookingIdentifier === booking.identifier)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { items: await Promise.all(notes.map((n) => noteView(ctx, n))) };
  });

  router.get('/note/{id}', (ctx) => noteView(ctx, ownNote(db, requireRole(db, ctx, 'provider'), ctx.params.id)));

  router.put('/note/{id}', async (ctx) => {
    const provider = requireRole(db, ctx, 'provider');
    const note = ownNote(db, provider, ctx.params.id);
    const body = trimmedFields(await formBody(ctx, UpdateSessionNoteBody, ['files']), {
      title: updateSessionNoteBodyTitleMin,
    });
    if (body.bookingIdentifier && body.bookingIdentifier !== note.bookingIdentifier) {
      throw badRequest(["bookingIdentifier: is not the note's booking"]);
    }
    await checkDocuments(body.files);
    Object.assign(note, { title: body.title, body: body.body, updatedAt: db.now().toISOString() });
    note.files.push(...(await storeFiles(db, 'nf', body.files)));
    return noteView(ctx, note);
  });

  router.delete('/note/{id}', (ctx) => {
    const note = ownNote(db, requireRole(db, ctx, 'provider'), ctx.params.id);
    dropFiles(db, note.files);
    db.state.notes = db.state.notes.filter((n) => n !== note);
    return { message: 'Session Note Deleted' };
  });
}
