import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import type { Booking, UserType } from '../../../generated/model';
import { ApiError } from '../../lib/errors';
import { useModal } from '../../lib/modal';
import { QueryBoundary } from '../../lib/query-boundary';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { BookingNotices } from './BookingNotices';
import { usePaymentText } from './payment-text';
import { bookingQuery, useViewerBooking } from '../bookings';
import { BookingActions, PartyCell, SessionWhen, StatusBadge } from '../booking-widgets';
import { WaitlistPanel } from '../waitlist';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

// The booking's extras (review, notes, cancellation details) load after the list, in their own chunk, so that the
// list's first render does not wait for them.
const BookingExtras = lazy(() => import('./BookingExtras').then((m) => ({ default: m.BookingExtras })));

/** The booking named by `?id=`, highlighted on top of the list with its details, and scrolled into view. */
export function SelectedBooking({ id, viewer }: { id: string; viewer: UserType }) {
  const t = useT(messages);
  // The boundary below waits and fails; this reads the same query for a booking that is gone (a line, as there is
  // nothing to retry) and to scroll the loaded one into view.
  const query = useViewerBooking(viewer, id);
  const gone = query.error instanceof ApiError && query.error.status === 404;
  const ref = useRef<HTMLElement>(null);
  const loaded = query.data?.identifier;
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [id, loaded]);

  const headingId = 'selected-booking-title';
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className="mb-8 scroll-mt-24 rounded-2xl bg-teal-50/60 p-4 ring-2 ring-teal-600 sm:p-6"
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold text-teal-900">
          {t('appointments.selected.title')}
        </h2>
        <Link
          to="/appointments/"
          search={(prev) => ({ ...prev, id: undefined })}
          className="rounded-lg px-2 py-1 text-sm font-medium text-teal-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          {t('appointments.selected.hide')}
        </Link>
      </div>
      {gone ? (
        <p className="text-sm text-slate-700">{t('booking.notFound')}</p>
      ) : (
        <QueryBoundary
          query={bookingQuery(viewer, id)}
          pending={
            <div className="flex justify-center py-6 text-teal-700">
              <Spinner className="size-6" />
            </div>
          }
        >
          {(booking) => (
            <>
              <SelectedDetails booking={booking} viewer={viewer} />
              <Suspense fallback={null}>
                <BookingExtras booking={booking} viewer={viewer} />
              </Suspense>
            </>
          )}
        </QueryBoundary>
      )}
    </section>
  );
}

function SelectedDetails({ booking, viewer }: { booking: Booking; viewer: UserType }) {
  const t = useT(messages);
  const payment = usePaymentText(booking);
  const { open } = useModal();
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PartyCell booking={booking} viewer={viewer} size="lg" />
        <StatusBadge booking={booking} />
      </div>
      <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={t('appointments.detail.when')}>
          <SessionWhen start={booking.startTime} end={booking.endTime} />
        </Fact>
        <Fact label={t('appointments.detail.session')}>
          {t('booking.session', { therapy: booking.therapyCategory.name, modality: booking.modality.name })}
        </Fact>
        <Fact label={t('appointments.detail.payment')}>{payment}</Fact>
        <Fact label={t('appointments.detail.reference')}>
          <span className="font-mono text-xs break-all">{booking.identifier}</span>
        </Fact>
        {booking.note && (
          <Fact label={t('appointments.detail.note')} className="sm:col-span-2 lg:col-span-4">
            <span className="whitespace-pre-line">{booking.note}</span>
          </Fact>
        )}
      </dl>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <BookingNotices booking={booking} viewer={viewer} />
        {booking.status === 'cancelled' ? (
          <p className="text-sm text-slate-600">{t('appointments.noChanges')}</p>
        ) : (
          <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
            <BookingActions booking={booking} viewer={viewer} size="md" />
            {/* Write to the other party about this session (the appointment-message modal). */}
            <Button variant="secondary" onClick={() => open('appointment-message', { id: booking.identifier })}>
              {t('chat.appointment.action')}
            </Button>
          </div>
        )}
      </div>
      {viewer === 'client' && booking.status !== 'cancelled' && <WaitlistPanel booking={booking} />}
    </div>
  );
}

function Fact({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}
