import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { getScheduleBookingMutationOptions } from '../../../generated/api/bookings/schedule-booking';
import type { Booking, UserType } from '../../../generated/model';
import { scheduleBookingBodyNoteMax } from '../../../generated/zod/bookings/bookings.zod';
import { useModal } from '../../lib/modal';
import type { ModalProps } from '../../lib/modal-descriptor';
import { useSend } from '../../lib/mutation';
import { Button } from '../../ui/Button';
import { BookingModal, BookingNotice } from '../booking-widgets';
import { isSlotTaken } from './errors';
import { scheduleSchema, type SlotBody } from './schemas';
import { SlotForm } from './SlotForm';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** ?modal=schedule&id=<booking>: pick a slot for a booking (the client's call, POST /booking/{id}/schedule). */
export default function ScheduleModal({ id, close }: ModalProps<{ id: string }>) {
  const t = useT(messages);
  const title = t('scheduling.schedule.title');
  return (
    <BookingModal id={id} title={title} close={close}>
      {(booking, viewer) =>
        viewer === 'client' && isSchedulable(booking) ? (
          <ScheduleForm booking={booking} title={title} close={close} />
        ) : (
          <NotSchedulable booking={booking} viewer={viewer} title={title} close={close} />
        )
      }
    </BookingModal>
  );
}

/** The client picks a time for a pending booking (until it is paid) or a confirmed, prepaid one that has none. */
function isSchedulable(booking: Booking): boolean {
  return booking.status === 'pending' || (booking.status === 'confirmed' && booking.startTime === null);
}

/** A provider (the client picks the time) or a booking that already has its confirmed time (reschedule it). */
function NotSchedulable({
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
  const { open } = useModal();
  return (
    <BookingNotice
      booking={booking}
      viewer={viewer}
      title={title}
      close={close}
      text={t(viewer === 'provider' ? 'scheduling.schedule.clientPicks' : 'scheduling.schedule.alreadyScheduled')}
      action={
        booking.status === 'confirmed' && (
          <Button onClick={() => open('reschedule', { id: booking.identifier }, { replace: true })}>
            {t('scheduling.schedule.toReschedule')}
          </Button>
        )
      }
    />
  );
}

function ScheduleForm({ booking, title, close }: { booking: Booking; title: string; close: () => void }) {
  const t = useT(messages);
  const navigate = useNavigate();
  const { open } = useModal();
  const schema = useMemo(() => scheduleSchema(t), [t]);
  // The spec goes by status: a pending booking (free ones too) reads 'Schedule and Pay' and goes on to its payment
  // page (for a free one, the processing view until the server confirms it); any other reads 'Schedule' and gets the
  // success modal. Everything the page shows is stale afterwards, so all of it refetches (the spec's reload; Back To
  // Bookings then loads /appointments/ afresh).
  const pending = booking.status === 'pending';
  const schedule = useSend(getScheduleBookingMutationOptions(), {
    refresh: 'all',
    handles: isSlotTaken,
    errorRule: 'server-message',
    onSuccess: async () => {
      if (pending) await navigate({ href: `/payment/${booking.identifier}/` });
      else open('scheduled', { id: booking.identifier }, { replace: true });
    },
  });
  const send = (body: SlotBody) => schedule.send({ id: booking.identifier, data: body });
  return (
    <SlotForm
      booking={booking}
      viewer="client"
      title={title}
      close={close}
      schema={schema}
      noteMax={scheduleBookingBodyNoteMax}
      submitLabel={t(pending ? 'scheduling.schedule.submitAndPay' : 'scheduling.schedule.submit')}
      send={send}
    />
  );
}
