import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decisionCitations, unknownCitations } from './lib/decision-citations';

// Records are merged and removed as decisions change; a comment, doc or test that still cites a removed number
// sends its reader to nothing. Every text file git knows or would add is read, the records themselves included.
const records = readdirSync('docs/decisions').filter((name) => /^\d{4}-.+\.md$/.test(name));
// The check's own files cite made-up records on purpose.
const ownFiles = ['scripts/decision-citations.test.ts', 'scripts/lib/decision-citations.ts'];
const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\0')
  .filter((path) => path !== '' && path !== 'package-lock.json' && !ownFiles.includes(path) && existsSync(path));

describe('decision citations', () => {
  it('are read from the ways the code and docs cite a record, and nothing else', () => {
    const text = [
      '// Slots to the minute (decision 0040); see decisions 0007 and 0009, decision records 0001, 0024.',
      'See [0105](decisions/0105-contract-checks.md) and ADR 0013.',
      "key: 'key-booking-0001', licence 'PYL 0123', day '0001-01-01', 0002 on its own, (2026), phone (0123 456)",
      'says why in its comment (0013); keys (0001, 0024).',
    ].join('\n');
    expect(decisionCitations(text).map((c) => [c.number, c.file, c.line])).toEqual([
      ['0040', undefined, 1],
      ['0007', undefined, 1],
      ['0009', undefined, 1],
      ['0001', undefined, 1],
      ['0024', undefined, 1],
      ['0105', '0105-contract-checks.md', 2],
      ['0013', undefined, 2],
      ['0013', undefined, 4],
      ['0001', undefined, 4],
      ['0024', undefined, 4],
    ]);
  });

  it('name only records that exist, by number and by file name', () => {
    expect(unknownCitations('decision 0040, decisions 0002 and 0041', ['0040-a.md', '0002-b.md'])).toEqual([
      { number: '0041', line: 1 },
    ]);
    expect(unknownCitations('[0040](0040-old-name.md)', ['0040-new-name.md'])).toEqual([
      { number: '0040', file: '0040-old-name.md', line: 1 },
    ]);
  });

  it('in every tracked file point at a record in docs/decisions', () => {
    const unknown = tracked.flatMap((path) => {
      const bytes = readFileSync(path);
      if (bytes.includes(0)) return [];
      return unknownCitations(bytes.toString('utf8'), records).map(
        (c) => `${path}:${c.line} cites ${c.file ?? `decision ${c.number}`}`,
      );
    });
    expect(unknown).toEqual([]);
  });
});
