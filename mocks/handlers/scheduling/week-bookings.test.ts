// Decision 0040: new weekly hours are refused, like a specific date, when they would leave a booked
// future session outside them; the 409 names the dates and the sessions in the way.
import { describe, expect, it } from 'vitest';
import { GetDefaultAvailabilityDaysResponse } from '../../../generated/zod/availability/availability.zod';
import { GetBookingResponse } from '../../../generated/zod/bookings/bookings.zod';
import { localDate, weekdayOf } from '../../data/scheduling';
import { emails, ids } from '../../data/ids';
import { cancelSessionsOn, setUpTestBackend } from '../../test-utils';

const backend = setUpTestBackend();
const LAGOS = 'Africa/Lagos';

const saveWeek = (token: string, days: unknown[], categoryIdentifier?: string) =>
  backend.call('POST', '/provider-availability/days/recurring', {
    token,
    body: { days, ...(categoryIdentifier ? { categoryIdentifier } : {}) },
  });
const closed = (weekday: string) => ({ weekday, isAvailable: false, timeslotIntervals: [] });

/** bk_confirmed_far (10:00-11:00 Lagos) as the only live session on its weekday: the others are cancelled. */
async function farAlone(client: string) {
  const far = GetBookingResponse.parse(
    (await backend.call('GET', '/booking/bk_confirmed_far', { token: client })).body,
  );
  const date = localDate(Date.parse(far.startTime!), LAGOS);
  const weekday = weekdayOf(date);
  cancelSessionsOn(backend.db, ids.provider, LAGOS, [weekday], far.identifier);
  return { far, date, weekday };
}

describe('weekly hours and booked sessions', () => {
  it('refuses closing a weekday under a booked session with 409, listing the dates and sessions, and saves nothing', async () => {
    const provider = await backend.login(emails.provider);
    const client = await backend.login(emails.client);
    const far = GetBookingResponse.parse(
      (await backend.call('GET', '/booking/bk_confirmed_far', { token: client })).body,
    );
    const date = localDate(Date.parse(far.startTime!), LAGOS);
    const weekday = weekdayOf(date);
    const weekBefore = (await backend.call('GET', '/provider-availability/days/default', { token: provider })).body;

    const refused = await saveWeek(provider, [closed(weekday)]);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'DATE_HAS_BOOKINGS',
      message: 'Your new weekly hours leave booked sessions outside them; cancel or reschedule them first.',
    });
    expect(refused.body.dates).toContain(date);
    expect(refused.body.dates).toEqual([...new Set(refused.body.dates)].sort());
    expect(refused.body.bookings).toContainEqual({
      bookingIdentifier: 'bk_confirmed_far',
      date,
      startTime: far.startTime,
      endTime: far.endTime,
      clientName: 'Grace Adeyemi',
    });
    // Every session listed is on that weekday, by start time.
    const listed: { date: string; startTime: string }[] = refused.body.bookings;
    expect(listed.every((b) => weekdayOf(b.date) === weekday)).toBe(true);
    expect(listed.map((b) => b.startTime)).toEqual(listed.map((b) => b.startTime).sort());
    expect((await backend.call('GET', '/provider-availability/days/default', { token: provider })).body).toEqual(
      weekBefore,
    );
  });

  it('refuses shorter hours that leave a session outside, saves hours that still cover every session', async () => {
    const provider = await backend.login(emails.provider);
    const { weekday } = await farAlone(await backend.login(emails.client));
    const hours = (startTime: string, endTime: string) => [
      { weekday, isAvailable: true, timeslotIntervals: [{ startTime, endTime }] },
    ];
    expect((await saveWeek(provider, hours('11:00', '17:00'))).status).toBe(409);
    expect((await saveWeek(provider, hours('09:00', '10:00'))).status).toBe(409);
    const saved = await saveWeek(provider, hours('10:00', '11:00'));
    expect(saved.status).toBe(200);
    expect(
      GetDefaultAvailabilityDaysResponse.parse(saved.body).days.find((d) => d.weekday === weekday)?.timeslotIntervals,
    ).toEqual([{ startTime: '10:00', endTime: '11:00' }]);
  });

  it('a session on a date with hours of its own does not count; neither does a cancelled one', async () => {
    const provider = await backend.login(emails.provider);
    const { date, weekday } = await farAlone(await backend.login(emails.client));
    const own = await backend.call('PUT', '/provider-availability/calendar', {
      token: provider,
      body: {
        identifier: null,
        date,
        isAvailable: true,
        categoryIdentifier: null,
        timeSlotsInterval: [{ startTime: '09:00', endTime: '17:00' }],
      },
    });
    expect(own.status).toBe(200);
    expect((await saveWeek(provider, [closed(weekday)])).status).toBe(200);
    // Removing that date now would put the session under the closed weekday: refused, with the session.
    const removed = await backend.call('DELETE', `/provider-availability/days/custom/${own.body.identifier}`, {
      token: provider,
    });
    expect(removed).toMatchObject({
      status: 409,
      body: { code: 'DATE_HAS_BOOKINGS', dates: [date], bookings: [{ bookingIdentifier: 'bk_confirmed_far' }] },
    });
  });

  it('a BY_CATEGORY week counts only its own category’s sessions', async () => {
    const second = await backend.login(emails.secondProvider);
    const upcoming = backend.db.state.bookings.find((b) => b.identifier === 'bk_second_upcoming')!;
    const weekday = weekdayOf(localDate(Date.parse(upcoming.startTime!), 'Europe/Berlin'));
    const category = upcoming.therapyCategory.identifier;
    const other = ['th_individual', 'th_family'].find((c) => c !== category)!;
    // The other category's week may close that weekday unless a session of its own is there.
    const otherSessions = backend.db.state.bookings.filter(
      (b) =>
        b.provider.identifier === ids.secondProvider &&
        b.status !== 'cancelled' &&
        b.startTime &&
        b.therapyCategory.identifier === other &&
        Date.parse(b.startTime) > backend.db.now().getTime(),
    );
    for (const b of otherSessions) b.status = 'cancelled';
    expect((await saveWeek(second, [closed(weekday)], other)).status).toBe(200);
    expect((await saveWeek(second, [closed(weekday)], category)).status).toBe(409);
  });
});
