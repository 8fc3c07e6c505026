// Decision 0040: the provider's own slot list (GET /provider-availability/timeslot/{id}) behind
// "What clients see": free and booked slots, each marked, after the minimum notice, under the booking rules.
import { describe, expect, it } from 'vitest';
import {
  GetProviderAvailabilityMonthResponse,
  ListProviderTimeslotsResponse,
} from '../../../generated/zod/availability/availability.zod';
import { GetBookingResponse } from '../../../generated/zod/bookings/bookings.zod';
import { emails, ids } from '../../data/ids';
import { setUpTestBackend } from '../../test-utils';

const backend = setUpTestBackend();
const HOUR = 3_600_000;

async function ownSlots(token: string, category = 'th_individual') {
  const res = await backend.call('GET', `/provider-availability/timeslot/${ids.provider}?category=${category}`, {
    token,
  });
  expect(res.status).toBe(200);
  return ListProviderTimeslotsResponse.parse(res.body);
}

/** Every slot the client's month call offers over the months the list spans. */
async function clientOffers(token: string, months: string[], category = 'th_individual') {
  const all = await Promise.all(
    months.map(async (month) =>
      GetProviderAvailabilityMonthResponse.parse(
        (
          await backend.call('GET', `/providers-availability/${ids.provider}/timeslot/${month}?category=${category}`, {
            token,
          })
        ).body,
      ),
    ),
  );
  return all.flatMap((m) => m.days.flatMap((d) => d.timeSlot.map((s) => s.identifier)));
}

const booking = async (token: string, id: string) =>
  GetBookingResponse.parse((await backend.call('GET', `/booking/${id}`, { token })).body);

describe("the provider's own slot list", () => {
  it('marks the slots a session or a pending reschedule takes, and its free slots are exactly what clients are offered', async () => {
    const provider = await backend.login(emails.provider);
    const client = await backend.login(emails.client);
    const list = await ownSlots(provider);
    expect(list).toMatchObject({ providerIdentifier: ids.provider, categoryIdentifier: null, minimumNoticeHours: 0 });
    const far = await booking(client, 'bk_confirmed_far');
    expect(list.items.find((s) => s.startTime === far.startTime)).toMatchObject({
      isBooked: true,
      endTime: far.endTime,
    });
    const proposal = (await booking(client, 'bk_reschedule_pending')).rescheduleInfo;
    expect(list.items.find((s) => s.startTime === proposal.proposedStartTime)?.isBooked).toBe(true);
    expect(list.items.filter((s) => s.isBooked).length).toBeGreaterThanOrEqual(5);

    const months = [...new Set(list.items.map((s) => s.startTime.slice(0, 7)))];
    const free = list.items.filter((s) => !s.isBooked).map((s) => s.identifier);
    expect(free.sort()).toEqual((await clientOffers(client, months)).sort());
    expect(list.items.map((s) => s.startTime)).toEqual([...list.items.map((s) => s.startTime)].sort());
  });

  it('leaves out every slot within the minimum notice, booked or free, and says which notice it applied', async () => {
    const provider = await backend.login(emails.provider);
    const client = await backend.login(emails.client);
    // The client books the earliest free slot (days away at most): booked, and listed while the notice allows it.
    const earliestSlot = (await ownSlots(provider)).items.find((s) => !s.isBooked)!;
    const created = await backend.call('POST', '/booking', {
      token: client,
      body: { providerIdentifier: ids.provider, therapyIdentifier: 'th_individual', modalityIdentifier: 'md_online' },
    });
    expect(
      (
        await backend.call('POST', `/booking/${created.body.identifier}/schedule`, {
          token: client,
          body: { timeslotIdentifier: earliestSlot.identifier },
        })
      ).status,
    ).toBe(200);
    expect((await ownSlots(provider)).items.find((s) => s.identifier === earliestSlot.identifier)).toEqual({
      ...earliestSlot,
      isBooked: true,
    });

    const notice = Math.ceil((Date.parse(earliestSlot.startTime) - backend.db.now().getTime()) / HOUR) + 1;
    const saved = await backend.call('POST', '/provider/availability-setting', {
      token: provider,
      body: {
        categoryIdentifier: 'th_individual',
        sessionDurationMinutes: 60,
        bufferMinutes: 0,
        minimumNoticeHours: notice,
      },
    });
    expect(saved.status).toBe(200);
    const list = await ownSlots(provider);
    expect(list.minimumNoticeHours).toBe(notice);
    expect(list.items.every((s) => Date.parse(s.startTime) > backend.db.now().getTime() + notice * HOUR)).toBe(true);
    expect(list.items.find((s) => s.identifier === earliestSlot.identifier)).toBeUndefined();
    // Another category keeps its own (default) rules.
    expect((await ownSlots(provider, 'th_couples')).minimumNoticeHours).toBe(0);
  });

  it('cuts the slots by the category’s session length and buffer', async () => {
    const provider = await backend.login(emails.provider);
    await backend.call('POST', '/provider/availability-setting', {
      token: provider,
      body: { categoryIdentifier: 'th_couples', sessionDurationMinutes: 90, bufferMinutes: 30, minimumNoticeHours: 0 },
    });
    const list = await ownSlots(provider, 'th_couples');
    expect(list.items.every((s) => Date.parse(s.endTime) - Date.parse(s.startTime) === 1.5 * HOUR)).toBe(true);
    // The first day with two slots: late in the day, today may have only one left.
    const day = (i: number) => list.items[i]?.startTime.slice(0, 10);
    const at = list.items.findIndex((_, i) => day(i) === day(i + 1));
    expect(at, 'a day with two slots').toBeGreaterThanOrEqual(0);
    const [first, second] = list.items.slice(at, at + 2);
    expect(Date.parse(second!.startTime) - Date.parse(first!.startTime)).toBe(2 * HOUR);
  });

  it('needs the category of a BY_CATEGORY calendar (400)', async () => {
    const second = await backend.login(emails.secondProvider);
    expect(
      (await backend.call('GET', `/provider-availability/timeslot/${ids.secondProvider}`, { token: second })).status,
    ).toBe(400);
    expect(
      (
        await backend.call('GET', `/provider-availability/timeslot/${ids.secondProvider}?category=th_family`, {
          token: second,
        })
      ).status,
    ).toBe(200);
  });
});
