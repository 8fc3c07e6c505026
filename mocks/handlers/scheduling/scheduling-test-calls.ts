// Calls the scheduling tests share: sign-ins, the months of free slots a client is offered, a booking made (and
// scheduled) the way the app makes one, and the mock checkout's answer.
import { format } from 'date-fns/format';
import { addMonths } from 'date-fns/addMonths';
import { getResponse } from 'msw';
import { expect } from 'vitest';
import { GetProviderAvailabilityMonthResponse } from '../../../generated/zod/availability/availability.zod';
import {
  CreateBookingResponse,
  GetBookingResponse,
  ScheduleBookingResponse,
} from '../../../generated/zod/bookings/bookings.zod';
import { GetWalletBalanceResponse } from '../../../generated/zod/wallet/wallet.zod';
import { localDate, utcDay } from '../../data/scheduling';
import { emails, ids } from '../../data/ids';
import { checkoutHandlers } from '../wallet';
import { at, BASE, first, required, type TestBackend } from '../../test-utils';

export const LAGOS = 'Africa/Lagos';
export const BERLIN = 'Europe/Berlin';

export function schedulingCalls(backend: TestBackend) {
  const client = () => backend.login(emails.client);
  const provider = () => backend.login(emails.provider);

  /** This month and the next ones (YYYY-MM) in a time zone. */
  const monthsFrom = (timeZone: string, count = 3): string[] => {
    const thisMonth = utcDay(localDate(backend.db.now().getTime(), timeZone).slice(0, 7));
    return Array.from({ length: count }, (_, i) => format(addMonths(thisMonth, i), 'yyyy-MM'));
  };

  const month = async (token: string, providerId: string, m: string, category?: string) => {
    const res = await backend.call(
      'GET',
      `/providers-availability/${providerId}/timeslot/${m}${category ? `?category=${category}` : ''}`,
      { token },
    );
    expect(res.status).toBe(200);
    return GetProviderAvailabilityMonthResponse.parse(res.body);
  };

  /** The days with free slots a client is offered over three months, from this month in the time zone. */
  const freeDays = async (token: string, providerId: string = ids.provider, timeZone = LAGOS) => {
    const days = [];
    for (const m of monthsFrom(timeZone)) days.push(...(await month(token, providerId, m)).days);
    return days;
  };

  /** A future date (next month) on which pr_demo has all eight slots free. */
  const freeWeekday = async (token: string) => {
    const next = at(monthsFrom(LAGOS), 1);
    return required(
      (await month(token, ids.provider, next)).days.find((d) => d.timeSlot.length === 8),
      'a weekday of next month with every slot free',
    ).date;
  };

  /** Every free slot the month call offers for a provider (and category), over three months from this one in Lagos. */
  const freeSlots = async (token: string, providerId: string = ids.provider, category?: string) => {
    const slots = [];
    for (const m of monthsFrom(LAGOS)) slots.push(...(await month(token, providerId, m, category)).days);
    return slots.flatMap((d) => d.timeSlot);
  };

  const balance = async (token: string): Promise<number> => {
    const res = await backend.call('GET', '/wallet/balance', { token });
    return GetWalletBalanceResponse.parse(res.body).balance;
  };

  const getBooking = async (token: string, id: string) => {
    const res = await backend.call('GET', `/booking/${id}`, { token });
    expect(res.status).toBe(200);
    return GetBookingResponse.parse(res.body);
  };

  const createBooking = async (token: string) => {
    const res = await backend.call('POST', '/booking', {
      token,
      body: { providerIdentifier: ids.provider, therapyIdentifier: 'th_individual', modalityIdentifier: 'md_online' },
    });
    expect(res.status).toBe(201);
    return CreateBookingResponse.parse(res.body);
  };

  /** A new pending booking scheduled into the first free slot (or the given one). */
  const scheduledBooking = async (token: string, slotId?: string) => {
    const booking = await createBooking(token);
    const slot = slotId ?? first(await freeSlots(token)).identifier;
    const res = await backend.call('POST', `/booking/${booking.identifier}/schedule`, {
      token,
      body: { timeslotIdentifier: slot },
    });
    expect(res.status).toBe(200);
    return ScheduleBookingResponse.parse(res.body);
  };

  const checkout = async (reference: string, outcome: 'success' | 'failed') => {
    const request = new Request(`${BASE}/__mock/checkout/${reference}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome }),
    });
    const response = await getResponse(checkoutHandlers(backend.db, BASE), request);
    return { status: response!.status, body: (await response!.json()) as unknown };
  };

  return {
    client,
    provider,
    monthsFrom,
    month,
    freeDays,
    freeWeekday,
    freeSlots,
    balance,
    getBooking,
    createBooking,
    scheduledBooking,
    checkout,
  };
}
