import { CalendarX2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { AvailabilityBookingInTheWay } from '../../../generated/model';
import { formatTimeRange } from '../../lib/i18n/session-time';
import { useUserTimeZone } from '../../lib/time-zone';
import { inlineLink } from '../../ui/inline-link';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * Why a calendar change was refused: the booked sessions it would leave outside the hours (decision 0040), each
 * with its day and time in the provider's zone and its client. Nothing was saved, and the form keeps its values.
 */
export function BookingsInTheWay({ bookings }: { bookings: AvailabilityBookingInTheWay[] }) {
  const intl = useIntl();
  const t = useT(messages);
  const zone = useUserTimeZone();
  return (
    <div role="alert" className="rounded-2xl bg-rose-50 p-4 text-sm text-rose-950 ring-1 ring-rose-200">
      <p className="flex items-center gap-2 font-semibold">
        <CalendarX2 className="size-4 shrink-0" aria-hidden="true" />
        {t('availability.inTheWay.title', { count: bookings.length })}
      </p>
      <p className="mt-1">{t('availability.inTheWay.text', { link: inlineLink('/appointments/') })}</p>
      <ul className="mt-3 flex flex-col gap-1.5" data-testid="bookings-in-the-way">
        {bookings.map((b) => {
          const date = intl.formatDate(b.startTime, {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: zone,
          });
          const time = formatTimeRange(intl.locale, b.startTime, b.endTime, zone);
          return (
            <li key={b.bookingIdentifier} className="rounded-lg bg-white/70 px-3 py-2 ring-1 ring-rose-100">
              {b.clientName
                ? t('availability.inTheWay.session', { date, time, client: b.clientName })
                : t('availability.inTheWay.sessionNoName', { date, time })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
