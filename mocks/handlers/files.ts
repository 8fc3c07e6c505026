// Uploaded files, for every area: checked by their contents before anything is stored, kept in db.blobs under random
// ids (in the demo, in the browser's IndexedDB too: lib/file-bytes.ts), answered as references whose `url` is a link for the reader, and served by `GET /files/{id}` only to those
// who may read them, as the type their bytes are.
import { placeholderBytes, type StoredFile } from '../data/files';
import type { Db } from '../db';
import { bearerToken, currentAccount } from '../lib/auth';
import { DOCUMENT_KINDS, extensionOf, INLINE_KINDS, KIND_TYPES, PICTURE_KINDS, sniffKind } from '../lib/file-kinds';
import { linkIsValid, linkToken, randomFileId } from '../lib/file-links';
import { badRequest, MockHttpError, notFound, queryParams, type RequestContext, type Router } from '../lib/http';
import { GetFileQueryParams } from '../../generated/zod/files/files.zod';

/** The spec's limit per file. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

const nameOf = (file: Blob, fallback: string) => (file instanceof File && file.name ? file.name : fallback);

async function documentProblem(file: Blob, field: string, fallbackName: string): Promise<string | null> {
  const name = nameOf(file, fallbackName);
  const extension = extensionOf(name);
  const kind = DOCUMENT_KINDS[extension];
  if (!kind) return `${field}: ${name} is not a .doc, .docx, .pdf, .jpg, .jpeg or .png file`;
  if (file.size === 0) return `${field}: ${name} is empty`;
  if (file.size > MAX_FILE_BYTES) return `${field}: ${name} is larger than 10 MB`;
  if ((await sniffKind(file)) !== kind) return `${field}: the contents of ${name} are not a ${extension} file`;
  return null;
}

/**
 * The accounts document's rules for documents (notes, messages, qualifications, insurance), each file by its name's
 * extension, its size (not empty, at most 10 MB) and its contents (what the extension says): 400 naming every
 * refused file, before anything is stored.
 */
export async function checkDocuments(
  files: Blob[] | undefined,
  field: (i: number) => string = (i) => `files.${i}`,
): Promise<void> {
  const problems = await Promise.all((files ?? []).map((file, i) => documentProblem(file, field(i), `file-${i + 1}`)));
  const refused = problems.filter((p): p is string => p !== null);
  if (refused.length) throw badRequest(refused);
}

/** A profile picture: a file, not empty, at most 10 MB, and a PNG, JPEG, GIF or WebP by its contents. */
export async function checkPicture(file: Blob | string): Promise<Blob> {
  if (typeof file === 'string') throw badRequest(['file: must be a file']);
  if (file.size === 0) throw badRequest(['file: The file is empty.']);
  if (file.size > MAX_FILE_BYTES) throw badRequest(['file: File size should not exceed 10MB.']);
  const kind = await sniffKind(file);
  if (!kind || !PICTURE_KINDS.has(kind)) throw badRequest(['file: Please upload a valid image file.']);
  return file;
}

/** Keeps checked documents; each gets a random id and the type its contents are. */
export function storeFiles(db: Db, prefix: string, files: Blob[] | undefined): Promise<StoredFile[]> {
  return Promise.all(
    (files ?? []).map(async (blob, i) => {
      const identifier = randomFileId(prefix);
      db.blobs.set(identifier, blob);
      const kind = await sniffKind(blob);
      return {
        identifier,
        name: nameOf(blob, `file-${i + 1}`),
        mimeType: kind ? KIND_TYPES[kind] : 'application/octet-stream',
        sizeBytes: blob.size,
      };
    }),
  );
}

export const dropFiles = (db: Db, files: { identifier: string }[]) =>
  files.forEach((f) => db.blobs.delete(f.identifier));

const PICTURE_PREFIX = 'ph';
const pictureIdOf = (url: string | null) => url?.match(/\/files\/(ph_[\w-]+)$/)?.[1];

/** Keeps a checked picture; pictures are public (shown on public pages), so its URL needs no token. */
export function storePicture(router: Router, db: Db, ctx: RequestContext, file: Blob): string {
  const identifier = randomFileId(PICTURE_PREFIX);
  db.blobs.set(identifier, file);
  return `${router.apiBase(ctx.url)}/files/${identifier}`;
}

/** Drops an uploaded picture's bytes when it is replaced or deleted (avatars and seeded pictures are data: URLs). */
export function dropPicture(db: Db, url: string | null): void {
  const id = pictureIdOf(url);
  if (id) db.blobs.delete(id);
}

export type LinkedFile = StoredFile & { url: string };

/** References with links for the signed-in reader of this request (their session signs them). */
export function linkFiles(router: Router, db: Db, ctx: RequestContext, files: StoredFile[]): Promise<LinkedFile[]> {
  const base = router.apiBase(ctx.url);
  const session = bearerToken(ctx);
  const now = db.now().getTime();
  return Promise.all(
    files.map(async (file) => ({
      ...file,
      url: `${base}/files/${file.identifier}?token=${await linkToken(session, file.identifier, now)}`,
    })),
  );
}

/** A stored document and the accounts that may read it, or null when there is none with this id. */
function documentAccess(db: Db, id: string): { file: StoredFile; readers: string[] } | null {
  for (const note of db.state.notes) {
    const file = note.files.find((f) => f.identifier === id);
    if (file) return { file, readers: [note.providerIdentifier] };
  }
  for (const message of db.state.messages) {
    const file = message.isDeleted ? undefined : message.attachments.find((f) => f.identifier === id);
    const chat = file && db.state.chats.find((c) => c.identifier === message.chatIdentifier);
    if (file && chat) return { file, readers: [...chat.memberIdentifiers] };
  }
  for (const provider of db.state.providerProfiles) {
    const file = [...provider.qualifications.flatMap((q) => q.files), ...provider.insurance].find(
      (f) => f.identifier === id,
    );
    if (file) return { file, readers: [provider.identifier] };
  }
  return null;
}

const pictureInUse = (db: Db, id: string) =>
  db.state.providerProfiles.some((p) => pictureIdOf(p.photo) === id) ||
  db.state.clientProfiles.some((c) => pictureIdOf(c.photoUrl) === id);

/** Every served file: no sniffing, no scripts, no framing, kept by the reader's browser only, for a while. */
const FILE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'Cache-Control': 'private, max-age=300',
};

/**
 * A file as its bytes are (checked again here, whatever was stored): a PDF or a picture inline as that type; a Word
 * document, or anything else, as a download of its own type or of application/octet-stream.
 */
async function servedFile(blob: Blob, name: string): Promise<Response> {
  const kind = await sniffKind(blob);
  const type = kind ? KIND_TYPES[kind] : 'application/octet-stream';
  const disposition =
    kind && INLINE_KINDS.has(kind) ? 'inline' : `attachment; filename="${name.replace(/[^\w.-]/g, '_') || 'file'}"`;
  return new Response(blob, { headers: { ...FILE_HEADERS, 'Content-Type': type, 'Content-Disposition': disposition } });
}

// A picture whose bytes are gone (the demo's worker restarted): a grey face of our own, a plain SVG without script.
const PLACEHOLDER_PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#ccc"/><circle cx="100" cy="80" r="36" fill="#fff"/><rect x="44" y="128" width="112" height="50" rx="25" fill="#fff"/></svg>';

const badLink = () =>
  new MockHttpError(401, 'This file link is missing, altered or expired: fetch the file reference again.', {
    code: 'FILE_LINK_INVALID',
  });

export function registerFiles(router: Router, db: Db): void {
  router.raw('/files/{id}', async (ctx) => {
    const id = ctx.params.id;
    if (id.startsWith(`${PICTURE_PREFIX}_`)) {
      const blob = await db.blobs.get(id);
      if (blob) return servedFile(blob, 'picture');
      if (!pictureInUse(db, id)) throw notFound('File');
      return new Response(PLACEHOLDER_PICTURE, { headers: { ...FILE_HEADERS, 'Content-Type': 'image/svg+xml' } });
    }
    const access = documentAccess(db, id);
    if (!access) throw notFound('File');
    const { token } = queryParams(ctx, GetFileQueryParams);
    if (token !== undefined) {
      const now = db.now().getTime();
      const sessions = db.state.tokens
        .filter((t) => access.readers.includes(t.userIdentifier) && Date.parse(t.expiresAt) > now)
        .map((t) => t.token);
      if (!(await linkIsValid(token, id, sessions, now))) throw badLink();
    } else if (!access.readers.includes(currentAccount(db, ctx).identifier)) {
      throw notFound('File');
    }
    // generated contents only for a seeded file, or one whose bytes are gone (the demo's oldest, past its budget)
    const blob = (await db.blobs.get(id)) ?? new Blob([placeholderBytes(access.file.name, access.file.mimeType)]);
    return servedFile(blob, access.file.name);
  });
}
