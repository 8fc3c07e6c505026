// Files as the state keeps them: a reference (id, name, the type its contents were verified to be, size). Their bytes
// are not state: uploads live in db.blobs (lib/file-bytes.ts; the demo keeps them in IndexedDB too), and seeded files
// (or uploads whose bytes are gone) get generated contents on demand (`placeholderBytes`), a one-page PDF, a 1-pixel PNG or a short text, from their name and type.

export interface StoredFile {
  identifier: string;
  name: string;
  /** The type found in the contents (handlers/files.ts), application/octet-stream when none was. */
  mimeType: string;
  sizeBytes: number;
}

const encoder = new TextEncoder();

function minimalPdf(text: string): string {
  const safe = text.replace(/[^\x20-\x7e]/g, '?').replace(/([()\\])/g, '\\$1');
  const stream = `BT /F1 16 Tf 72 770 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The generated contents of a file whose bytes are not in memory: a one-page PDF naming it, a PNG, or a short text. */
export function placeholderBytes(name: string, mimeType: string): Uint8Array<ArrayBuffer> {
  if (mimeType === 'image/png') return Uint8Array.from(atob(PNG_1PX), (c) => c.charCodeAt(0));
  const text = `${name} - demo file of the offline backend`;
  return encoder.encode(mimeType === 'application/pdf' ? minimalPdf(text) : `${text}\n`);
}

const SEED_TYPES: Record<string, string> = { pdf: 'application/pdf', png: 'image/png' };

/** A seeded file: its type from its name (.pdf, .png, else text), its size that of its generated contents. */
export function seededFile(identifier: string, name: string): StoredFile {
  const mimeType = SEED_TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'text/plain';
  return { identifier, name, mimeType, sizeBytes: placeholderBytes(name, mimeType).length };
}
