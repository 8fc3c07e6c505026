// What a provider saves in the availability editor is exactly what the client's schedule modal is offered.
import { describe, expect, it } from 'vitest';
import {
  GetProviderAvailabilityMonthResponse,
  ListCustomAvailabilityDaysResponse,
} from '../../../generated/zod/availability/availability.zod';
import { addDays, dateParts, localDate, localHour, weekdayOf } from '../../data/scheduling';
import { emails, ids } from '../../data/ids';
import { cancelSessionsOn, setUpTestBackend } from '../../test-utils';

const backend = setUpTestBackend();
const BERLIN = 'Europe/Berlin';

/** The client's view of pr_second for a category over the whole booking range, by date. */
async function clientSlots(category: string) {
  const token = await backend.login(emails.client);
  const [y, m] = dateParts(localDate(backend.db.now().getTime(), BERLIN));
  const byDate = new Map<string, number[]>();
  for (let i = 0; i < 3; i++) {
    const month = new Date(Date.UTC(y, m - 1 + i, 1)).toISOString().slice(0, 7);
    const res = await backend.call(
      'GET',
      `/providers-availability/${ids.secondProvider}/timeslot/${month}?category=${category}`,
      { token },
    );
    for (const day of GetProviderAvailabilityMonthResponse.parse(res.body).days)
      byDate.set(
        day.date,
        day.timeSlot.map((s) => localHour(Date.parse(s.startTime), BERLIN)),
      );
  }
  return byDate;
}

/** A date in next month's second week on the given weekday (past the seeded closed days of this month). */
function nextMonthDate(weekday: string) {
  const [y, m] = dateParts(localDate(backend.db.now().getTime(), BERLIN));
  let date = new Date(Date.UTC(y, m, 8)).toISOString().slice(0, 10);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

describe('the editor saves, the client sees', () => {
  it('a category week, a closed date, a specific date and the category notice; switching to GENERAL keeps them', async () => {
    const token = await backend.login(emails.secondProvider);
    // Nothing booked on the weekdays the new week shortens or closes (decision 0040).
    cancelSessionsOn(backend.db, ids.secondProvider, BERLIN, ['MONDAY', 'TUESDAY']);
    const saved = await backend.call('POST', '/provider-availability/days/recurring', {
      token,
      body: {
        categoryIdentifier: 'th_individual',
        days: [
          {
            weekday: 'MONDAY',
            isAvailable: true,
            timeslotIntervals: [
              { startTime: '08:00', endTime: '10:00' },
              { startTime: '10:00', endTime: '11:00' },
            ],
          },
          { weekday: 'TUESDAY', isAvailable: false, timeslotIntervals: [] },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const monday = nextMonthDate('MONDAY');
    const closedWednesday = nextMonthDate('WEDNESDAY');
    const saturday = nextMonthDate('SATURDAY');
    const closed = await backend.call('PUT', '/provider-availability/calendar', {
      token,
      body: {
        identifier: null,
        date: closedWednesday,
        timeSlotsInterval: [],
        isAvailable: false,
        categoryIdentifier: 'th_individual',
      },
    });
    expect(closed.status).toBe(200);
    const added = await backend.call('POST', '/provider-availability/days/custom', {
      token,
      body: {
        date: saturday,
        isAvailable: true,
        categoryIdentifier: 'th_individual',
        timeslotIntervals: [{ startTime: '12:00', endTime: '14:00' }],
      },
    });
    expect(added.status).toBe(201);

    let slots = await clientSlots('th_individual');
    expect(slots.get(monday)).toEqual([8, 9, 10]);
    expect(slots.has(nextMonthDate('TUESDAY'))).toBe(false);
    expect(slots.has(closedWednesday)).toBe(false);
    expect(slots.get(saturday)).toEqual([12, 13]);
    // The other category keeps its own week.
    expect((await clientSlots('th_family')).get(monday)).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);

    // Switching to GENERAL (no general week yet) starts from the first category's week and dates.
    expect(
      (await backend.call('PUT', '/provider-availability/settings', { token, body: { calendarSetupType: 'GENERAL' } }))
        .status,
    ).toBe(200);
    const general = ListCustomAvailabilityDaysResponse.parse(
      (await backend.call('GET', '/provider-availability/days/custom', { token })).body,
    ).items;
    expect(general.map((d) => d.date)).toEqual(expect.arrayContaining([closedWednesday, saturday]));
    expect(general.every((d) => d.categoryIdentifier === null)).toBe(true);
    for (const category of ['th_individual', 'th_family']) {
      slots = await clientSlots(category);
      expect(slots.get(monday)).toEqual([8, 9, 10]);
      expect(slots.has(closedWednesday)).toBe(false);
      expect(slots.get(saturday)).toEqual([12, 13]);
    }

    // Booking rules stay per category under GENERAL: a week's notice for th_family hides tomorrow for it only.
    const tomorrow = addDays(localDate(backend.db.now().getTime(), BERLIN), 1);
    await backend.call('PUT', '/provider-availability/calendar', {
      token,
      body: { identifier: null, date: tomorrow, timeSlotsInterval: [], isAvailable: true, categoryIdentifier: null },
    });
    await backend.call('POST', '/provider/availability-setting', {
      token,
      body: { categoryIdentifier: 'th_family', sessionDurationMinutes: 60, bufferMinutes: 0, minimumNoticeHours: 168 },
    });
    expect((await clientSlots('th_individual')).get(tomorrow)).toHaveLength(9);
    expect((await clientSlots('th_family')).has(tomorrow)).toBe(false);
  });
});
