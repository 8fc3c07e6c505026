import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// One i18n style (docs/contributing.md, "Add a message"): a feature's helper is handed the caller's `t`, and dates and
// numbers go through the i18n layer's formatters. The lint config holds it; scratch files show that it does. They
// exist only here, so no TypeScript program knows them: the type-aware rules are left out.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });

async function syntaxErrors(code: string, filePath = 'src/features/wallet/scratch.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const header =
  "import type { IntlShape } from 'react-intl';\nimport type { TranslateOf } from '../../lib/i18n/translate';\n";

describe('a feature helper', () => {
  it('may not take intl to format messages', async () => {
    expect(
      await syntaxErrors(
        `${header}export const label = (intl: Pick<IntlShape, 'formatMessage'>) => intl.formatMessage({ id: 'x' });\n`,
      ),
    ).toEqual([expect.stringContaining('instead of intl'), expect.stringContaining('useT(messages)')]);
    expect(await syntaxErrors(`${header}export const label = (intl: IntlShape) => intl.locale;\n`)).toEqual([
      expect.stringContaining('Take t for messages'),
    ]);
  });

  it('may not make its own t from intl', async () => {
    expect(
      await syntaxErrors(
        "import { translator } from '../../lib/i18n/translate';\nimport messages from './messages';\n" +
          'export const make = (intl: never) => translator(intl, messages);\n',
      ),
    ).toEqual([expect.stringContaining('translator is for tests')]);
  });

  it("takes the feature's t, and a formatter for numbers", async () => {
    expect(
      await syntaxErrors(
        `${header}import type messages from './messages';\n` +
          "export const label = (t: TranslateOf<typeof messages>, intl: Pick<IntlShape, 'formatNumber'>) =>\n" +
          "  t('wallet.tx.title', { n: intl.formatNumber(1) });\n",
      ),
    ).toEqual([]);
  });
});

describe('source files', () => {
  it('are named for what they hold, never a grab-bag of "parts"', () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => /(^|[-_/.])parts[-_.]/i.test(file.replace(/^.*\//, '/')))).toEqual([]);
  });
});
