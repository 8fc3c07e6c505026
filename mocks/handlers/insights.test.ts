// A provider's insights over HTTP (decision 0160): sessions, payments and reviews in the weeks and months of the
// provider's own time zone, across the end of summer time; who may ask, and which periods.
import { describe, expect, it } from 'vitest';
import type { Booking } from '../../generated/model';
import { GetProviderInsightsResponse } from '../../generated/zod/insights/insights.zod';
import { emails, ids } from '../data/ids';
import { recordTransaction } from '../data/wallet';
import { first, setUpTestBackend } from '../test-utils';

const backend = setUpTestBackend();

/** A session of the second provider (Europe/Berlin) at `startTime`, an hour long, for `client`. */
function addSession(id: string, startTime: string, status: Booking['status'], client = 'cl_insights_a') {
  const booking: Booking = structuredClone(first(backend.db.state.bookings));
  booking.identifier = id;
  booking.provider = { ...booking.provider, identifier: ids.secondProvider };
  booking.status = status;
  booking.startTime = startTime;
  booking.endTime = new Date(Date.parse(startTime) + 3_600_000).toISOString();
  booking.client = { ...booking.client, identifier: client };
  backend.db.state.bookings.push(booking);
  return booking;
}

function addReview(n: number, rating: number, createdAt: string) {
  backend.db.state.reviews.push({
    identifier: `rv_insights_${n}`,
    participantIdentifier: `bp_insights_${n}`,
    bookingIdentifier: `bk_insights_${n}`,
    providerIdentifier: ids.secondProvider,
    reviewerIdentifier: 'cl_insights_a',
    reviewerName: 'Ada L.',
    rating,
    isAnonymous: false,
    createdAt,
    editCount: 0,
  });
}

async function insights(fromDate: string, toDate: string, email: string = emails.secondProvider) {
  return backend.call('GET', `/provider/insights?fromDate=${fromDate}&toDate=${toDate}`, {
    token: await backend.login(email),
  });
}

describe('provider insights', () => {
  it("buckets sessions, earnings, clients and ratings by the provider's local weeks and months across summer time's end", async () => {
    backend.db.state.bookings = backend.db.state.bookings.filter((b) => b.provider.identifier !== ids.secondProvider);
    backend.db.state.reviews = backend.db.state.reviews.filter((r) => r.providerIdentifier !== ids.secondProvider);
    // Before the period: makes cl_insights_a a returning client.
    addSession('bk_insights_before', '2026-09-01T08:00:00Z', 'confirmed');
    addSession('bk_insights_1', '2026-10-21T08:00:00Z', 'confirmed', 'cl_insights_b');
    // Sunday 25 October, 23:30 in Berlin (UTC+1 from that morning): still the week of 19 October.
    const lateSunday = addSession('bk_insights_2', '2026-10-25T22:30:00Z', 'confirmed');
    // Monday 26 October, 00:30 in Berlin: the next week.
    addSession('bk_insights_3', '2026-10-25T23:30:00Z', 'cancelled');
    backend.db.state.bookingExtras.bk_insights_3 = {
      seriesIdentifier: null,
      cancellationNote: null,
      cancelledBy: 'provider',
      pendingTimeslotIdentifier: null,
    };
    addSession('bk_insights_4', '2026-10-27T08:00:00Z', 'cancelled');
    addSession('bk_insights_5', '2026-10-28T08:00:00Z', 'pending');
    // Outside the period (after 1 November in Berlin).
    addSession('bk_insights_after', '2026-11-01T23:30:00Z', 'confirmed');
    const pay = (n: number, type: 'payment' | 'refund', createdAt: string) =>
      recordTransaction(backend.db.state, {
        identifier: `wt_insights_${n}`,
        clientIdentifier: ids.client,
        type,
        amount: 1_500_000,
        description: 'Session',
        reference: null,
        bookingIdentifier: lateSunday.identifier,
        createdAt,
      });
    pay(1, 'payment', '2026-10-20T10:00:00Z');
    // 00:30 on 1 November in Berlin: November's.
    pay(2, 'payment', '2026-10-31T23:30:00Z');
    pay(3, 'refund', '2026-10-31T22:30:00Z');
    addReview(1, 4, '2026-10-20T10:00:00Z');
    addReview(2, 5, '2026-10-31T12:00:00Z');
    addReview(3, 3, '2026-10-31T23:30:00Z');

    const res = await insights('2026-10-19', '2026-11-01');
    expect(res.status).toBe(200);
    const body = GetProviderInsightsResponse.parse(res.body);
    expect(body).toMatchObject({ timeZone: 'Europe/Berlin', currencyCode: 'NGN' });
    expect(body.sessionsByWeek).toEqual([
      { weekStart: '2026-10-19', completed: 2, cancelledByClient: 0, cancelledByProvider: 0, noShows: 0 },
      { weekStart: '2026-10-26', completed: 0, cancelledByClient: 1, cancelledByProvider: 1, noShows: 1 },
    ]);
    expect(body.earningsByMonth).toEqual([
      { month: '2026-10', earned: 1_500_000, refunded: 1_500_000 },
      { month: '2026-11', earned: 1_500_000, refunded: 0 },
    ]);
    expect(body.clientsByMonth).toEqual([
      { month: '2026-10', newClients: 1, returningClients: 1 },
      { month: '2026-11', newClients: 0, returningClients: 0 },
    ]);
    expect(body.ratingByMonth).toEqual([
      { month: '2026-10', averageRating: 4.5, reviewCount: 2 },
      { month: '2026-11', averageRating: 3, reviewCount: 1 },
    ]);
  });

  it('answers the seeded provider one week per Monday and one entry per month of the period', async () => {
    const body = GetProviderInsightsResponse.parse((await insights('2026-09-08', '2026-12-07', emails.provider)).body);
    expect(body.timeZone).toBe('Africa/Lagos');
    expect(body.sessionsByWeek.map((w) => w.weekStart).at(0)).toBe('2026-09-07');
    expect(body.sessionsByWeek).toHaveLength(14);
    expect(body.earningsByMonth.map((m) => m.month)).toEqual(['2026-09', '2026-10', '2026-11', '2026-12']);
  });

  it('is for providers only, over a period of at most 400 days that ends after it starts', async () => {
    expect((await insights('2026-10-01', '2026-10-31', emails.client)).status).toBe(403);
    expect((await insights('2026-10-31', '2026-10-01')).status).toBe(400);
    expect((await insights('2025-10-01', '2026-11-05')).status).toBe(400);
    expect((await insights('2025-10-01', '2026-11-04')).status).toBe(200);
    expect((await insights('2026-10-01', '2026-13-01')).status).toBe(400);
  });
});
