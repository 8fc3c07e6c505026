// What the check answers for the host the contract's example files are on (it does not really exist): a 1×1 PNG for
// a picture, a one-page PDF for a document, so that a preview has something real to show.
import type { Route } from '@playwright/test';

const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The smallest well-formed PDF: a catalog, a page tree and one empty page, with a correct cross-reference table. */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export function answerFile(route: Route): Promise<void> {
  const pdf = new URL(route.request().url()).pathname.toLowerCase().endsWith('.pdf');
  return route.fulfill({
    status: 200,
    contentType: pdf ? 'application/pdf' : 'image/png',
    body: pdf ? onePagePdf() : PIXEL,
  });
}
