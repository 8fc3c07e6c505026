import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Booking, UserType } from '../../../generated/model';
import { rescheduleBookingBodyNoteMax } from '../../../generated/zod/bookings/bookings.zod';
import { useModal } from '../../lib/modal';
import type { ModalProps } from '../../lib/modal-descriptor';
import { Button } from '../../ui/Button';
import {
  remainingReschedules,
  rescheduleApprovalQuery,
  rescheduleLimitReached,
  useRescheduleBooking,
} from '../bookings';
import { BookingModal, BookingNotice, ReschedulePolicyWindow, useReschedulePolicy } from '../booking-widgets';
import { isSlotTaken } from './errors';
import { rescheduleSchema, type SlotBody } from './schemas';
import { SlotForm } from './SlotForm';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** ?modal=reschedule&id=<booking>: the client's (POST /booking/{id}/reschedule) or provider's (/appointment/…) version. */
export default function RescheduleModal({ id, close }: ModalProps<{ id: string }>) {
  const t = useT(messages);
  const title = t('scheduling.reschedule.title');
  return (
    <BookingModal id={id} title={title} close={close}>
      {(booking, viewer) => {
        const blocker = blockerOf(booking);
        return blocker ? (
          <CannotReschedule booking={booking} viewer={viewer} blocker={blocker} title={title} close={close} />
        ) : (
          <RescheduleForm booking={booking} viewer={viewer} title={title} close={close} />
        );
      }}
    </BookingModal>
  );
}

type Blocker = 'notScheduled' | 'alreadyPending' | 'completed';

/** Why a booking cannot be moved now (the server would answer 409), if it cannot. */
function blockerOf(booking: Booking): Blocker | undefined {
  if (!booking.startTime) return 'notScheduled';
  if (booking.rescheduleInfo.status === 'pending') return 'alreadyPending';
  if (booking.isCompleted && !booking.allowRescheduleCompletedBooking) return 'completed';
  return undefined;
}

function CannotReschedule({
  booking,
  viewer,
  blocker,
  title,
  close,
}: {
  booking: Booking;
  viewer: UserType;
  blocker: Blocker;
  title: string;
  close: () => void;
}) {
  const t = useT(messages);
  const { open } = useModal();
  const text = {
    notScheduled: 'scheduling.reschedule.notScheduled',
    alreadyPending: 'scheduling.reschedule.alreadyPending',
    completed: 'scheduling.reschedule.completed',
  } as const;
  const action =
    blocker === 'notScheduled' && viewer === 'client' ? (
      <Button onClick={() => open('schedule', { id: booking.identifier }, { replace: true })}>
        {t('scheduling.reschedule.toSchedule')}
      </Button>
    ) : blocker === 'alreadyPending' && booking.rescheduleInfo.requestedBy !== viewer ? (
      <Button onClick={() => open('reschedule-decision', { id: booking.identifier })}>
        {t('scheduling.reschedule.review')}
      </Button>
    ) : null;
  return (
    <BookingNotice
      booking={booking}
      viewer={viewer}
      title={title}
      close={close}
      text={t(text[blocker])}
      action={action}
    />
  );
}

function RescheduleForm({
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
  const navigate = useNavigate();
  const { open } = useModal();
  const schema = useMemo(() => rescheduleSchema(t, viewer), [t, viewer]);
  const reschedule = useRescheduleBooking(viewer, {
    refresh: ['bookings', 'availability', 'wallet'],
    handles: isSlotTaken,
    onSuccess: async (updated) => {
      // A booking still awaiting payment goes on to the payment (only the client pays).
      if (viewer === 'client' && updated.status === 'pending')
        await navigate({ href: `/payment/${booking.identifier}/` });
      else open('rescheduled', { id: booking.identifier }, { replace: true });
    },
  });
  const send = (body: SlotBody) => reschedule.send({ id: booking.identifier, data: body });

  // The attempts left as the backend's reschedule policy answers them for this booking (the booking's own figure first).
  const remaining = useReschedulePolicy(booking)?.remainingReschedules ?? remainingReschedules(booking, viewer);
  const unpaid = booking.status === 'pending';
  const limitReached = rescheduleLimitReached(booking, viewer);
  return (
    <SlotForm
      booking={booking}
      viewer={viewer}
      title={title}
      close={close}
      schema={schema}
      noteMax={rescheduleBookingBodyNoteMax}
      submitLabel={t('scheduling.reschedule.submit')}
      send={send}
      blocked={limitReached}
      intro={
        <p className={`-mt-2 text-sm font-medium ${limitReached ? 'text-rose-700' : 'text-slate-700'}`}>
          {limitReached
            ? t('scheduling.reschedule.limitReached')
            : t('scheduling.reschedule.attemptsLeft', { n: remaining })}
          {unpaid && <span className="block font-normal text-slate-600">{t('scheduling.reschedule.unpaidFree')}</span>}
          {!unpaid && <ReschedulePolicyWindow booking={booking} viewer={viewer} />}
        </p>
      }
      after={(slot) => <ApprovalNotice booking={booking} viewer={viewer} slot={slot} />}
    />
  );
}

/** Told before confirming: within 48 h the other party must approve the new time. */
function ApprovalNotice({ booking, viewer, slot }: { booking: Booking; viewer: UserType; slot: string }) {
  const t = useT(messages);
  // Optional: the approval notice appears once the answer is in; the picker never waits for it.
  const check = useQuery(rescheduleApprovalQuery(viewer, booking.identifier, slot));
  const needsApproval = slot !== '' && check.data?.approvalRequired === true;
  return (
    <div aria-live="polite" className={needsApproval ? '' : '-mt-5'}>
      {needsApproval && (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          {t(viewer === 'client' ? 'scheduling.reschedule.approval.client' : 'scheduling.reschedule.approval.provider')}
        </p>
      )}
    </div>
  );
}
