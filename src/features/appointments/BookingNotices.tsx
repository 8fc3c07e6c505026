import type { Booking, UserType } from '../../../generated/model';
import type { MessageId } from './messages';
import { rescheduleState } from '../bookings';
import { useSessionWhen } from '../booking-widgets';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const rescheduleText: Record<NonNullable<ReturnType<typeof rescheduleState>>, (viewer: UserType) => MessageId> = {
  'awaiting-you': () => 'appointments.reschedule.awaitingYou',
  'awaiting-other': (viewer) =>
    viewer === 'client' ? 'appointments.reschedule.awaitingTherapist' : 'appointments.reschedule.awaitingClient',
  declined: () => 'appointments.reschedule.declined',
  rescheduled: () => 'appointments.reschedule.rescheduled',
};

const awaitsAcknowledgement = (booking: Booking, viewer: UserType) =>
  viewer === 'provider' && booking.status !== 'cancelled' && booking.participant.status === 'awaiting';

export function hasNotices(booking: Booking, viewer: UserType): boolean {
  const state = rescheduleState(booking, viewer);
  return awaitsAcknowledgement(booking, viewer) || state === 'awaiting-you' || state === 'awaiting-other';
}

/** The reschedule state (and the proposed time while one is pending), and a provider's unacknowledged booking. */
export function BookingNotices({ booking, viewer }: { booking: Booking; viewer: UserType }) {
  const t = useT(messages);
  const state = rescheduleState(booking, viewer);
  const info = booking.rescheduleInfo;
  const proposed = useSessionWhen(info.proposedStartTime, info.proposedEndTime);
  const awaitingAck = awaitsAcknowledgement(booking, viewer);
  if (!hasNotices(booking, viewer)) return null;
  const urgent = awaitingAck || state === 'awaiting-you';
  return (
    <div
      className={`rounded-lg px-3 py-2 text-sm ${urgent ? 'bg-amber-50 text-amber-900' : 'bg-slate-100 text-slate-700'}`}
    >
      {awaitingAck && <p className="font-medium">{t('appointments.participant.awaiting')}</p>}
      {state && state !== 'rescheduled' && state !== 'declined' && (
        <>
          <p className="font-medium">{t(rescheduleText[state](viewer))}</p>
          {proposed && <p>{t('appointments.reschedule.proposed', proposed)}</p>}
        </>
      )}
    </div>
  );
}

/** The small print of a finished reschedule ('Rescheduled', 'Reschedule declined'), shown next to the status. */
export function RescheduleHistoryNote({ booking, viewer }: { booking: Booking; viewer: UserType }) {
  const t = useT(messages);
  const state = rescheduleState(booking, viewer);
  if (state !== 'rescheduled' && state !== 'declined') return null;
  return <span className="text-xs text-slate-600">{t(rescheduleText[state](viewer))}</span>;
}
