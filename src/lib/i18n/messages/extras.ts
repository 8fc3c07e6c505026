import { catalog } from '../catalog';

// The booking extras of issue 18: details (who cancelled), live policies, the provider's client page, sharing, series.
export default catalog(
  {
    'extras.cancellation.title': 'Cancellation',
    'extras.cancelledBy.you': 'You cancelled this booking.',
    'extras.cancelledBy.client': 'The client cancelled this booking.',
    'extras.cancelledBy.provider': 'The therapist cancelled this booking.',
    'extras.cancelledBy.unknown': 'This booking was cancelled.',
    'extras.cancellation.note': 'Note: {note}',
    'extras.cancellation.noNote': 'No note was given.',
    'extras.policy.cancel.client': 'This booking’s policy: cancelling within {hours} hours of the session gives no refund.',
    'extras.policy.cancel.provider': 'This booking’s policy: the client’s refund window is {hours} hours before the session; when you cancel, a client who has paid is refunded in full.',
    'extras.policy.reschedule.client': 'Within {hours} hours of the session, your therapist must approve the new time.',
    'extras.policy.reschedule.provider': 'Within {hours} hours of the session, your client must approve the new time.',
  },
  {
    'extras.cancellation.title': 'Stornierung',
    'extras.cancelledBy.you': 'Sie haben diese Buchung storniert.',
    'extras.cancelledBy.client': 'Die Klientin oder der Klient hat diese Buchung storniert.',
    'extras.cancelledBy.provider': 'Die Therapeutin oder der Therapeut hat diese Buchung storniert.',
    'extras.cancelledBy.unknown': 'Diese Buchung wurde storniert.',
    'extras.cancellation.note': 'Notiz: {note}',
    'extras.cancellation.noNote': 'Es wurde keine Notiz angegeben.',
    'extras.policy.cancel.client': 'Richtlinie dieser Buchung: Bei einer Stornierung innerhalb von {hours} Stunden vor der Sitzung gibt es keine Erstattung.',
    'extras.policy.cancel.provider': 'Richtlinie dieser Buchung: Das Erstattungsfenster der Klient:in endet {hours} Stunden vor der Sitzung; wenn Sie stornieren, wird eine bezahlte Sitzung vollständig erstattet.',
    'extras.policy.reschedule.client': 'Innerhalb von {hours} Stunden vor der Sitzung muss Ihre Therapeut:in dem neuen Termin zustimmen.',
    'extras.policy.reschedule.provider': 'Innerhalb von {hours} Stunden vor der Sitzung muss Ihre Klient:in dem neuen Termin zustimmen.',
  },
);
