// What notes, reviews and messages share: attached files (bytes in db.blobs, served as data: URLs) and booking look-ups.
import type { Booking } from '../../../generated/model';
import type { AccountRecord } from '../../data/accounts';
import { placeholderBytes, type StoredFile } from '../../data/content';
import type { Db } from '../../db';
import { badRequest } from '../../lib/http';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** A data: URL, so that files open offline; an upload no longer in memory (after a reload) gets placeholder bytes. */
async function fileUrl(db: Db, file: StoredFile): Promise<string> {
  const blob = db.blobs.get(file.identifier);
  const bytes = blob ? new Uint8Array(await blob.arrayBuffer()) : placeholderBytes(file.name, file.mimeType);
  return `data:${file.mimeType};base64,${base64(bytes)}`;
}

export const withUrls = (db: Db, files: StoredFile[]) => Promise.all(files.map(async (f) => ({ ...f, url: await fileUrl(db, f) })));

export function checkFileSizes(files: Blob[] | undefined): void {
  const errors = (files ?? []).flatMap((f, i) => (f.size > MAX_FILE_BYTES ? [`files.${i}: ${fileName(f, i)} is larger than 10 MB`] : []));
  if (errors.length) throw badRequest(errors);
}

const DOCUMENT_EXTENSIONS = ['.doc', '.docx', '.pdf', '.jpg', '.jpeg', '.png'];

/** The accounts document's file types (session notes): by the name's last extension, in any letter case. */
export function checkDocumentTypes(files: Blob[] | undefined): void {
  const errors = (files ?? []).flatMap((f, i) => {
    const name = fileName(f, i);
    const dot = name.lastIndexOf('.');
    const extension = dot < 0 ? '' : name.slice(dot).toLowerCase();
    return DOCUMENT_EXTENSIONS.includes(extension) ? [] : [`files.${i}: ${name} is not a .doc, .docx, .pdf, .jpg, .jpeg or .png file`];
  });
  if (errors.length) throw badRequest(errors);
}

const fileName = (f: Blob, i: number) => (f instanceof File && f.name ? f.name : `file-${i + 1}`);

export function storeFiles(db: Db, prefix: string, files: Blob[] | undefined): StoredFile[] {
  return (files ?? []).map((blob, i) => {
    const identifier = db.newId(prefix);
    db.blobs.set(identifier, blob);
    return { identifier, name: fileName(blob, i), mimeType: blob.type || 'application/octet-stream', sizeBytes: blob.size };
  });
}

export const dropBlobs = (db: Db, files: StoredFile[]) => files.forEach((f) => db.blobs.delete(f.identifier));

export const bookingById = (db: Db, id: string) => db.state.bookings.find((b) => b.identifier === id);
export const bookingOfParticipant = (db: Db, participantId: string) => db.state.bookings.find((b) => b.participant.identifier === participantId);
export const isParty = (booking: Booking, account: AccountRecord) =>
  booking.client.identifier === account.identifier || booking.provider.identifier === account.identifier;
