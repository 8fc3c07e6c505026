import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { Booking } from '../../../generated/model';
import { refreshDomains } from '../../lib/query-keys';
import { toastSuccess } from '../../lib/toast';

/** Spec: payment polling every 5 s. */
export const POLL_INTERVAL_MS = 5_000;

const isFreeBooking = (booking: Booking) => booking.isFree || booking.paymentStatus === 'free';
export const awaitsFreeConfirmation = (booking: Booking) =>
  booking.status === 'pending' && isFreeBooking(booking) && booking.startTime !== null;

/** A settled payment: its toast, then the booking on top of the appointments list, from fresh data. */
export function useLandOnBooking() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (bookingId: string, text: string) => {
      toastSuccess(text);
      await navigate({ to: '/appointments/', search: { id: bookingId }, replace: true });
      void refreshDomains(queryClient, ['bookings', 'wallet']);
    },
    [navigate, queryClient],
  );
}
