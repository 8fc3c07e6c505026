import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { BookingWaitlistEntry } from '../../../generated/model';
import { refreshDomains } from '../../lib/query-keys';
import { useUserTimeZone } from '../../lib/time-zone';
import { toastMessage, toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { useRescheduleBooking } from '../bookings';
import { isSlotTaken } from '../scheduling';
import { useLeaveWaitlist, waitlistQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** A day and time in the user's zone, e.g. 'Tue, Dec 1, 9:00 AM'. */
export function useWhen() {
  const intl = useIntl();
  const timeZone = useUserTimeZone();
  return (instant: string) =>
    intl.formatDate(instant, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    });
}

/** The overview's offers: one card per booking on the waitlist with an earlier time free now. */
export function WaitlistOffers() {
  // Optional: offers appear on the overview once the list is in; nothing when it fails.
  const { data } = useQuery(waitlistQuery());
  const offered = data?.items.filter((e) => e.offer !== null) ?? [];
  if (offered.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {offered.map((entry) => (
        <WaitlistOffer key={entry.bookingIdentifier} entry={entry} />
      ))}
    </div>
  );
}

/**
 * "An earlier time is free: {time}" with the one action that moves the session there: the ordinary reschedule
 * (attempts counted, the 48-hour approval rule applied, the slot checked again). A slot taken meanwhile says so, and
 * the refreshed list drops the offer or shows the next free one.
 */
export function WaitlistOffer({ entry, withSession = true }: { entry: BookingWaitlistEntry; withSession?: boolean }) {
  const t = useT(messages);
  const when = useWhen();
  const queryClient = useQueryClient();
  const offer = entry.offer;
  const move = useRescheduleBooking('client', {
    refresh: ['bookings'],
    handles: (error) => {
      if (!isSlotTaken(error)) return false;
      toastMessage('error', t('waitlist.taken'));
      void refreshDomains(queryClient, ['bookings']);
      return true;
    },
    onSuccess: (booking) => {
      const pending = booking.rescheduleInfo.status === 'pending';
      toastSuccess(pending ? t('waitlist.requested') : t('waitlist.moved', { time: when(booking.startTime ?? '') }));
    },
  });
  const leave = useLeaveWaitlist({ onSuccess: () => toastSuccess(t('waitlist.left')) });
  if (!offer) return null;
  const { title, firstName, lastName } = entry.provider;
  const name = [title, firstName, lastName].filter(Boolean).join(' ');
  return (
    <section
      aria-label={t('waitlist.offer', { time: when(offer.startTime) })}
      className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-300 sm:p-5"
    >
      <p className="font-semibold text-slate-900">{t('waitlist.offer', { time: when(offer.startTime) })}</p>
      {withSession && (
        <p className="mt-1 text-sm text-slate-700">
          {t('waitlist.offerSession', {
            name,
            therapy: entry.therapyCategory.name,
            time: when(entry.bookingStartTime),
          })}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          busy={move.busy}
          disabled={leave.busy}
          onClick={() =>
            void move.send({ id: entry.bookingIdentifier, data: { timeslotIdentifier: offer.identifier } })
          }
        >
          {t('waitlist.take')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          busy={leave.busy}
          disabled={move.busy}
          onClick={() => void leave.send({ id: entry.bookingIdentifier })}
        >
          {t('waitlist.leave')}
        </Button>
      </div>
    </section>
  );
}
