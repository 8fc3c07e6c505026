// Test files whose contents are what their names say (the backend checks uploads by their first bytes), and reading
// back what a file link serves.
import { expect } from 'vitest';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0];
const DOC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

const encoder = new TextEncoder();

/** The first bytes of each kind; a .docx is a ZIP whose directory names `word/` parts. */
function head(kind: keyof typeof TYPES): Uint8Array {
  if (kind === 'pdf') return encoder.encode('%PDF-1.4\n');
  if (kind === 'png') return Uint8Array.from(PNG);
  if (kind === 'jpeg') return Uint8Array.from(JPEG);
  if (kind === 'doc') return Uint8Array.from(DOC);
  return encoder.encode('PK\u0003\u0004 [Content_Types].xml word/document.xml');
}

/** A file of this kind: its signature, then `text`, padded with zeros to `size` bytes when given. */
export function fileOf(kind: keyof typeof TYPES, name: string, text = '', size?: number): File {
  const start = new Uint8Array([...head(kind), ...encoder.encode(text)]);
  const bytes = size === undefined ? start : new Uint8Array(size);
  if (size !== undefined) bytes.set(start.subarray(0, size));
  return new File([bytes], name, { type: TYPES[kind] });
}

/** What a file link serves, as text, after checking that it answers 200. */
export async function fileText(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return response.text();
}
