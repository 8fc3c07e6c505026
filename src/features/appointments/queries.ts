import type { BookingStatus, UserType } from '../../../generated/model';
import { bookingListQuery, bookingQuery } from '../bookings';
import { bookingNotesQueries } from '../notes';
import { waitlistQuery } from '../waitlist';

export interface AppointmentsDeps {
  status?: BookingStatus;
  page: number;
  /** `?id=` while no modal is open: the booking shown on top. */
  selectedId?: string;
}

/** The list page and the booking shown on top of it, for the route's loader. */
export function appointmentsQueries(viewer: UserType, { status, page, selectedId }: AppointmentsDeps) {
  return [
    bookingListQuery(viewer, { statuses: status ? [status] : undefined, page }),
    selectedId && bookingQuery(viewer, selectedId),
    ...(selectedId ? bookingNotesQueries(viewer, selectedId) : []),
    // The selected booking's waitlist panel (decision 0009) knows whether it waits from the client's list.
    Boolean(selectedId) && viewer === 'client' && waitlistQuery(),
  ];
}
