import { compareRoute, type PairedRouteResult, type PairedRun } from './compare';
import { flagged, pairedTable } from './paired-table';

const run = (fcp: number, lcp: number, tbt: number, performance: number, benchmarkIndex: number) =>
  ({ fcp, lcp, tbt, performance, benchmarkIndex }) as PairedRun;
const base = {
  runs: [run(1700, 3100, 300, 81, 2400), run(1720, 3160, 350, 80, 2500), run(1690, 3120, 250, 83, 2450)],
};
const work = {
  runs: [run(1710, 3440, 320, 78, 2480), run(1700, 3320, 300, 79, 2390), run(1730, 3400, 380, 77, 2420)],
};
const results: PairedRouteResult[] = [
  {
    route: '/login/',
    id: '/login',
    viewer: 'signed-out',
    build: 'prod',
    base,
    work,
    comparisons: compareRoute(base, work),
  },
  {
    route: '/overview/',
    id: '/_authenticated/overview',
    viewer: 'client',
    build: 'prod',
    base: { runs: [], error: 'ended on /login/' },
    work,
  },
];

describe('the paired table', () => {
  it('shows per route both medians with their min–max, the difference and the rule’s verdict', () => {
    expect(pairedTable(results, 'HEAD~1 (1116d06)')).toBe(
      [
        '| route               | build | figure          | HEAD~1 (1116d06) |     working tree |   difference | rule                   |',
        '|---------------------|-------|-----------------|-----------------:|-----------------:|-------------:|------------------------|',
        '| /login/             | prod  | FCP s           | 1.70 (1.69–1.72) | 1.71 (1.70–1.73) | +0.01 (+1 %) |                        |',
        '|                     |       | LCP s           | 3.12 (3.10–3.16) | 3.40 (3.32–3.44) | +0.28 (+9 %) | WORSE (limit 0.16)     |',
        '|                     |       | TBT ms          |    300 (250–350) |    320 (300–380) |   +20 (+7 %) | ok (limit 100)         |',
        '|                     |       | perf            |       81 (80–83) |       78 (77–79) |           -3 |                        |',
        '|                     |       | benchmark index | 2450 (2400–2500) | 2420 (2390–2480) |          -30 |                        |',
        '| /overview/ (client) | prod  | error           |                  |                  |              | base: ended on /login/ |',
      ].join('\n'),
    );
  });

  it('shows no sign on a difference that rounds to nothing', () => {
    const same = { runs: [run(1700, 3100, 0, 81, 2400)] };
    const table = pairedTable(
      [{ ...results[0]!, base: same, work: same, comparisons: compareRoute(same, same) }],
      'main (139b8cc)',
    );
    expect(table).toContain('| LCP s           | 3.10 (3.10–3.10) | 3.10 (3.10–3.10) | 0.00 (0 %) | ok (limit 0.15) |');
    expect(table).toContain('| TBT ms          |          0 (0–0) |          0 (0–0) |          0 | ok (limit 0)    |');
  });

  it('lists the flagged figures for the summary under the table', () => {
    expect(flagged(results)).toEqual(['/login/ prod LCP']);
  });
});
