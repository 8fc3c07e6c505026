// The insights' calendar buckets are local: weeks and months are cut at the provider's midnight, also in the weeks
// where summer time starts or ends.
import { describe, expect, it } from 'vitest';
import { monthOf, monthsOf, periodBounds, weekOf, weeksOf } from './insights';

const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';
const HOUR = 3_600_000;

describe('insights buckets', () => {
  it('puts a late Sunday session in the week where summer time ended in that week, not the next', () => {
    // Sunday 25 October 2026, 23:30 in Berlin (CET, UTC+1 since 03:00 that morning).
    expect(weekOf('2026-10-25T22:30:00Z', BERLIN)).toBe('2026-10-19');
    // Half past midnight on Monday 26 October in Berlin: the next week.
    expect(weekOf('2026-10-25T23:30:00Z', BERLIN)).toBe('2026-10-26');
    // In UTC both instants are still Sunday: the zone, not the offset of the period's start, decides.
    expect(weekOf('2026-10-25T22:30:00Z', 'UTC')).toBe('2026-10-19');
    expect(weekOf('2026-10-25T23:30:00Z', 'UTC')).toBe('2026-10-19');
  });

  it('puts a Monday session just after midnight in its week where summer time starts', () => {
    // Monday 30 March 2026, 00:15 in Berlin (CEST, UTC+2 since Sunday 29 March).
    expect(weekOf('2026-03-29T22:15:00Z', BERLIN)).toBe('2026-03-30');
    expect(weekOf('2026-03-29T21:45:00Z', BERLIN)).toBe('2026-03-23');
  });

  it('measures the weeks of a change of clocks as the local days they have', () => {
    expect(periodBounds('2026-10-19', '2026-10-25', BERLIN)).toEqual({
      start: Date.parse('2026-10-18T22:00:00Z'),
      end: Date.parse('2026-10-25T23:00:00Z'),
    });
    const autumn = periodBounds('2026-10-19', '2026-10-25', BERLIN);
    expect((autumn.end - autumn.start) / HOUR).toBe(169);
    const spring = periodBounds('2026-03-23', '2026-03-29', BERLIN);
    expect((spring.end - spring.start) / HOUR).toBe(167);
  });

  it('lists every Monday of a period across a change of clocks, one week apart', () => {
    expect(weeksOf('2026-10-14', '2026-11-04', BERLIN)).toEqual([
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
    ]);
    expect(weeksOf('2026-10-26', '2026-11-08', NEW_YORK)).toEqual(['2026-10-26', '2026-11-02']);
  });

  it('cuts months at local midnight', () => {
    // 00:30 on 1 November in Berlin is still October in UTC.
    expect(monthOf('2026-10-31T23:30:00Z', BERLIN)).toBe('2026-11');
    expect(monthOf('2026-10-31T23:30:00Z', 'UTC')).toBe('2026-10');
    // 20:00 on 31 October in New York is already November in UTC.
    expect(monthOf('2026-11-01T00:00:00Z', NEW_YORK)).toBe('2026-10');
    expect(monthsOf('2026-09-08', '2026-12-07', BERLIN)).toEqual(['2026-09', '2026-10', '2026-11', '2026-12']);
    expect(monthsOf('2026-11-01', '2026-11-30', NEW_YORK)).toEqual(['2026-11']);
  });
});
