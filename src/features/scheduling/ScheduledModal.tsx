import { useIntl } from 'react-intl';
import type { Booking, UserType } from '../../../generated/model';
import type { ModalProps } from '../../lib/modal';
import { Button, buttonClasses } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { otherPartyOf } from '../../lib/bookings';
import { BookingSummary } from '../../ui/BookingSummary';
import { BookingModal } from '../../ui/BookingModal';
import { calendarFileHref, sessionCalendarFile } from './calendar-file';

/** ?modal=scheduled&id=<booking>: 'Appointment scheduled successfully', with the session's time and a calendar file. */
export default function ScheduledModal({ id, close }: ModalProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'scheduling.scheduled.title' });
  return (
    <BookingModal id={id} title={title} close={close}>
      {(booking, viewer) => <Scheduled booking={booking} viewer={viewer} title={title} close={close} />}
    </BookingModal>
  );
}

function Scheduled({ booking, viewer, title, close }: { booking: Booking; viewer: UserType; title: string; close: () => void }) {
  const intl = useIntl();
  const ics =
    booking.status === 'confirmed' && booking.startTime && booking.endTime
      ? sessionCalendarFile({
          identifier: booking.identifier,
          startTime: booking.startTime,
          endTime: booking.endTime,
          title: intl.formatMessage({ id: 'scheduling.ics.title' }, { name: otherPartyOf(booking, viewer).name }),
          description: intl.formatMessage({ id: 'scheduling.ics.description' }, { category: booking.therapyCategory.name }),
        })
      : null;
  return (
    <Dialog
      title={title}
      description={intl.formatMessage({ id: viewer === 'client' ? 'scheduling.scheduled.text.client' : 'scheduling.scheduled.text.provider' })}
      onClose={close}
      footer={
        <>
          {ics && (
            <a href={calendarFileHref(ics)} download={`therapy-session-${booking.startTime?.slice(0, 10)}.ics`} className={buttonClasses('secondary')}>
              <CalendarIcon />
              {intl.formatMessage({ id: 'scheduling.addToCalendar' })}
            </a>
          )}
          {/* A full page load: the bookings list starts from fresh data (the spec reloads the page after scheduling). */}
          <Button data-autofocus onClick={() => window.location.assign('/appointments/')}>
            {intl.formatMessage({ id: 'scheduling.backToBookings' })}
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
      <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {waiting ? (
          <>
            <circle cx="12" cy="12" r="8.5" />
            <path d="M12 7.5V12l3 2" />
          </>
        ) : (
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        )}
      </svg>
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
      <rect x="3" y="4.5" width="14" height="12" rx="2" />
      <path d="M3 8.5h14M7 3v3M13 3v3M10 11v4M8 13h4" strokeLinecap="round" />
    </svg>
  );
}
