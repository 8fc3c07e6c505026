export { AppointmentsPage } from './AppointmentsPage';
export { appointmentsQueries } from './queries';
export { BookingRow } from './BookingRow';
export { Invitations } from './Invitations';
export { appointmentModals } from './modals';
export { bookingInvitationsQuery } from './extras-queries';
