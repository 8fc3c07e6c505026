import { CalendarPlus2, Check, Clock } from 'lucide-react';
import type { Booking, UserType } from '../../../generated/model';
import type { ModalProps } from '../../lib/modal-descriptor';
import { Button, buttonClasses } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { otherPartyOf } from '../bookings';
import { BookingModal, BookingSummary } from '../booking-widgets';
import { calendarFileHref, sessionCalendarFile } from './calendar-file';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** ?modal=scheduled&id=<booking>: 'Appointment scheduled successfully', with the session's time and a calendar file. */
export default function ScheduledModal({ id, close }: ModalProps<{ id: string }>) {
  const t = useT(messages);
  const title = t('scheduling.scheduled.title');
  return (
    <BookingModal id={id} title={title} close={close}>
      {(booking, viewer) => <Scheduled booking={booking} viewer={viewer} title={title} close={close} />}
    </BookingModal>
  );
}

function Scheduled({
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
  const ics =
    booking.status === 'confirmed' && booking.startTime && booking.endTime
      ? sessionCalendarFile({
          identifier: booking.identifier,
          startTime: booking.startTime,
          endTime: booking.endTime,
          title: t('scheduling.ics.title', { name: otherPartyOf(booking, viewer).name }),
          description: t('scheduling.ics.description', { category: booking.therapyCategory.name }),
        })
      : null;
  return (
    <Dialog
      title={title}
      description={t(viewer === 'client' ? 'scheduling.scheduled.text.client' : 'scheduling.scheduled.text.provider')}
      onClose={close}
      footer={
        <>
          {ics && (
            <a
              href={calendarFileHref(ics)}
              download={`therapy-session-${booking.startTime?.slice(0, 10)}.ics`}
              className={buttonClasses('secondary')}
            >
              <CalendarIcon />
              {t('scheduling.addToCalendar')}
            </a>
          )}
          {/* A full page load: the bookings list starts from fresh data (the spec reloads the page after scheduling). */}
          <Button data-autofocus onClick={() => window.location.assign('/appointments/')}>
            {t('scheduling.backToBookings')}
          </Button>
        </>
      }
    >
      <SuccessMark />
      <BookingSummary booking={booking} viewer={viewer} />
    </Dialog>
  );
}

/** The check of a done change, or a clock while it awaits the other party's approval. */
export function SuccessMark({ waiting = false }: { waiting?: boolean }) {
  return (
    <div
      className={`mb-4 flex size-12 items-center justify-center rounded-full ${waiting ? 'bg-amber-50 text-amber-700' : 'bg-teal-50 text-teal-700'}`}
      aria-hidden="true"
    >
      {waiting ? <Clock className="size-6" /> : <Check className="size-6" />}
    </div>
  );
}

function CalendarIcon() {
  return <CalendarPlus2 className="size-4" aria-hidden="true" />;
}
