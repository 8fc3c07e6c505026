import { useQuery } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { BookingSeriesRecurrence, type Booking, type UserType } from '../../../generated/model';
import { knownValue } from '../../lib/enums';
import { useModal } from '../../lib/modal';
import { Button } from '../../ui/Button';
import { SectionCard } from '../../ui/SectionCard';
import { SessionWhen, StatusBadge } from '../booking-widgets';
import { bookingDetailsQuery, bookingSeriesQuery } from './extras-queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * The booking's series (when it has one): every session with its status and time; a session without a time is
 * scheduled on its own ('Schedule'). A client's single booking offers to book more sessions like it.
 */
export function SeriesSection({ booking, viewer }: { booking: Booking; viewer: UserType }) {
  const t = useT(messages);
  const { open } = useModal();
  // Optional: the series is added to the booking card once the details come.
  const details = useQuery(bookingDetailsQuery(booking.identifier));
  const inSeries = Boolean(details.data?.seriesIdentifier);
  const series = useQuery({ ...bookingSeriesQuery(booking.identifier), enabled: inSeries });
  const canBookMore = viewer === 'client' && booking.status !== 'cancelled' && details.isSuccess && !inSeries;
  if (!inSeries) {
    if (!canBookMore) return null;
    return (
      <p className="mt-4">
        <Button changes variant="secondary" size="sm" onClick={() => open('book-series', { id: booking.identifier })}>
          <CalendarPlus aria-hidden className="size-4" />
          {t('appointments.series.bookMore')}
        </Button>
      </p>
    );
  }
  const sessions = series.data?.bookings ?? [];
  // A recurrence the app does not know is left out: the sessions below say when they are.
  const recurrence = knownValue(BookingSeriesRecurrence, series.data?.recurrence);
  return (
    <SectionCard id="series-title" title={t('appointments.series.title', { count: sessions.length })}>
      {recurrence && <p className="mt-1 text-sm text-slate-600">{t(`appointments.series.recurrence.${recurrence}`)}</p>}
      <ol className="mt-3 divide-y divide-slate-100">
        {sessions.map((session, index) => (
          <li
            key={session.identifier}
            data-series-session={session.identifier}
            className="flex flex-wrap items-center gap-3 py-3"
          >
            <span className="w-20 text-sm font-medium text-slate-700">
              {t('appointments.series.session', { n: index + 1 })}
            </span>
            <SessionWhen start={session.startTime} end={session.endTime} className="min-w-40 flex-1" />
            <StatusBadge booking={session} />
            {viewer === 'client' && session.startTime === null && session.status !== 'cancelled' && (
              <Button changes size="sm" onClick={() => open('schedule', { id: session.identifier })}>
                {t('appointments.series.schedule')}
                <span className="sr-only"> {t('appointments.series.session', { n: index + 1 })}</span>
              </Button>
            )}
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
