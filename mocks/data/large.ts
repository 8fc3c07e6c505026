// The large data set (`?demoData=large`, the dev menu, `npm run bench -- --data large`): the default seed plus
// - `cl_large` (large-client@example.com / Passw0rd!, Bola Martins) with 1,000 bookings with `pr_large`;
// - `pr_large` (large-provider@example.com / Passw0rd!, Dr Kemi Adebayo) with 300 clients: cl_large and
//   `cl_large_001`…`cl_large_299` (no login needed; they sign in with `large-client-001@example.com`… all the same),
//   two bookings each.
// Bookings are copies of the seeded `bk_confirmed_far` with their own ids (`bk_large_0000`…, `bk_large_c001_1`…),
// times and statuses; each future session has its own hour, so no slot is taken twice.
// - `ch_large`: cl_large ↔ pr_large, 5,000 messages `msg_large_0001`…`5000` (one every 10 minutes, all seen), for
//   the virtualised conversation.
// - 300 more listed therapists for the listing's match filters (large-listing.ts).
import { TZDate, tz } from '@date-fns/tz';
import { addHours } from 'date-fns/addHours';
import { addMinutes } from 'date-fns/addMinutes';
import { isWeekend } from 'date-fns/isWeekend';
import { roundToNearestHours } from 'date-fns/roundToNearestHours';
import { subDays } from 'date-fns/subDays';
import type { Booking } from '../../generated/model';
import type { DemoState } from '../db';
import { at } from '../lib/required';
import type { SeedClock } from './clock';
import { newClientProfile, newProviderProfile } from './profiles';
import { localHour, participantIdOf, slotIdentifier, GENERAL } from './scheduling';
import { bookingIds, ids } from './ids';
import { addLargeListing } from './large-listing';

export const largeIds = { client: 'cl_large', provider: 'pr_large' } as const;
export const largeEmails = { client: 'large-client@example.com', provider: 'large-provider@example.com' } as const;
export const LARGE_CLIENT_BOOKINGS = 1000;
export const LARGE_PROVIDER_CLIENTS = 300;
export const LARGE_CHAT_MESSAGES = 5000;
export const largeChatId = 'ch_large';

const FIRST = [
  'Ada',
  'Bayo',
  'Chidi',
  'Dami',
  'Efe',
  'Funmi',
  'Gbenga',
  'Hauwa',
  'Ife',
  'Jide',
  'Kelechi',
  'Lola',
  'Musa',
  'Ngozi',
  'Ola',
];
const LAST = ['Okoro', 'Bello', 'Eze', 'Ibrahim', 'Nwosu', 'Adeleke', 'Obi', 'Yusuf', 'Afolabi', 'Danjuma'];
const LAGOS = 'Africa/Lagos';
const utc = tz('UTC');

export function addLargeDataSet(state: DemoState, clock: SeedClock): void {
  const template = state.bookings.find((b) => b.identifier === bookingIds.confirmedFar);
  const accountTemplate = state.accounts.find((a) => a.identifier === ids.client);
  const providerTemplate = state.providerProfiles.find((p) => p.identifier === ids.provider);
  if (!template || !accountTemplate || !providerTemplate)
    throw new Error('The large data set builds on the default seed');
  const now = clock.now.getTime();

  const provider = {
    identifier: largeIds.provider,
    firstName: 'Kemi',
    lastName: 'Adebayo',
    title: 'Dr',
    photoUrl: null,
  };
  state.accounts.push({
    ...accountTemplate,
    identifier: provider.identifier,
    email: largeEmails.provider,
    userType: 'provider',
    firstName: provider.firstName,
    lastName: provider.lastName,
  });
  state.providerProfiles.push(
    newProviderProfile(provider.identifier, {
      ...structuredClone(providerTemplate),
      identifier: provider.identifier,
      firstName: provider.firstName,
      lastName: provider.lastName,
      headline: 'Counselling Psychologist',
      photo: null,
      qualifications: [],
      insurance: [],
      experience: [],
      averageRating: null,
      reviewCount: 0,
    }),
  );

  const clients = Array.from({ length: LARGE_PROVIDER_CLIENTS }, (_, i) => {
    const n = String(i).padStart(3, '0');
    return i === 0
      ? {
          identifier: largeIds.client,
          email: largeEmails.client,
          firstName: 'Bola',
          lastName: 'Martins',
          userName: 'bola_m',
        }
      : {
          identifier: `cl_large_${n}`,
          email: `large-client-${n}@example.com`,
          firstName: at(FIRST, i % FIRST.length),
          lastName: at(LAST, i % LAST.length),
          userName: `large_${n}`,
        };
  });
  for (const c of clients) {
    state.accounts.push({
      ...accountTemplate,
      identifier: c.identifier,
      email: c.email,
      userType: 'client',
      firstName: c.firstName,
      lastName: c.lastName,
    });
    state.clientProfiles.push(
      newClientProfile(c.identifier, { userName: c.userName, countryIdentifier: 'ct_ng', stateIdentifier: 'st_lagos' }),
    );
  }

  // Working hours (09:00–17:00 Lagos, weekdays) going forward and backward from now, one session each; date maths
  // through date-fns in UTC and Lagos (decision 0007).
  const hours = (direction: 1 | -1) => {
    let t = addHours(
      roundToNearestHours(now, { roundingMethod: 'ceil', in: utc }),
      direction === 1 ? 24 : -2,
    ).getTime();
    return () => {
      for (;;) {
        t = addHours(t, direction).getTime();
        const h = localHour(t, LAGOS);
        if (!isWeekend(new TZDate(t, LAGOS)) && h >= 9 && h < 17) return t;
      }
    };
  };
  const future = hours(1);
  const past = hours(-1);

  const booking = (id: string, client: (typeof clients)[number], kind: number): Booking => {
    const upcoming = kind >= 7;
    const unscheduled = kind === 9;
    const start = unscheduled ? null : upcoming ? future() : past();
    const status: Booking['status'] = kind === 6 ? 'cancelled' : kind === 8 || kind === 9 ? 'pending' : 'confirmed';
    const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
    return {
      ...structuredClone(template),
      identifier: id,
      status,
      previousStatus: status === 'pending' ? null : status === 'cancelled' ? 'confirmed' : 'pending',
      paymentStatus: status === 'pending' ? 'unpaid' : status === 'cancelled' ? 'refunded' : 'paid',
      provider: { ...provider },
      client: { identifier: client.identifier, firstName: client.firstName, lastName: client.lastName, photoUrl: null },
      participant: { identifier: participantIdOf(id), status: 'acknowledged' },
      startTime: iso(start),
      endTime: iso(start === null ? null : addHours(start, 1).getTime()),
      timeslotIdentifier: start === null ? null : slotIdentifier(provider.identifier, GENERAL, start),
      feedbackProvided: kind < 3,
      isCompleted: status === 'confirmed' && start !== null && addHours(start, 1).getTime() <= now,
      reschedules: [],
      createdAt: new Date(subDays(start ?? now, 7, { in: utc }).getTime()).toISOString(),
    };
  };

  // Newest first, as the list shows them: kinds 0–5 past and confirmed, 6 cancelled, 7 upcoming and paid,
  // 8 upcoming and unpaid, 9 pending without a time.
  const largeClient = at(clients, 0);
  for (let i = 0; i < LARGE_CLIENT_BOOKINGS; i++) {
    state.bookings.push(booking(`bk_large_${String(i).padStart(4, '0')}`, largeClient, i % 10));
  }
  for (const client of clients.slice(1)) {
    const n = client.identifier.slice('cl_large_'.length);
    state.bookings.push(booking(`bk_large_c${n}_1`, client, 0), booking(`bk_large_c${n}_2`, client, 7));
  }
  for (const b of state.bookings) {
    if (b.identifier.startsWith('bk_large_'))
      state.bookingExtras[b.identifier] = {
        seriesIdentifier: null,
        cancellationNote: null,
        cancelledBy: b.status === 'cancelled' ? 'client' : null,
        pendingTimeslotIdentifier: null,
      };
  }
  addLargeChat(state, now);
  addLargeListing(state);
}

/** One long chat between cl_large and pr_large, oldest first, the newest 10 minutes old (compact bodies: ~1.3 MB). */
function addLargeChat(state: DemoState, now: number): void {
  // The i-th message is (LARGE_CHAT_MESSAGES - i) steps of 10 minutes before now.
  const sentAt = (i: number) => addMinutes(now, (i - LARGE_CHAT_MESSAGES) * 10).toISOString();
  for (let i = 1; i <= LARGE_CHAT_MESSAGES; i++) {
    const fromClient = i % 3 !== 0;
    state.messages.push({
      identifier: `msg_large_${String(i).padStart(4, '0')}`,
      chatIdentifier: largeChatId,
      senderIdentifier: fromClient ? largeIds.client : largeIds.provider,
      body: `Message ${i} of ${LARGE_CHAT_MESSAGES}`,
      attachments: [],
      seen: true,
      isDeleted: false,
      editedAt: null,
      createdAt: sentAt(i),
    });
  }
  state.chats.push({
    identifier: largeChatId,
    memberIdentifiers: [largeIds.client, largeIds.provider],
    createdAt: sentAt(1),
    updatedAt: sentAt(LARGE_CHAT_MESSAGES),
  });
}
