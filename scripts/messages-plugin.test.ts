import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { de, en } from '../src/lib/i18n/messages';
import { runBin } from './lib/run.ts';
import { compileMessages } from './messages-plugin.ts';

describe('compileMessages', () => {
  it('gives the AST of every message', () => {
    expect(compileMessages('en', { 'a.hello': 'Hello {name}' })).toEqual({
      'a.hello': [
        { type: 0, value: 'Hello ' },
        { type: 1, value: 'name' },
      ],
    });
  });

  it('fails on a message that is not valid ICU, naming it', () => {
    expect(() => compileMessages('de', { 'a.ok': 'Gut', 'a.bad': 'Hallo {name' })).toThrow(/messages de are not valid ICU:\n {2}a\.bad: /);
    expect(() => compileMessages('en', { 'a.plural': '{n, plural, one {# item}}' })).toThrow(/a\.plural: MISSING_OTHER_CLAUSE/);
  });

  it("fails when a locale's ids differ from the reference's", () => {
    expect(() => compileMessages('de', { 'a.one': 'Eins', 'a.extra': 'Mehr' }, { 'a.one': 'One', 'a.two': 'Two' })).toThrow(
      'messages de: missing a.two, unknown a.extra',
    );
  });

  it('fails on an empty message', () => {
    expect(() => compileMessages('en', { 'a.empty': ' ' })).toThrow(/a\.empty: empty/);
  });

  it('writes for the app catalogues exactly what `formatjs compile --ast` writes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'messages-'));
    try {
      for (const [locale, messages] of Object.entries({ en, de })) {
        const source = path.join(dir, `${locale}.json`);
        const out = path.join(dir, `${locale}.ast.json`);
        fs.writeFileSync(source, JSON.stringify(Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, { defaultMessage: text }]))));
        runBin('formatjs', ['compile', '--ast', source, '--out-file', out]);
        expect(compileMessages(locale, messages, en)).toEqual(JSON.parse(fs.readFileSync(out, 'utf8')));
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
