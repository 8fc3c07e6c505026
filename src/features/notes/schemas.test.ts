import { describe, expect, it } from 'vitest';
import { intl } from '../../lib/i18n';
import { translator } from '../../lib/i18n/translate';
import { fileProblemText } from '../files';
import filesMessages from '../files/messages';
import notesMessages from './messages';
import { noteFormSchema } from './schemas';

const schema = noteFormSchema(translator(intl, notesMessages), fileProblemText(translator(intl, filesMessages)));
const file = (name: string, size = 100) => new File([new Uint8Array(size)], name);
const messages = (value: unknown) => (schema.safeParse(value).error?.issues ?? []).map((i) => i.message);

describe('the session note form', () => {
  it('takes a trimmed title of 3 to 32 characters and content of at most 400', () => {
    expect(schema.parse({ title: '  Intake ', body: '', files: [] }).title).toBe('Intake');
    expect(messages({ title: 'ab ', body: '', files: [] })).toEqual(['The title must be 3 to 32 characters.']);
    expect(messages({ title: 'x'.repeat(33), body: '', files: [] })).toEqual(['The title must be 3 to 32 characters.']);
    expect(messages({ title: 'Intake', body: 'x'.repeat(400), files: [] })).toEqual([]);
    expect(messages({ title: 'Intake', body: 'x'.repeat(401), files: [] })).toEqual([
      'The content can be at most 400 characters.',
    ]);
  });

  it('takes document files of at most 10 MB and names the first refused one', () => {
    expect(messages({ title: 'Intake', body: '', files: [file('a.pdf'), file('b.PNG'), file('c.docx')] })).toEqual([]);
    expect(messages({ title: 'Intake', body: '', files: [file('a.pdf'), file('run.exe')] })).toEqual([
      'run.exe: Only .doc, .docx, .pdf, .jpg, .jpeg and .png files can be uploaded.',
    ]);
    expect(messages({ title: 'Intake', body: '', files: [file('big.pdf', 10 * 1024 * 1024 + 1)] })).toEqual([
      'big.pdf: File too large',
    ]);
  });
});
