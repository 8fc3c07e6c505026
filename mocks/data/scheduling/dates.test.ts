// Calendar days in a provider's zone: the booking window's last day and wall-clock hours around daylight-saving
// changes, which must come out the same on every machine.
import { describe, expect, it } from 'vitest';
import { daysOfMonth, localToUtc, weekdayOf, windowEndDate } from './dates';

describe('calendar days', () => {
  it('ends the booking window on the same day two months ahead, or on that month’s last day', () => {
    const end = (iso: string) => windowEndDate(new Date(iso), 'Africa/Lagos');
    expect(end('2026-11-04T10:00:00Z')).toBe('2027-01-04');
    expect(end('2026-10-31T10:00:00Z')).toBe('2026-12-31');
    expect(end('2027-01-30T10:00:00Z')).toBe('2027-03-30');
    expect(end('2026-12-31T10:00:00Z')).toBe('2027-02-28');
    // Already the next day in Lagos.
    expect(end('2026-12-31T23:30:00Z')).toBe('2027-03-01');
  });

  it('reads an hour a daylight-saving change skips or repeats as the slots always have', () => {
    expect(new Date(localToUtc('2026-03-29', 2, 'Europe/Berlin')).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(new Date(localToUtc('2026-03-29', 3, 'Europe/Berlin')).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(new Date(localToUtc('2026-10-25', 2, 'Europe/Berlin')).toISOString()).toBe('2026-10-25T01:00:00.000Z');
    expect(new Date(localToUtc('2026-10-25', 24, 'Europe/Berlin')).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('lists a month’s days and names their weekdays', () => {
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2026-11').at(-1)).toBe('2026-11-30');
    expect(['2026-11-30', '2026-12-06'].map(weekdayOf)).toEqual(['MONDAY', 'SUNDAY']);
  });
});
