import { useIntl } from 'react-intl';
import type { Booking } from '../../../generated/model';
import { formatMinorAmount } from '../../lib/i18n/format';
import { formatSessionDay, formatSessionTime } from '../../lib/i18n/session-time';
import { useUserTimeZone } from '../../lib/time-zone';
import { Avatar } from '../../ui/Avatar';
import { otherPartyOf } from '../bookings';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The checkout's rows: therapist, therapy, session type, date, time, and the amount due last. */
export function CheckoutSummary({ booking }: { booking: Booking }) {
  const intl = useIntl();
  const t = useT(messages);
  const timeZone = useUserTimeZone();
  const therapist = otherPartyOf(booking, 'client');
  const rows: [string, string][] = [
    [t('payments.summary.therapy'), booking.therapyCategory.name],
    [t('payments.summary.modality'), booking.modality.name],
  ];
  if (booking.startTime && booking.endTime) {
    rows.push(
      [t('payments.summary.date'), formatSessionDay(intl, booking.startTime, timeZone)],
      [t('payments.summary.time'), formatSessionTime(intl.locale, booking.startTime, booking.endTime, timeZone)],
    );
  }
  return (
    <section aria-labelledby="payment-summary" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="payment-summary" className="text-base font-semibold text-slate-900">
        {t('payments.summary.heading')}
      </h2>
      <div className="mt-4 flex items-center gap-3">
        <Avatar name={therapist.initialsOf} photoUrl={therapist.photoUrl} size="lg" />
        <div>
          <p className="text-sm text-slate-600">{t('payments.summary.therapist')}</p>
          <p className="font-semibold text-slate-900">{therapist.name}</p>
        </div>
      </div>
      <dl className="mt-5 grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-4">
        <span className="text-sm font-medium text-slate-700">{t('payments.summary.amount')}</span>
        <span className="text-xl font-bold text-slate-900">
          {formatMinorAmount(intl, booking.amount, booking.currencyCode)}
        </span>
      </div>
    </section>
  );
}
