import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveConfig, type Plugin } from 'vite';
import { areas, de, demoAreas, en } from '../src/lib/i18n/messages';
import { repoRoot, runBin } from './lib/run.ts';
import { featureMessagesModule, readFeatureCatalog } from './feature-messages.ts';
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
    expect(() => compileMessages('de', { 'a.ok': 'Gut', 'a.bad': 'Hallo {name' })).toThrow(
      /messages de are not valid ICU:\n {2}a\.bad: /,
    );
    expect(() => compileMessages('en', { 'a.plural': '{n, plural, one {# item}}' })).toThrow(
      /a\.plural: MISSING_OTHER_CLAUSE/,
    );
  });

  it("fails when a locale's ids differ from the reference's", () => {
    expect(() =>
      compileMessages('de', { 'a.one': 'Eins', 'a.extra': 'Mehr' }, { 'a.one': 'One', 'a.two': 'Two' }),
    ).toThrow('messages de: missing a.two, unknown a.extra');
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
        fs.writeFileSync(
          source,
          JSON.stringify(
            Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, { defaultMessage: text }])),
          ),
        );
        runBin('formatjs', ['compile', '--ast', source, '--out-file', out]);
        expect(compileMessages(locale, messages, en)).toEqual(JSON.parse(fs.readFileSync(out, 'utf8')));
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** What the messages plugin of a build in `mode` gives for a virtual module (as vite.config.ts sets it up). */
async function builtMessages(mode: string, ids: string[]): Promise<Record<string, Record<string, unknown>>> {
  const config = await resolveConfig(
    { root: repoRoot, configFile: path.join(repoRoot, 'vite.config.ts'), mode, logLevel: 'silent' },
    'build',
  );
  const plugin = config.plugins.find((p) => p.name === 'precompiled-messages') as Plugin & {
    load: (id: string) => Promise<{ code: string }>;
  };
  const context = {
    addWatchFile: () => {},
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const modules = await Promise.all(ids.map((id) => plugin.load.call(context, `\0virtual:messages/${id}`)));
  return Object.fromEntries(
    ids.map((id, i) => [
      id,
      JSON.parse(modules[i]!.code.replace(/^export default /, '').replace(/;\n$/, '')) as Record<string, unknown>,
    ]),
  );
}

describe("the demo tools' messages (decision 0020)", () => {
  const demoIds = demoAreas.flatMap((area) => Object.keys(areas[area].en));

  // The demo tools' text, the demo password among it, must not reach the production bundle (decision 0020).
  it("are left out of the production build's messages, the demo password with them", async () => {
    const built = await builtMessages('production', ['en', 'de', 'en/start', 'de/start']);
    for (const [id, messages] of Object.entries(built)) {
      expect(
        Object.keys(messages).filter((messageId) => demoIds.includes(messageId)),
        id,
      ).toEqual([]);
      expect(JSON.stringify(messages), id).not.toContain('Passw0rd!');
    }
    expect(Object.keys(built.en!).sort()).toEqual(
      Object.keys(en)
        .filter((id) => !demoIds.includes(id))
        .sort(),
    );
  });

  it('are in the start part of the demo build, which shows the dev menu on every page', async () => {
    const built = await builtMessages('demo', ['en/start', 'de/start']);
    expect(Object.keys(built['en/start']!)).toEqual(expect.arrayContaining(demoIds));
    expect(Object.keys(built['de/start']!)).toEqual(expect.arrayContaining(demoIds));
  });
});

describe("a feature's own messages (decision 0020)", () => {
  it('are a part of their own in each locale, compiled', async () => {
    const built = await builtMessages('production', ['en/contact', 'de/contact']);
    expect(built['en/contact']!['contact.title']).toEqual([{ type: 0, value: 'Contact us' }]);
    expect(built['de/contact']!['contact.title']).toEqual([{ type: 0, value: 'Kontakt' }]);
    for (const messages of Object.values(built)) {
      expect(Object.keys(messages).every((id) => id.startsWith('contact.'))).toBe(true);
    }
  });

  it("reach the app as a module that asks for the active locale's part when the feature's chunk runs", () => {
    const code = featureMessagesModule('contact', ['en', 'de']);
    expect(code).toContain('featureMessagesPart({ "en": () => import("virtual:messages/en/contact"), ');
    expect(code).not.toContain('await');
    expect(code).not.toContain('Contact us');
  });

  it("refuse ids outside the feature's name", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-messages-'));
    try {
      const file = path.join(dir, 'messages.ts');
      fs.writeFileSync(file, "export default { en: { 'other.title': 'T' }, de: { 'other.title': 'T' } };\n");
      await expect(readFeatureCatalog(dir, 'wallet', file, ['en', 'de'])).rejects.toThrow(
        /ids must start with "wallet\.": other\.title/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
