// Uploaded photos and documents: checked, kept in db.blobs, and served by GET <api base>/__mock/files/<id>.
import { http, HttpResponse } from 'msw';
import type { Db } from '../../db';
import { badRequest, type RequestContext, type Router } from '../../lib/http';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_EXTENSIONS = ['.doc', '.docx', '.pdf', '.jpg', '.jpeg', '.png'];

const fileName = (file: Blob) => (file instanceof File && file.name ? file.name : 'file');

export function documentErrors(field: string, file: Blob): string[] {
  const name = fileName(file);
  const errors: string[] = [];
  if (!DOCUMENT_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext))) errors.push(`${field}: ${name} is not one of ${DOCUMENT_EXTENSIONS.join(' ')}`);
  if (file.size > MAX_UPLOAD_BYTES) errors.push(`${field}: ${name} is larger than 10 MB`);
  return errors;
}

export function checkImage(file: Blob | string): Blob {
  if (typeof file === 'string') throw badRequest(['file: must be a file']);
  const errors: string[] = [];
  if (!file.type.startsWith('image/')) errors.push('file: Please upload a valid image file.');
  if (file.size > MAX_UPLOAD_BYTES) errors.push('file: File size should not exceed 10MB.');
  if (errors.length) throw badRequest(errors);
  return file;
}

/** Keeps an upload in db.blobs; its URL is absolute, under the API base the upload came through. */
export function storeUpload(db: Db, ctx: RequestContext, routePath: string, prefix: string, file: Blob) {
  const identifier = db.newId(prefix);
  db.blobs.set(identifier, file);
  const base = ctx.url.pathname.slice(0, ctx.url.pathname.length - routePath.length);
  return { identifier, name: fileName(file), sizeBytes: file.size, url: `${ctx.url.origin}${base}/__mock/files/${identifier}` };
}

/** Drops an uploaded picture's bytes when it is replaced (avatars and seeded pictures are data: URLs). */
export function dropUploadedPhoto(db: Db, url: string | null) {
  const id = url?.match(/\/__mock\/files\/([^/]+)$/)?.[1];
  if (id) db.blobs.delete(id);
}

// After a reload the bytes are gone (blobs are not persisted): serve a placeholder rather than a broken link.
const PLACEHOLDER_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#ccc"/><circle cx="100" cy="80" r="36" fill="#fff"/><rect x="44" y="128" width="112" height="50" rx="25" fill="#fff"/></svg>';
const PLACEHOLDER_PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/** Raster image types recognised by their first bytes; only these are served inline (as what the bytes say). */
const IMAGE_SIGNATURES: [type: string, bytes: number[], offset?: number][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38]],
  ['image/webp', [0x57, 0x45, 0x42, 0x50], 8],
];

export async function sniffImageType(blob: Blob): Promise<string | null> {
  const head = new Uint8Array(await blob.slice(0, 16).arrayBuffer());
  return IMAGE_SIGNATURES.find(([, bytes, offset = 0]) => bytes.every((b, i) => head[offset + i] === b))?.[0] ?? null;
}

const isPdf = async (blob: Blob) => new TextDecoder().decode(await blob.slice(0, 5).arrayBuffer()) === '%PDF-';

/** Every served file: no sniffing, no scripts, no framing, whatever its bytes are. */
const FILE_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" };

/**
 * An uploaded file as the browser may safely get it: a PNG, JPEG, GIF or WebP, or a PDF (checked by its bytes)
 * inline as that type, for the app's sandboxed preview; anything else (SVG, HTML, documents, a mislabelled image) as a
 * download of
 * application/octet-stream, so that it never renders in this origin.
 */
export async function servedFile(blob: Blob, name: string): Promise<Response> {
  const image = (await sniffImageType(blob)) ?? ((await isPdf(blob)) ? 'application/pdf' : null);
  if (image) return new Response(blob, { headers: { ...FILE_HEADERS, 'Content-Type': image, 'Content-Disposition': 'inline' } });
  const safeName = name.replace(/[^\w.-]/g, '_') || 'file';
  return new Response(blob, {
    headers: { ...FILE_HEADERS, 'Content-Type': 'application/octet-stream', 'Content-Disposition': `attachment; filename="${safeName}"` },
  });
}

function fileRoute(db: Db) {
  return http.get('*/__mock/files/:id', async ({ params }) => {
    const id = String(params.id);
    const blob = db.blobs.get(id);
    if (blob) return servedFile(blob, fileName(blob));
    // Our own placeholders, not uploads: a plain SVG without script, and an empty PDF.
    return id.startsWith('ph_')
      ? new HttpResponse(PLACEHOLDER_IMAGE, { headers: { ...FILE_HEADERS, 'Content-Type': 'image/svg+xml' } })
      : new HttpResponse(PLACEHOLDER_PDF, { headers: { ...FILE_HEADERS, 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="file.pdf"' } });
  });
}

export function registerUploadedFiles(router: Router, db: Db): void {
  router.handlers.push(fileRoute(db));
}
