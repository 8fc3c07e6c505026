import { useNavigate } from '@tanstack/react-router';
import type { Booking, UserType } from '../../../generated/model';
import type { ModalProps } from '../../lib/modal-descriptor';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SuccessMark } from './ScheduledModal';
import { BookingModal, BookingSummary, SessionWhen } from '../booking-widgets';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** ?modal=rescheduled&id=<booking>: the session moved, or the request awaits the other party's approval. */
export default function RescheduledModal({ id, close }: ModalProps<{ id: string }>) {
  const t = useT(messages);
  return (
    <BookingModal id={id} title={t('scheduling.rescheduled.title')} close={close}>
      {(booking, viewer) => <Rescheduled booking={booking} viewer={viewer} close={close} />}
    </BookingModal>
  );
}

function Rescheduled({ booking, viewer, close }: { booking: Booking; viewer: UserType; close: () => void }) {
  const t = useT(messages);
  const navigate = useNavigate();
  const info = booking.rescheduleInfo;
  const awaiting = info.status === 'pending';
  const text = awaiting
    ? viewer === 'client'
      ? 'scheduling.rescheduled.pending.client'
      : 'scheduling.rescheduled.pending.provider'
    : viewer === 'client'
      ? 'scheduling.rescheduled.text.client'
      : 'scheduling.rescheduled.text.provider';
  return (
    <Dialog
      title={t(awaiting ? 'scheduling.rescheduled.pendingTitle' : 'scheduling.rescheduled.title')}
      description={t(text)}
      onClose={close}
      footer={
        <Button data-autofocus onClick={() => void navigate({ href: '/appointments/' })}>
          {t('scheduling.backToBookings')}
        </Button>
      }
    >
      <SuccessMark waiting={awaiting} />
      <BookingSummary booking={booking} viewer={viewer}>
        {awaiting && (
          <div className="mt-3 border-t border-slate-200 pt-3">
            <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">
              {t('scheduling.rescheduled.proposedTime')}
            </p>
            <SessionWhen start={info.proposedStartTime} end={info.proposedEndTime} className="mt-1" />
          </div>
        )}
      </BookingSummary>
    </Dialog>
  );
}
