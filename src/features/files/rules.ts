// The accounts document's rules for uploaded documents (qualifications, insurance, session notes, message
// attachments): .doc, .docx, .pdf, .jpg, .jpeg, .png; several files allowed; at most 10 MB each.

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
const DOCUMENT_EXTENSIONS = ['.doc', '.docx', '.pdf', '.jpg', '.jpeg', '.png'] as const;
/** For the file input's `accept`. */
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.join(',');

export type FileProblem = 'type' | 'empty' | 'size';

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** Why a file cannot be uploaded (its extension, then an empty file, then its size), or null when it can. */
export function documentFileProblem(file: Pick<File, 'name' | 'size'>): FileProblem | null {
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_FILE_BYTES) return 'size';
  return null;
}

/** A file name for a list: longer than 15 characters is cut to its first 10 and an ellipsis (the spec's rule). */
export function shortFileName(name: string): string {
  return name.length > 15 ? `${name.slice(0, 10)}…` : name;
}

export type PreviewKind = 'image' | 'pdf' | 'download';

/**
 * How an uploaded file is shown: images as an image, PDFs drawn by pdf.js, anything else (.doc, .docx and
 * whatever else a backend returns) only as a download. Never as HTML or SVG.
 */
export function previewKind(name: string, mimeType?: string | null): PreviewKind {
  const type = mimeType?.toLowerCase() ?? '';
  const extension = extensionOf(name);
  if (type === 'image/svg+xml' || extension === '.svg') return 'download';
  if (type === 'application/pdf' || extension === '.pdf') return 'pdf';
  if (
    ['image/png', 'image/jpeg', 'image/gif', 'image/webp'].includes(type) ||
    ['.png', '.jpg', '.jpeg', '.gif', '.webp'].includes(extension)
  )
    return 'image';
  return 'download';
}
