import { useState } from 'react';
import { z } from 'zod/mini';
import type { AvailabilityBookingInTheWay } from '../../../generated/model';
import { ApiError } from '../../lib/errors';
import type { SendResult } from '../../lib/mutation';

const instant = z.string().check(z.refine((v) => !Number.isNaN(Date.parse(v))));
const body = z.object({
  code: z.literal('DATE_HAS_BOOKINGS'),
  bookings: z
    .array(
      z.object({
        bookingIdentifier: z.string(),
        date: z.string(),
        startTime: instant,
        endTime: instant,
        clientName: z.nullable(z.string()),
      }),
    )
    .check(z.minLength(1)),
});

/**
 * The booked sessions a calendar change would leave outside the hours (409 DATE_HAS_BOOKINGS, decision 0040), or
 * null for any other failure, or a body that does not list them as the contract says (that one is toasted).
 */
function bookingsInTheWay(error: unknown): AvailabilityBookingInTheWay[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = body.safeParse(error.body);
  return parsed.success ? parsed.data.bookings : null;
}

/** A calendar form's refusal to show: the sessions in the way of its last send, until the next answer. */
export function useBookingsInTheWay() {
  const [bookings, setBookings] = useState<AvailabilityBookingInTheWay[] | null>(null);
  return {
    bookings,
    /** After a send: its sessions in the way, or none (a send refused as already under way changes nothing). */
    record: (result: SendResult<unknown>) => {
      if (result.ok || result.error instanceof ApiError) setBookings(result.ok ? null : bookingsInTheWay(result.error));
    },
  };
}

/** A useSend `handles` that keeps the sessions in the way out of the toasts (the form lists them), besides `other`. */
export const handlesInTheWay =
  (other: (error: unknown) => boolean = () => false) =>
  (error: unknown) =>
    bookingsInTheWay(error) !== null || other(error);
