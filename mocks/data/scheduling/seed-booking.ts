// One seeded booking from a short description: who, when, which state; the rest (fees, names, the slot, the
// reschedule record) follows the way the profiles and the calendars are seeded.
import { addHours } from 'date-fns/addHours';
import type { Booking, BookingReschedule } from '../../../generated/model';
import type { SeedClock } from '../clock';
import { ids } from '../ids';
import { slotIdentifier } from '../slots';
import { participantIdOf } from './seed-ids';
import { GENERAL, modalityName, RESCHEDULES_PER_SIDE, therapyName, type BookingExtra } from './state';

const people = {
  [ids.client]: { firstName: 'Grace', lastName: 'Adeyemi' },
  [ids.socialClient]: { firstName: 'Sam', lastName: 'Social' },
  [ids.provider]: { firstName: 'Amaka', lastName: 'Okafor', title: 'Dr' },
  [ids.secondProvider]: { firstName: 'Lena', lastName: 'Hoffmann', title: 'Dr' },
};

export interface BookingSpec {
  id: string;
  /** cl_demo unless given. */
  client?: string;
  /** pr_demo unless given. */
  provider?: string;
  therapy?: string;
  free?: boolean;
  modality?: string;
  /** The session's start (UTC ms), or null when it has no time yet. */
  start: number | null;
  status: Booking['status'];
  previousStatus?: Booking['previousStatus'];
  paymentStatus: Booking['paymentStatus'];
  participant?: Booking['participant']['status'];
  feedbackProvided?: boolean;
  createdDaysAgo: number;
  note?: string | null;
  remainingClient?: number;
  remainingProvider?: number;
  /** A pending move to `to` (UTC ms), asked for by one side. */
  reschedule?: { requestedBy: 'client' | 'provider'; to: number };
  history?: BookingReschedule[];
  allowRescheduleCompleted?: boolean;
}

interface SeededBooking {
  booking: Booking;
  extra: BookingExtra;
}

const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
const endOf = (start: number) => addHours(start, 1).getTime();

function pendingReschedule(s: BookingSpec, clock: SeedClock): BookingReschedule[] {
  if (!s.reschedule || s.start === null) return [];
  return [
    {
      identifier: `rs_${s.id.slice(3)}`,
      status: 'pending',
      requestedBy: s.reschedule.requestedBy,
      fromStartTime: new Date(s.start).toISOString(),
      toStartTime: new Date(s.reschedule.to).toISOString(),
      note: 'Something came up, could we move this session?',
      createdAt: clock.hoursFromNow(-2),
    },
  ];
}

export function seedBooking(s: BookingSpec, clock: SeedClock): SeededBooking {
  const clientId = s.client ?? ids.client;
  const providerId = s.provider ?? ids.provider;
  const provider = people[providerId as typeof ids.provider];
  const therapy = s.therapy ?? 'th_individual';
  const modality = s.modality ?? 'md_online';
  // Fees as the provider profiles are seeded (mocks/data/profiles/): pr_second is free, couples therapy costs more.
  const fee = providerId === ids.secondProvider ? 0 : therapy === 'th_couples' ? 2_000_000 : 1_500_000;
  const isFree = s.free === true || fee === 0;
  const key = providerId === ids.provider ? GENERAL : therapy;
  const reschedule = s.reschedule;
  const extra: BookingExtra = {
    seriesIdentifier: null,
    cancellationNote: s.status === 'cancelled' ? 'I can no longer make this time.' : null,
    cancelledBy: s.status === 'cancelled' ? 'client' : null,
    pendingTimeslotIdentifier: reschedule ? slotIdentifier(providerId, key, reschedule.to) : null,
  };
  const booking: Booking = {
    identifier: s.id,
    status: s.status,
    previousStatus: s.previousStatus ?? (s.status === 'pending' ? null : 'pending'),
    isFree,
    amount: isFree ? 0 : fee,
    currencyCode: providerId === ids.secondProvider ? 'USD' : 'NGN',
    paymentStatus: s.paymentStatus,
    therapyCategory: { identifier: therapy, name: therapyName(therapy)! },
    modality: { identifier: modality, name: modalityName(modality)! },
    provider: {
      identifier: providerId,
      firstName: provider.firstName,
      lastName: provider.lastName,
      title: provider.title,
      photoUrl: null,
    },
    client: { identifier: clientId, ...people[clientId as typeof ids.client], photoUrl: null },
    participant: { identifier: participantIdOf(s.id), status: s.participant ?? 'acknowledged' },
    startTime: iso(s.start),
    endTime: iso(s.start === null ? null : endOf(s.start)),
    timeslotIdentifier: s.start === null ? null : slotIdentifier(providerId, key, s.start),
    note: s.note === undefined ? 'Looking forward to our session.' : s.note,
    feedbackProvided: s.feedbackProvided ?? false,
    isCompleted: s.status === 'confirmed' && s.start !== null && endOf(s.start) <= clock.now.getTime(),
    rescheduleInfo: {
      status: reschedule ? 'pending' : 'none',
      remainingClientReschedule: s.remainingClient ?? RESCHEDULES_PER_SIDE,
      requestedBy: reschedule?.requestedBy ?? null,
      proposedStartTime: reschedule ? iso(reschedule.to) : null,
      proposedEndTime: reschedule ? iso(endOf(reschedule.to)) : null,
    },
    remainingProviderReschedule: s.remainingProvider ?? RESCHEDULES_PER_SIDE,
    allowRescheduleCompletedBooking: s.allowRescheduleCompleted ?? false,
    reschedules: s.history ?? pendingReschedule(s, clock),
    createdAt: clock.daysAgo(s.createdDaysAgo),
  };
  return { booking, extra };
}
