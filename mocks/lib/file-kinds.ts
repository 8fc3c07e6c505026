// What a file is, by its contents (its first bytes), never by the type an upload claims or its name: the rules of
// the accounts document's documents (.doc, .docx, .pdf, .jpg, .jpeg, .png) and of profile pictures.

export type FileKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'doc' | 'docx';

export const KIND_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Kinds a browser may show inline (a picture, or a PDF in the app's viewer); the others are downloads. */
export const INLINE_KINDS: ReadonlySet<FileKind> = new Set(['pdf', 'png', 'jpeg', 'gif', 'webp']);
export const PICTURE_KINDS: ReadonlySet<FileKind> = new Set(['png', 'jpeg', 'gif', 'webp']);

/** The document extensions of the accounts document and the kind each one's contents must be. */
export const DOCUMENT_KINDS: Record<string, FileKind> = {
  '.doc': 'doc',
  '.docx': 'docx',
  '.pdf': 'pdf',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
};

const SIGNATURES: [kind: Exclude<FileKind, 'docx'> | 'zip', bytes: number[], offset?: number][] = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', [0x47, 0x49, 0x46, 0x38]], // GIF8
  ['webp', [0x57, 0x45, 0x42, 0x50], 8], // RIFF....WEBP
  ['doc', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]], // an OLE2 compound file (Word 97–2003)
  ['zip', [0x50, 0x4b, 0x03, 0x04]], // PK..: a .docx is a ZIP
];

/** A ZIP's central directory, at its end, names every part: a Word document has `word/` parts. */
const WORD_PART = new TextEncoder().encode('word/');
const DIRECTORY_TAIL_BYTES = 64 * 1024;

function contains(haystack: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** The file's kind by its first bytes (and, for a ZIP, its directory), or null when it is none of these. */
export async function sniffKind(blob: Blob): Promise<FileKind | null> {
  const head = new Uint8Array(await blob.slice(0, 16).arrayBuffer());
  const match = SIGNATURES.find(([, bytes, offset = 0]) => bytes.every((b, i) => head[offset + i] === b))?.[0];
  if (match !== 'zip') return match ?? null;
  const tail = new Uint8Array(await blob.slice(Math.max(0, blob.size - DIRECTORY_TAIL_BYTES)).arrayBuffer());
  return contains(tail, WORD_PART) ? 'docx' : null;
}

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};
