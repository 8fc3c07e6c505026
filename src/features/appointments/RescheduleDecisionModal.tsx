import { useState } from 'react';
import type { Booking, RescheduleUpdateRequestStatus, UserType } from '../../../generated/model';
import type { ModalProps } from '../../lib/modal-descriptor';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { awaitsMyRescheduleAnswer, useAnswerReschedule } from '../bookings';
import { BookingModal, BookingNotice, BookingSummary, useSessionWhen } from '../booking-widgets';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** Approve or decline the reschedule the other party asked for (POST …/reschedule-update). */
export default function RescheduleDecisionModal({ id, close }: ModalProps<{ id: string }>) {
  const t = useT(messages);
  const title = t('appointments.decision.title');
  return (
    <BookingModal id={id} title={title} close={close}>
      {(booking, viewer) => <Decision booking={booking} viewer={viewer} title={title} close={close} />}
    </BookingModal>
  );
}

function Decision({
  booking,
  viewer,
  title,
  close,
}: {
  booking: Booking;
  viewer: UserType;
  title: string;
  close: () => void;
}) {
  const t = useT(messages);
  const [choice, setChoice] = useState<RescheduleUpdateRequestStatus>();
  const info = booking.rescheduleInfo;
  const current = useSessionWhen(booking.startTime, booking.endTime);
  const proposed = useSessionWhen(info.proposedStartTime, info.proposedEndTime);

  const update = useAnswerReschedule(viewer, {
    refresh: ['bookings', 'availability'],
    onSuccess: (_, { data }) => {
      toastSuccess(
        t(data.status === 'approved' ? 'appointments.decision.toastApproved' : 'appointments.decision.toastDeclined'),
      );
      close();
    },
  });
  const answer = (status: RescheduleUpdateRequestStatus) => {
    setChoice(status);
    void update.send({ id: booking.identifier, data: { status } });
  };

  // Answered meanwhile, asked by the viewer, or cancelled: nothing to decide (unless this very answer is on its way).
  if (!awaitsMyRescheduleAnswer(booking, viewer) && !update.busy && !update.isSuccess) {
    return (
      <BookingNotice
        booking={booking}
        viewer={viewer}
        title={title}
        close={close}
        text={t('appointments.decision.nothing')}
      />
    );
  }
  const note = booking.reschedules.findLast((r) => r.status === 'pending')?.note;

  return (
    <Dialog
      title={title}
      description={t(
        viewer === 'client' ? 'appointments.decision.askedBy.therapist' : 'appointments.decision.askedBy.client',
      )}
      onClose={close}
      footer={
        <>
          <Button
            variant="secondary"
            busy={update.busy && choice === 'rejected'}
            disabled={update.busy}
            onClick={() => answer('rejected')}
          >
            {t('appointments.decision.decline')}
          </Button>
          <Button busy={update.busy && choice === 'approved'} disabled={update.busy} onClick={() => answer('approved')}>
            {t('appointments.decision.approve')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <BookingSummary booking={booking} viewer={viewer} showWhen={false} />
        <dl className="grid gap-3 sm:grid-cols-2">
          <TimeFact label={t('appointments.decision.current')} when={current} muted />
          <TimeFact label={t('appointments.decision.proposed')} when={proposed} />
        </dl>
        {note && (
          <div className="text-sm">
            <p className="font-medium text-slate-800">{t('appointments.decision.note')}</p>
            <p className="mt-1 whitespace-pre-line text-slate-700">{note}</p>
          </div>
        )}
        <p className="text-sm text-slate-600">{t('appointments.decision.hint')}</p>
      </div>
    </Dialog>
  );
}

function TimeFact({
  label,
  when,
  muted = false,
}: {
  label: string;
  when: { day: string; time: string } | null;
  muted?: boolean;
}) {
  const t = useT(messages);
  return (
    <div className={`rounded-xl p-3 ring-1 ${muted ? 'bg-white ring-slate-200' : 'bg-teal-50 ring-teal-200'}`}>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">
        {when ? (
          <>
            <span className="font-semibold">{when.day}</span>
            <br />
            {when.time}
          </>
        ) : (
          t('booking.notScheduled')
        )}
      </dd>
    </div>
  );
}
