// A provider's insights (decision 0160): their sessions, the wallet payments for them and their reviews, bucketed in
// the provider's time zone by the calendar of mocks/data/insights.ts.
import type { Booking, ProviderInsights } from '../../generated/model';
import { GetProviderInsightsQueryParams } from '../../generated/zod/insights/insights.zod';
import { averageRating, type ReviewRecord } from '../data/content';
import { monthOf, monthsOf, periodBounds, weekOf, weeksOf } from '../data/insights';
import { isBookingCompleted } from '../data/scheduling';
import { WALLET_CURRENCY } from '../data/wallet';
import type { Db } from '../db';
import { requireRole } from '../lib/auth';
import { badRequest, queryParams, type Router } from '../lib/http';
import { timeZoneOf } from './scheduling/shared';

/** The longest period asked for at once: a year and a little, so that "the last 12 months" always fits. */
const MAX_DAYS = 400;
const DAY = 86_400_000;

type SessionKind = 'completed' | 'cancelledByClient' | 'cancelledByProvider' | 'noShows';

/** What a booking counts as once its time has come; null for one still ahead (or never given a time). */
function kindOf(db: Db, booking: Booking, now: Date): SessionKind | null {
  if (booking.status === 'cancelled') {
    return db.state.bookingExtras[booking.identifier]?.cancelledBy === 'provider'
      ? 'cancelledByProvider'
      : 'cancelledByClient';
  }
  if (isBookingCompleted(booking, now)) return 'completed';
  if (booking.status === 'pending' && booking.startTime !== null && Date.parse(booking.startTime) <= now.getTime())
    return 'noShows';
  return null;
}

function countBy<T>(keys: string[], items: T[], keyOf: (item: T) => string, add: (bucket: number, item: T) => number) {
  const totals = new Map(keys.map((k) => [k, 0]));
  for (const item of items) {
    const key = keyOf(item);
    const total = totals.get(key);
    if (total !== undefined) totals.set(key, add(total, item));
  }
  return totals;
}

function providerInsights(db: Db, providerIdentifier: string, fromDate: string, toDate: string) {
  const timeZone = timeZoneOf(db, providerIdentifier);
  const { start, end } = periodBounds(fromDate, toDate, timeZone);
  const inPeriod = (at: string | null) => at !== null && Date.parse(at) >= start && Date.parse(at) < end;
  const now = db.now();
  const own = db.state.bookings.filter((b) => b.provider.identifier === providerIdentifier);
  const sessions = own.flatMap((b) => {
    const kind = kindOf(db, b, now);
    return kind && b.startTime ? [{ booking: b, kind, start: b.startTime }] : [];
  });

  const weeks = weeksOf(fromDate, toDate, timeZone);
  const sessionsByWeek = weeks.map((weekStart) => ({
    weekStart,
    completed: 0,
    cancelledByClient: 0,
    cancelledByProvider: 0,
    noShows: 0,
  }));
  for (const s of sessions.filter((s) => inPeriod(s.start))) {
    const week = sessionsByWeek[weeks.indexOf(weekOf(s.start, timeZone))];
    if (week) week[s.kind] += 1;
  }

  const months = monthsOf(fromDate, toDate, timeZone);
  const ownIds = new Set(own.map((b) => b.identifier));
  const payments = db.state.walletTransactions.filter(
    (t) => t.status === 'success' && t.bookingIdentifier !== null && ownIds.has(t.bookingIdentifier),
  );
  const currencyCode = payments[0]?.currencyCode ?? WALLET_CURRENCY;
  const moneyIn = (type: 'payment' | 'refund') =>
    countBy(
      months,
      payments.filter((t) => t.type === type && t.currencyCode === currencyCode && inPeriod(t.createdAt)),
      (t) => monthOf(t.createdAt, timeZone),
      (total, t) => total + t.amount,
    );
  const earned = moneyIn('payment');
  const refunded = moneyIn('refund');

  // A client is new in the month of their first completed session with this provider, at any time.
  const completed = sessions.filter((s) => s.kind === 'completed').sort((a, b) => a.start.localeCompare(b.start));
  const firstMonth = new Map<string, string>();
  for (const s of completed) {
    if (!firstMonth.has(s.booking.client.identifier))
      firstMonth.set(s.booking.client.identifier, monthOf(s.start, timeZone));
  }
  const clientsIn = new Map(months.map((m) => [m, new Set<string>()]));
  for (const s of completed.filter((s) => inPeriod(s.start))) {
    clientsIn.get(monthOf(s.start, timeZone))?.add(s.booking.client.identifier);
  }

  const reviews = db.state.reviews.filter((r) => r.providerIdentifier === providerIdentifier && inPeriod(r.createdAt));
  const reviewsIn = new Map<string, ReviewRecord[]>(months.map((m) => [m, []]));
  for (const r of reviews) reviewsIn.get(monthOf(r.createdAt, timeZone))?.push(r);

  const insights: ProviderInsights = {
    fromDate,
    toDate,
    timeZone,
    currencyCode,
    sessionsByWeek,
    earningsByMonth: months.map((month) => ({
      month,
      earned: earned.get(month) ?? 0,
      refunded: refunded.get(month) ?? 0,
    })),
    clientsByMonth: months.map((month) => {
      const clients = [...(clientsIn.get(month) ?? [])];
      const fresh = clients.filter((c) => firstMonth.get(c) === month).length;
      return { month, newClients: fresh, returningClients: clients.length - fresh };
    }),
    ratingByMonth: months.map((month) => {
      const inMonth = reviewsIn.get(month) ?? [];
      return { month, averageRating: averageRating(inMonth), reviewCount: inMonth.length };
    }),
  };
  return insights;
}

export function registerInsights(router: Router, db: Db): void {
  router.get('/provider/insights', (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const { fromDate, toDate } = queryParams(ctx, GetProviderInsightsQueryParams);
    if (fromDate > toDate) throw badRequest(['fromDate: must not be after toDate']);
    if ((Date.parse(toDate) - Date.parse(fromDate)) / DAY + 1 > MAX_DAYS)
      throw badRequest([`toDate: the period must be at most ${MAX_DAYS} days`]);
    return providerInsights(db, me.identifier, fromDate, toDate);
  });
}
