import { createIntl } from 'react-intl';
import compiledDe from 'virtual:messages/de';
import compiledEn from 'virtual:messages/en';
import loaders from 'virtual:messages/loaders';
import startDe from 'virtual:messages/de/start';
import walletDe from 'virtual:messages/de/wallet';
import startEn from 'virtual:messages/en/start';
import { dateTimeFormat, formatMinorAmount, formatTimeOfDay } from './format';
import { areas, de, en } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]);
/** Rich-text tags (`<link>…</link>`), formatted with a function of their content. */
const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]);

describe('messages', () => {
  it('de has every key of en, and no other', () => {
    const missing = Object.keys(en).filter((key) => !(key in de));
    const extra = Object.keys(de).filter((key) => !(key in en));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it('has no empty values', () => {
    for (const [locale, messages] of Object.entries({ en, de })) {
      const empty = Object.entries(messages)
        .filter(([, text]) => text.trim() === '')
        .map(([key]) => `${locale}:${key}`);
      expect(empty).toEqual([]);
    }
  });

  it('every area keeps its own ids (no id is defined twice)', () => {
    const seen = new Map<string, string>();
    for (const [area, catalog] of Object.entries(areas)) {
      for (const key of Object.keys(catalog.en)) {
        expect(seen.get(key), `${key} in ${area} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, area);
      }
    }
  });

  // Parsing happens at build time: the plugin (scripts/messages-plugin.ts) fails the import of a locale whose messages
  // are not valid ICU. Here the compiled messages are used as the app uses them.
  it('every message is compiled, and formats with the arguments en names', () => {
    for (const [locale, messages] of Object.entries({ en: compiledEn, de: compiledDe })) {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      const errors: string[] = [];
      const intl = createIntl({ locale, messages, onError: (e) => errors.push(`${locale}: ${e.message}`) });
      for (const id of Object.keys(en) as (keyof typeof en)[]) {
        const values = Object.fromEntries([
          ...placeholders(en[id]).map((name) => [name, 'x']),
          ...tags(en[id]).map((name) => [name, (chunks: unknown[]) => chunks.join('')]),
        ]);
        intl.formatMessage({ id }, values);
      }
      expect(errors).toEqual([]);
    }
  });
});

describe('the parts of the messages (decision 0020)', () => {
  it('start holds every shared message, in both locales, and a feature has a part of its own', async () => {
    for (const [locale, start] of [
      ['en', startEn],
      ['de', startDe],
    ] as const) {
      expect(Object.keys(start).sort()).toEqual(Object.keys(en).sort());
      expect(Object.keys(loaders[locale]!)).toEqual(['start']);
    }
    expect(Object.keys(walletDe).length).toBeGreaterThan(0);
    expect(Object.keys(walletDe).filter((id) => !id.startsWith('wallet.') || id in de)).toEqual([]);
    expect(Object.keys(walletDe)).toContain('wallet.topup.title');
  });
});

describe('formats', () => {
  it('writes amounts from minor units per locale', () => {
    // Intl puts a no-break space between amount and currency.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatMinorAmount(createIntl({ locale: 'en' }), 1234567, 'NGN'))).toBe('NGN 12,345.67');
    expect(plain(formatMinorAmount(createIntl({ locale: 'de' }), 500, 'GBP'))).toBe('5,00 £');
  });

  it('makes one date formatter per locale and options, and keeps zones apart', () => {
    expect(dateTimeFormat('en', { timeZone: 'UTC', hour: 'numeric' })).toBe(
      dateTimeFormat('en', { timeZone: 'UTC', hour: 'numeric' }),
    );
    expect(dateTimeFormat('de', { timeZone: 'UTC', hour: 'numeric' })).not.toBe(
      dateTimeFormat('en', { timeZone: 'UTC', hour: 'numeric' }),
    );
    const at = new Date('2026-11-23T14:05:00Z');
    expect(formatTimeOfDay('en', at, 'Europe/Berlin')).toBe('3:05 PM');
    expect(formatTimeOfDay('en', at, 'America/New_York')).toBe('9:05 AM');
    expect(formatTimeOfDay('de', at, 'Europe/Berlin')).toBe('15:05');
  });
});
