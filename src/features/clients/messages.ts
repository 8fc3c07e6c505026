import { featureMessages } from '../../lib/i18n/catalog';
import type { IdOf } from '../../lib/i18n/translate';

// What the clients feature shows, in each language (decision 0020).
const messages = featureMessages(
  {
    'clients.appointments.empty': 'No appointments yet.',
    'clients.appointments.pages': 'Appointment pages',
    'clients.appointments.title': 'Appointments with you',
    'clients.notFound': 'This client could not be found.',
    'clients.notShared': 'Not shared',
    'clients.profile.country': 'Country',
    'clients.profile.gender': 'Gender',
    'clients.profile.state': 'State',
    'clients.profile.title': 'Profile',
    'clients.profile.userName': 'User name',
    'clients.providersOnly': 'This page is for therapists only.',
    'clients.relation.active': 'This client has a booking with you that is not cancelled.',
    'clients.relation.completed': 'Completed',
    'clients.relation.inactive': 'This client has no booking with you that is still active.',
    'clients.relation.since': 'First booked on {date}',
    'clients.relation.title': 'Your relation',
    'clients.relation.total': 'Bookings',
    'clients.relation.upcoming': 'Upcoming',
    'clients.subtitle': 'What this client shares with you, and every session they have booked with you.',
    'clients.unnamed': 'Client without a name',
  },
  {
    'clients.appointments.empty': 'Noch keine Termine.',
    'clients.appointments.pages': 'Terminseiten',
    'clients.appointments.title': 'Termine bei Ihnen',
    'clients.notFound': 'Diese Klient:in wurde nicht gefunden.',
    'clients.notShared': 'Nicht geteilt',
    'clients.profile.country': 'Land',
    'clients.profile.gender': 'Geschlecht',
    'clients.profile.state': 'Bundesstaat',
    'clients.profile.title': 'Profil',
    'clients.profile.userName': 'Benutzername',
    'clients.providersOnly': 'Diese Seite ist nur für Therapeut:innen.',
    'clients.relation.active': 'Diese Klient:in hat eine nicht stornierte Buchung bei Ihnen.',
    'clients.relation.completed': 'Abgeschlossen',
    'clients.relation.inactive': 'Diese Klient:in hat keine aktive Buchung mehr bei Ihnen.',
    'clients.relation.since': 'Erste Buchung am {date}',
    'clients.relation.title': 'Ihre Beziehung',
    'clients.relation.total': 'Buchungen',
    'clients.relation.upcoming': 'Anstehend',
    'clients.subtitle': 'Was diese Klient:in mit Ihnen teilt, und jede Sitzung, die sie bei Ihnen gebucht hat.',
    'clients.unnamed': 'Klient:in ohne Namen',
  },
);
export default messages;

/** An id this feature may show: its own or a common one. */
export type MessageId = IdOf<typeof messages>;
