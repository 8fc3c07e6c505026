import { describe, expect, it } from 'vitest';
import { fileProblemMessageId } from './problem-messages';
import { documentFileProblem, MAX_FILE_BYTES, previewKind, shortFileName } from './rules';

const file = (name: string, size = 1000) => ({ name, size });

describe('document file rules', () => {
  it('accepts the six document types in any letter case', () => {
    for (const name of ['a.doc', 'a.docx', 'a.pdf', 'a.jpg', 'a.jpeg', 'a.PNG'])
      expect(documentFileProblem(file(name))).toBeNull();
  });

  it('refuses other types, names without an extension and a type hidden before the last dot', () => {
    for (const name of ['setup.exe', 'notes.txt', 'picture.svg', 'README', 'report.pdf.exe'])
      expect(documentFileProblem(file(name))).toBe('type');
  });

  it('zero-byte files are accepted: an empty document of an allowed type is refused as empty', () => {
    expect(documentFileProblem(file('blank.pdf', 0))).toBe('empty');
    expect(documentFileProblem(file('blank.docx', 0))).toBe('empty');
    expect(documentFileProblem(file('a.pdf', 1))).toBeNull();
    // The type is still said first.
    expect(documentFileProblem(file('blank.exe', 0))).toBe('type');
    expect(fileProblemMessageId('empty')).toBe('files.empty');
  });

  it('allows exactly 10 MB and refuses one byte more', () => {
    expect(documentFileProblem(file('a.pdf', MAX_FILE_BYTES))).toBeNull();
    expect(documentFileProblem(file('a.pdf', MAX_FILE_BYTES + 1))).toBe('size');
  });

  it('cuts a name longer than 15 characters to 10 and an ellipsis', () => {
    expect(shortFileName('fifteen-chars.x')).toBe('fifteen-chars.x');
    expect(shortFileName('sixteen-chars.xy')).toBe('sixteen-ch…');
  });

  it('previews images and PDFs, and offers everything else (SVG and HTML too) as a download', () => {
    expect(previewKind('scan.JPG')).toBe('image');
    expect(previewKind('blob', 'image/png')).toBe('image');
    expect(previewKind('licence.pdf')).toBe('pdf');
    expect(previewKind('cv.docx')).toBe('download');
    expect(previewKind('logo.svg', 'image/svg+xml')).toBe('download');
    expect(previewKind('logo.png', 'image/svg+xml')).toBe('download');
    expect(previewKind('page.html', 'text/html')).toBe('download');
  });
});
