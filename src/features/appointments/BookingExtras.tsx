import type { Booking, UserType } from '../../../generated/model';
import { NotesSection } from '../notes';
import { BookingReview } from '../reviews';

/**
 * What the selected booking shows below its details (issue 18): the session's review, and the provider's session notes. A client's view
 * renders nothing of the notes and asks for nothing.
 */
export function BookingExtras({ booking, viewer }: { booking: Booking; viewer: UserType }) {
  return (
    <>
      <BookingReview booking={booking} viewer={viewer} />
      {viewer === 'provider' && <NotesSection bookingId={booking.identifier} />}
    </>
  );
}
