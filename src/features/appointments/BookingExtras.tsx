import { Link } from '@tanstack/react-router';
import { UserRound } from 'lucide-react';
import type { Booking, UserType } from '../../../generated/model';
import { NotesSection } from '../notes';
import { BookingReview } from '../reviews';
import { CancellationDetails } from './CancellationDetails';
import { Participants } from './Participants';
import { SeriesSection } from './SeriesSection';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * What the selected booking shows below its details: the session's review, and the provider's session notes. A
 * client's view renders nothing of the notes and asks for nothing.
 */
export function BookingExtras({ booking, viewer }: { booking: Booking; viewer: UserType }) {
  return (
    <>
      <CancellationDetails booking={booking} viewer={viewer} />
      <SeriesSection booking={booking} viewer={viewer} />
      <Participants booking={booking} viewer={viewer} />
      <BookingReview booking={booking} viewer={viewer} />
      {viewer === 'provider' && <ClientLink booking={booking} />}
      {viewer === 'provider' && <NotesSection bookingId={booking.identifier} />}
    </>
  );
}

/** From an appointment to the provider's page of its client (`/clients/$id/`). */
function ClientLink({ booking }: { booking: Booking }) {
  const t = useT(messages);
  return (
    <p className="mt-4">
      <Link
        to="/clients/$id/"
        params={{ id: booking.client.identifier }}
        className="inline-flex items-center gap-2 rounded-xl border border-slate-300 bg-white px-3.5 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        <UserRound aria-hidden className="size-4" />
        {t('appointments.clients.open', { name: `${booking.client.firstName} ${booking.client.lastName}`.trim() })}
      </Link>
    </p>
  );
}
