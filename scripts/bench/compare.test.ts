import { compare, compareRoute, runOrder, type PairedRun } from './compare';

describe('the paired run order', () => {
  it('gives each side one run per pass, the first side alternating from pass to pass', () => {
    expect(runOrder(0, 3)).toEqual(['base', 'work', 'work', 'base', 'base', 'work']);
    expect(runOrder(0, 4).filter((s) => s === 'base')).toHaveLength(4);
  });

  it('starts the next route with the other side', () => {
    expect(runOrder(1, 3)).toEqual(['work', 'base', 'base', 'work', 'work', 'base']);
    expect(runOrder(2, 3)).toEqual(runOrder(0, 3));
  });
});

describe('the flag rule', () => {
  it('flags an LCP worse by more than the wider side’s spread when that is over 5 %', () => {
    const worse = compare('lcp', [3000, 3100, 3200], [3350, 3400, 3450]);
    expect(worse).toMatchObject({ difference: 300, limit: 200, worse: true });
    expect(worse.base).toEqual({ median: 3100, min: 3000, max: 3200 });
    expect(compare('lcp', [2900, 3100, 3300], [3350, 3400, 3450])).toMatchObject({ limit: 400, worse: false });
    expect(compare('lcp', [3000, 3100, 3200], [3250, 3400, 3600])).toMatchObject({ limit: 350, worse: false });
  });

  it('allows 5 % of the base’s median when the runs agree more closely', () => {
    expect(compare('lcp', [3000, 3000, 3000], [3140, 3150, 3160])).toMatchObject({ limit: 150, worse: false });
    expect(compare('lcp', [3000, 3000, 3000], [3150, 3160, 3170])).toMatchObject({ limit: 150, worse: true });
  });

  it('holds TBT to the same rule, also from a base of 0 ms', () => {
    expect(compare('tbt', [0, 0, 0], [10, 20, 30])).toMatchObject({ difference: 20, limit: 20, worse: false });
    expect(compare('tbt', [0, 0, 0], [25, 30, 35])).toMatchObject({ limit: 10, worse: true });
  });

  it('never flags a faster working tree', () => {
    expect(compare('lcp', [3000, 3000, 3000], [2000, 2000, 2000])).toMatchObject({ difference: -1000, worse: false });
  });

  it('only reports the difference of FCP, score and benchmark index', () => {
    const fcp = compare('fcp', [1000, 1000, 1000], [3000, 3000, 3000]);
    expect(fcp.difference).toBe(2000);
    expect(fcp).not.toHaveProperty('worse');
    expect(compare('performance', [90, 80, 85], [70, 75, 72])).toMatchObject({ difference: -13 });
  });

  it('compares a route only when both sides ran without an error', () => {
    const run = { fcp: 1, lcp: 2, tbt: 3, performance: 90, benchmarkIndex: 2000 } as PairedRun;
    expect(compareRoute({ runs: [run] }, { runs: [run] })?.map((c) => c.metric)).toEqual([
      'fcp',
      'lcp',
      'tbt',
      'performance',
      'benchmarkIndex',
    ]);
    expect(compareRoute({ runs: [run], error: 'ended on /login/' }, { runs: [run] })).toBeUndefined();
    expect(compareRoute({ runs: [] }, { runs: [run] })).toBeUndefined();
  });
});
