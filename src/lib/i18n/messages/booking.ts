import { catalog } from '../catalog';

/** What every view of a booking says: its status, session, time and the states a booking modal can meet. */
export default catalog(
  {
    'booking.status.pending': 'Pending',
    'booking.status.confirmed': 'Confirmed',
    'booking.status.cancelled': 'Cancelled',
    'booking.status.completed': 'Completed',
    'booking.session': '{therapy} · {modality}',
    'booking.notScheduled': 'Not scheduled yet',
    'booking.notFound': 'This booking could not be found.',
    'booking.cancelled': 'This booking has been cancelled and can no longer be changed.',
  },
  {
    'booking.status.pending': 'Ausstehend',
    'booking.status.confirmed': 'Bestätigt',
    'booking.status.cancelled': 'Storniert',
    'booking.status.completed': 'Abgeschlossen',
    'booking.session': '{therapy} · {modality}',
    'booking.notScheduled': 'Noch nicht geplant',
    'booking.notFound': 'Diese Buchung wurde nicht gefunden.',
    'booking.cancelled': 'Diese Buchung wurde storniert und kann nicht mehr geändert werden.',
  },
);
