import type { Booking, UserType } from '../../../generated/model';
import { BookingNotices, hasNotices, RescheduleHistoryNote } from './BookingNotices';
import { usePaymentText } from './payment-text';
import { BookingActions, PartyCell, SessionWhen, StatusBadge } from '../booking-widgets';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** One booking of the list: a card on small screens, a row of columns from `lg` up (notices on a second line). */
export function BookingRow({
  booking,
  viewer,
  selected = false,
}: {
  booking: Booking;
  viewer: UserType;
  selected?: boolean;
}) {
  const t = useT(messages);
  const payment = usePaymentText(booking);
  return (
    <li
      data-booking={booking.identifier}
      className={`grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 sm:p-5 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1.4fr)_minmax(0,0.9fr)_16rem] lg:items-center lg:gap-x-5 ${
        selected ? 'ring-2 ring-teal-600' : 'ring-slate-200'
      }`}
    >
      <PartyCell booking={booking} viewer={viewer} />
      <p className="text-sm">
        <span className="font-medium text-slate-900 lg:block">{booking.therapyCategory.name}</span>
        <span className="text-slate-600 lg:hidden"> · </span>
        <span className="text-slate-600 lg:block">{booking.modality.name}</span>
      </p>
      <SessionWhen start={booking.startTime} end={booking.endTime} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 lg:flex-col lg:items-start">
        <StatusBadge booking={booking} />
        <span className="text-xs text-slate-600">{payment}</span>
        <RescheduleHistoryNote booking={booking} viewer={viewer} />
      </div>
      {hasNotices(booking, viewer) && (
        <div className="lg:col-span-5 lg:row-start-2">
          <BookingNotices booking={booking} viewer={viewer} />
        </div>
      )}
      <div className="flex flex-col gap-3 border-t border-slate-100 pt-3 empty:hidden lg:col-start-5 lg:row-start-1 lg:border-0 lg:pt-0">
        {booking.status === 'cancelled' ? (
          <p className="text-sm text-slate-600 lg:text-right">{t('appointments.noChanges')}</p>
        ) : (
          <BookingActions booking={booking} viewer={viewer} className="lg:justify-end" />
        )}
      </div>
    </li>
  );
}
