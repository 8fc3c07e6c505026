import { featureMessages } from '../../lib/i18n/catalog';
import type { IdOf } from '../../lib/i18n/translate';

// What the booking-widgets feature shows, in each language (decision 0020).
const messages = featureMessages(
  {
    'booking-widgets.appointments.action.acknowledge': 'Acknowledge',
    'booking-widgets.appointments.action.cancel': 'Cancel',
    'booking-widgets.appointments.action.pay': 'Pay',
    'booking-widgets.appointments.action.reject': 'Reject',
    'booking-widgets.appointments.action.reschedule': 'Reschedule',
    'booking-widgets.appointments.action.reviewReschedule': 'Review reschedule',
    'booking-widgets.appointments.action.schedule': 'Schedule',
    'booking-widgets.appointments.actions': 'Actions for the booking with {name}',
    'booking-widgets.appointments.reject.confirm': 'Yes, reject',
    'booking-widgets.appointments.reject.keep': 'Keep it',
    'booking-widgets.appointments.reject.question': 'Reject this booking?',
    'booking-widgets.appointments.toast.acknowledged': 'Booking acknowledged',
    'booking-widgets.appointments.toast.rejected': 'Booking rejected',
    'booking-widgets.booking.cancelled': 'This booking has been cancelled and can no longer be changed.',
    'booking-widgets.booking.status.cancelled': 'Cancelled',
    'booking-widgets.booking.status.completed': 'Completed',
    'booking-widgets.booking.status.confirmed': 'Confirmed',
    'booking-widgets.booking.status.pending': 'Pending',
    'booking-widgets.extras.policy.cancel.client':
      'This booking’s policy: cancelling within {hours} hours of the session gives no refund.',
    'booking-widgets.extras.policy.cancel.provider':
      'This booking’s policy: the client’s cancellation window ends {hours} hours before the session.',
    'booking-widgets.extras.policy.reschedule.client':
      'This booking’s policy: a move within {hours} hours of the session needs your therapist’s approval.',
    'booking-widgets.extras.policy.reschedule.provider':
      'This booking’s policy: a move within {hours} hours of the session needs your client’s approval.',
  },
  {
    'booking-widgets.appointments.action.acknowledge': 'Annehmen',
    'booking-widgets.appointments.action.cancel': 'Stornieren',
    'booking-widgets.appointments.action.pay': 'Bezahlen',
    'booking-widgets.appointments.action.reject': 'Ablehnen',
    'booking-widgets.appointments.action.reschedule': 'Verschieben',
    'booking-widgets.appointments.action.reviewReschedule': 'Verschiebung prüfen',
    'booking-widgets.appointments.action.schedule': 'Planen',
    'booking-widgets.appointments.actions': 'Aktionen für die Buchung mit {name}',
    'booking-widgets.appointments.reject.confirm': 'Ja, ablehnen',
    'booking-widgets.appointments.reject.keep': 'Behalten',
    'booking-widgets.appointments.reject.question': 'Diese Buchung ablehnen?',
    'booking-widgets.appointments.toast.acknowledged': 'Buchung angenommen',
    'booking-widgets.appointments.toast.rejected': 'Buchung abgelehnt',
    'booking-widgets.booking.cancelled': 'Diese Buchung wurde storniert und kann nicht mehr geändert werden.',
    'booking-widgets.booking.status.cancelled': 'Storniert',
    'booking-widgets.booking.status.completed': 'Abgeschlossen',
    'booking-widgets.booking.status.confirmed': 'Bestätigt',
    'booking-widgets.booking.status.pending': 'Ausstehend',
    'booking-widgets.extras.policy.cancel.client':
      'Richtlinie dieser Buchung: Bei einer Stornierung innerhalb von {hours} Stunden vor der Sitzung gibt es keine Erstattung.',
    'booking-widgets.extras.policy.cancel.provider':
      'Richtlinie dieser Buchung: Das Stornierungsfenster der Klient:in endet {hours} Stunden vor der Sitzung.',
    'booking-widgets.extras.policy.reschedule.client':
      'Richtlinie dieser Buchung: Eine Verschiebung innerhalb von {hours} Stunden vor der Sitzung braucht die Zustimmung Ihrer Therapeut:in.',
    'booking-widgets.extras.policy.reschedule.provider':
      'Richtlinie dieser Buchung: Eine Verschiebung innerhalb von {hours} Stunden vor der Sitzung braucht die Zustimmung Ihrer Klient:in.',
  },
);
export default messages;

/** An id this feature may show: its own or a common one. */
export type MessageId = IdOf<typeof messages>;
