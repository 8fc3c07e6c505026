import { featureMessages } from '../../lib/i18n/catalog';
import type { IdOf } from '../../lib/i18n/translate';

// What the scheduling feature shows, in each language (decision 0020).
const messages = featureMessages(
  {
    'scheduling.addToCalendar': 'Add to calendar',
    'scheduling.backToBookings': 'Back To Bookings',
    'scheduling.ics.description': 'Therapy: {category}',
    'scheduling.ics.title': 'Therapy session with {name}',
    'scheduling.picker.calendar': 'Choose a date',
    'scheduling.picker.checkingNextMonth': "No available slots this month - checking next month's availability",
    'scheduling.picker.dayLabel':
      '{day} — {date}, {count, plural, =0 {no slots available} one {# slot available} other {# slots available}}',
    'scheduling.picker.loadFailed': 'The calendar could not be loaded.',
    'scheduling.picker.loading': 'Loading available times…',
    'scheduling.picker.noCategory': 'Select a therapy category to view available time slots',
    'scheduling.picker.noSlotsDay': 'No times are left on this day. Please pick another day.',
    'scheduling.picker.noSlotsMonth': 'No time slots are available this month.',
    'scheduling.picker.noSlotsWindow': 'No time slots are available in the next two months.',
    'scheduling.picker.pickDay': 'Pick a day to see its times.',
    'scheduling.picker.selected': 'Selected: {date}, {time}',
    'scheduling.picker.slotsFor': 'Available times on {date}',
    'scheduling.picker.timeZone': 'Times are shown in your time zone: {zone}',
    'scheduling.reschedule.alreadyPending': 'A new time for this booking is already awaiting approval.',
    'scheduling.reschedule.approval.client':
      'The session starts within 48 hours, so your therapist must approve the new time. Until then it keeps its current time.',
    'scheduling.reschedule.approval.provider':
      'The session starts within 48 hours, so your client must approve the new time. Until then it keeps its current time.',
    'scheduling.reschedule.attemptsLeft':
      '{n, plural, one {You have # reschedule attempt left.} other {You have # reschedule attempts left.}}',
    'scheduling.reschedule.completed': 'This session has already taken place and can no longer be moved.',
    'scheduling.reschedule.notScheduled': 'This booking has no time yet. Schedule it first.',
    'scheduling.reschedule.review': 'Review the request',
    'scheduling.reschedule.submit': 'Reschedule',
    'scheduling.reschedule.title': 'Reschedule appointment',
    'scheduling.reschedule.toSchedule': 'Schedule',
    'scheduling.reschedule.unpaidFree': 'This booking is not paid yet, so moving it does not use an attempt.',
    'scheduling.rescheduled.pending.client':
      'Request sent, awaiting approval: your therapist must approve the new time. Until then your session keeps its current time.',
    'scheduling.rescheduled.pending.provider':
      'Request sent, awaiting approval: your client must approve the new time. Until then the session keeps its current time.',
    'scheduling.rescheduled.pendingTitle': 'Reschedule request sent',
    'scheduling.rescheduled.proposedTime': 'Proposed time',
    'scheduling.rescheduled.text.client': 'Your session has been moved and your therapist will be notified.',
    'scheduling.rescheduled.text.provider': 'The session has been moved and your client will be notified.',
    'scheduling.rescheduled.title': 'Appointment rescheduled successfully',
    'scheduling.schedule.alreadyScheduled': 'This booking already has a confirmed time. To move it, reschedule it.',
    'scheduling.schedule.clientPicks': 'Your client picks the time for this booking.',
    'scheduling.schedule.title': 'Schedule appointment',
    'scheduling.schedule.toReschedule': 'Reschedule',
    'scheduling.scheduled.text.client': 'Your session is booked and your therapist will be notified.',
    'scheduling.scheduled.text.provider': 'The session is booked and your client will be notified.',
    'scheduling.scheduled.title': 'Appointment scheduled successfully',
    'scheduling.slot.taken': 'This time slot is no longer available. Please choose another.',
  },
  {
    'scheduling.addToCalendar': 'Zum Kalender hinzufügen',
    'scheduling.backToBookings': 'Zurück zu den Buchungen',
    'scheduling.ics.description': 'Therapie: {category}',
    'scheduling.ics.title': 'Therapiesitzung mit {name}',
    'scheduling.picker.calendar': 'Datum wählen',
    'scheduling.picker.checkingNextMonth': 'Keine freien Zeitfenster in diesem Monat – wir prüfen den nächsten Monat',
    'scheduling.picker.dayLabel':
      '{day} — {date}, {count, plural, =0 {keine freien Zeitfenster} one {# freies Zeitfenster} other {# freie Zeitfenster}}',
    'scheduling.picker.loadFailed': 'Der Kalender konnte nicht geladen werden.',
    'scheduling.picker.loading': 'Freie Zeiten werden geladen …',
    'scheduling.picker.noCategory': 'Wählen Sie eine Therapieart, um freie Zeitfenster zu sehen',
    'scheduling.picker.noSlotsDay': 'An diesem Tag ist keine Zeit mehr frei. Bitte wählen Sie einen anderen Tag.',
    'scheduling.picker.noSlotsMonth': 'In diesem Monat sind keine Zeitfenster frei.',
    'scheduling.picker.noSlotsWindow': 'In den nächsten zwei Monaten sind keine Zeitfenster frei.',
    'scheduling.picker.pickDay': 'Wählen Sie einen Tag, um seine Zeiten zu sehen.',
    'scheduling.picker.selected': 'Ausgewählt: {date}, {time}',
    'scheduling.picker.slotsFor': 'Freie Zeiten am {date}',
    'scheduling.picker.timeZone': 'Zeiten in Ihrer Zeitzone: {zone}',
    'scheduling.reschedule.alreadyPending': 'Eine neue Zeit für diese Buchung wartet bereits auf Bestätigung.',
    'scheduling.reschedule.approval.client':
      'Die Sitzung beginnt in weniger als 48 Stunden, daher muss Ihre Therapeut:in die neue Zeit bestätigen. Bis dahin bleibt die bisherige Zeit bestehen.',
    'scheduling.reschedule.approval.provider':
      'Die Sitzung beginnt in weniger als 48 Stunden, daher muss Ihre Klient:in die neue Zeit bestätigen. Bis dahin bleibt die bisherige Zeit bestehen.',
    'scheduling.reschedule.attemptsLeft':
      '{n, plural, one {Ihnen bleibt noch # Verschiebung.} other {Ihnen bleiben noch # Verschiebungen.}}',
    'scheduling.reschedule.completed': 'Diese Sitzung hat bereits stattgefunden und kann nicht mehr verschoben werden.',
    'scheduling.reschedule.notScheduled': 'Diese Buchung hat noch keine Zeit. Planen Sie sie zuerst ein.',
    'scheduling.reschedule.review': 'Anfrage ansehen',
    'scheduling.reschedule.submit': 'Neu planen',
    'scheduling.reschedule.title': 'Termin verschieben',
    'scheduling.reschedule.toSchedule': 'Einplanen',
    'scheduling.reschedule.unpaidFree':
      'Diese Buchung ist noch nicht bezahlt; das Verschieben zählt daher nicht als Versuch.',
    'scheduling.rescheduled.pending.client':
      'Anfrage gesendet, Bestätigung ausstehend: Ihre Therapeut:in muss die neue Zeit bestätigen. Bis dahin bleibt Ihre Sitzung zur bisherigen Zeit.',
    'scheduling.rescheduled.pending.provider':
      'Anfrage gesendet, Bestätigung ausstehend: Ihre Klient:in muss die neue Zeit bestätigen. Bis dahin bleibt die Sitzung zur bisherigen Zeit.',
    'scheduling.rescheduled.pendingTitle': 'Anfrage zum Verschieben gesendet',
    'scheduling.rescheduled.proposedTime': 'Vorgeschlagene Zeit',
    'scheduling.rescheduled.text.client': 'Ihre Sitzung wurde verschoben und Ihre Therapeut:in wird benachrichtigt.',
    'scheduling.rescheduled.text.provider': 'Die Sitzung wurde verschoben und Ihre Klient:in wird benachrichtigt.',
    'scheduling.rescheduled.title': 'Termin erfolgreich verschoben',
    'scheduling.schedule.alreadyScheduled':
      'Diese Buchung hat bereits eine bestätigte Zeit. Um sie zu ändern, verschieben Sie sie.',
    'scheduling.schedule.clientPicks': 'Ihre Klient:in wählt die Zeit für diese Buchung.',
    'scheduling.schedule.title': 'Termin planen',
    'scheduling.schedule.toReschedule': 'Verschieben',
    'scheduling.scheduled.text.client': 'Ihre Sitzung ist gebucht und Ihre Therapeut:in wird benachrichtigt.',
    'scheduling.scheduled.text.provider': 'Die Sitzung ist gebucht und Ihre Klient:in wird benachrichtigt.',
    'scheduling.scheduled.title': 'Termin erfolgreich geplant',
    'scheduling.slot.taken': 'Dieses Zeitfenster ist nicht mehr verfügbar. Bitte wählen Sie ein anderes.',
  },
);
export default messages;

/** An id this feature may show: its own or a common one. */
export type MessageId = IdOf<typeof messages>;
