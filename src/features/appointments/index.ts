export { AppointmentsPage } from './AppointmentsPage';
export { appointmentsQueries } from './queries';
export { CancellationPolicyPage } from './CancellationPolicyPage';
export { BookingRow } from './BookingRow';
export { Invitations } from './Invitations';
