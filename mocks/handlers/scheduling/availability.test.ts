// The month of free slots a client is offered (availability-week and availability-calendar test the provider's
// side).
import { describe, expect, it } from 'vitest';
import { GetBookingResponse } from '../../../generated/zod/bookings/bookings.zod';
import { addDays, dateParts, localDate, localHour, weekdayOf, windowEndDate } from '../../data/scheduling';
import { bookingIds, ids } from '../../data/ids';
import { at, first, setUpTestBackend } from '../../test-utils';
import { BERLIN, LAGOS, schedulingCalls } from './scheduling-test-calls';

const backend = setUpTestBackend();
const { client, monthsFrom, month, freeDays } = schedulingCalls(backend);

describe('the month of free slots', () => {
  it('offers hourly weekday slots 09:00-17:00 in the provider time zone, future only, up to two months ahead', async () => {
    const token = await client();
    const now = backend.db.now().getTime();
    const days = await freeDays(token);
    const slots = days.flatMap((d) => d.timeSlot);
    expect(slots.length).toBeGreaterThan(100);
    for (const s of slots) {
      const start = Date.parse(s.startTime);
      expect(start).toBeGreaterThan(now);
      expect(Date.parse(s.endTime) - start).toBe(3_600_000);
      const hour = localHour(start, LAGOS);
      const date = localDate(start, LAGOS);
      // Weekdays 09-17, plus the seeded custom Saturday 10:00-13:00.
      expect(weekdayOf(date) === 'SATURDAY' ? hour >= 10 && hour < 13 : hour >= 9 && hour < 17).toBe(true);
      expect(weekdayOf(date)).not.toBe('SUNDAY');
    }
    const last = windowEndDate(backend.db.now(), LAGOS);
    expect(days.every((d) => d.date <= last)).toBe(true);
    expect(days.at(-1)!.date >= addDays(last, -4)).toBe(true);
  });

  it('leaves out booked slots and gives empty days outside the two-month window', async () => {
    const token = await client();
    const booked = GetBookingResponse.parse(
      (await backend.call('GET', `/booking/${bookingIds.confirmedFar}`, { token })).body,
    );
    const offered = (await freeDays(token)).flatMap((d) => d.timeSlot.map((s) => s.startTime));
    expect(offered).not.toContain(booked.startTime);
    const [y, m] = dateParts(first(monthsFrom(LAGOS)));
    for (const outside of [new Date(Date.UTC(y, m - 2, 1)), new Date(Date.UTC(y, m + 2, 1))]) {
      expect((await month(token, ids.provider, outside.toISOString().slice(0, 7))).days).toEqual([]);
    }
  });

  it("has the second provider's current month full, by category, so the calendar moves on to the next month", async () => {
    const token = await client();
    const months = monthsFrom(BERLIN);
    const current = first(months);
    const next = at(months, 1);
    for (const category of ['th_individual', 'th_family']) {
      expect((await month(token, ids.secondProvider, current, category)).days).toEqual([]);
      expect((await month(token, ids.secondProvider, next, category)).days.length).toBeGreaterThan(10);
    }
    expect((await month(token, ids.secondProvider, next)).days).toEqual([]);
    const slot = first(first((await month(token, ids.secondProvider, next, 'th_family')).days).timeSlot);
    expect(slot.identifier).toContain('th_family');
  });

  it('refuses a bad month and an unknown provider', async () => {
    const token = await client();
    expect(
      (await backend.call('GET', `/providers-availability/${ids.provider}/timeslot/2025-13`, { token })).status,
    ).toBe(400);
    expect(
      (await backend.call('GET', `/providers-availability/pr_nobody/timeslot/${monthsFrom(LAGOS)[0]}`, { token }))
        .status,
    ).toBe(404);
  });
});
