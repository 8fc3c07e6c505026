import type { Booking, UserType } from '../../../generated/model';
import { NotesSection } from '../notes';
import { BookingReview } from '../reviews';
import { CancellationDetails } from './CancellationDetails';

/**
 * What the selected booking shows below its details (issue 18): the session's review, and the provider's session notes. A client's view
 * renders nothing of the notes and asks for nothing.
 */
export function BookingExtras({ booking, viewer }: { booking: Booking; viewer: UserType }) {
  return (
    <>
      <CancellationDetails booking={booking} viewer={viewer} />
      <BookingReview booking={booking} viewer={viewer} />
      {viewer === 'provider' && <NotesSection bookingId={booking.identifier} />}
    </>
  );
}
