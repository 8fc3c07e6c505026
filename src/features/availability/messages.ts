import { featureMessages } from '../../lib/i18n/catalog';
import type { IdOf } from '../../lib/i18n/translate';

// What the availability feature shows, in each language (decision 0020).
const messages = featureMessages(
  {
    'availability.category.hintByCategory': 'The hours, dates, booking rules and preview below are for this category.',
    'availability.category.hintGeneral':
      'Your hours apply to every category; the booking rules and the preview below are for this category.',
    'availability.category.label': 'Therapy category',
    'availability.dateModal.cancel': 'Cancel',
    'availability.dateModal.past': 'This date is in the past and cannot be changed.',
    'availability.dateModal.save': 'Save',
    'availability.dateModal.text': 'A date is available or marked unavailable. Saving makes it a specific date.',
    'availability.dateModal.title': 'Availability on {date}',
    'availability.dates.add': 'Add date',
    'availability.dates.addTitle': 'Add a specific date',
    'availability.dates.date': 'Date',
    'availability.dates.dateRequired': 'Choose a date.',
    'availability.dates.dayName': 'this date',
    'availability.dates.empty': 'No specific dates yet.',
    'availability.dates.intro': 'Dates that differ from your weekly hours.',
    'availability.dates.past': 'Choose today or a later date.',
    'availability.dates.remove': 'Remove {date}',
    'availability.dates.title': 'Specific dates',
    'availability.dates.unavailable': 'Unavailable',
    'availability.day.available': 'Available on {day}',
    'availability.day.hidden':
      '{day} is marked unavailable: its {count, plural, one {slot is} other {# slots are}} hidden. Tick it again before saving to bring {count, plural, one {it} other {them}} back.',
    'availability.day.off': 'Not available',
    'availability.interval.add': 'Add a slot',
    'availability.interval.addOn': 'Add a slot on {day}',
    'availability.interval.endNotAfterStart': 'The end must be after the start.',
    'availability.interval.from': 'From',
    'availability.interval.full': 'The last slot ends at midnight.',
    'availability.interval.overlap': 'This slot overlaps another slot.',
    'availability.interval.remove': 'Remove slot {n} on {day}',
    'availability.interval.to': 'To',
    'availability.interval.which': '{day}, slot {n}:',
    'availability.inTheWay.session': '{date}, {time}, with {client}',
    'availability.inTheWay.sessionNoName': '{date}, {time}',
    'availability.inTheWay.text':
      'Nothing was saved: these hours would leave them outside your availability. Keep hours that cover them, or cancel or reschedule them in <link>your appointments</link> first.',
    'availability.inTheWay.title':
      '{count, plural, one {A booked session stands} other {# booked sessions stand}} in the way',
    'availability.intro':
      'Set when clients can book you: your weekly hours, the dates that differ, and your booking rules.',
    'availability.loadFailed': 'This could not be loaded.',
    'availability.month.available': 'available',
    'availability.month.calendar': 'Availability calendar',
    'availability.month.custom': 'custom hours',
    'availability.month.dayLabel': '{day}, {date}: {state}',
    'availability.month.intro': 'Pick a date to mark it unavailable or give it its own hours.',
    'availability.month.legendAvailable': 'Available',
    'availability.month.legendCustom': 'Custom hours',
    'availability.month.legendUnavailable': 'Unavailable',
    'availability.month.nav': 'Months of the availability calendar',
    'availability.month.title': 'Month calendar',
    'availability.month.unavailable': 'unavailable',
    'availability.noCategories':
      'Add a therapy category to your profile first: your calendars and booking rules are per category.',
    'availability.preview.booked': 'Booked',
    'availability.preview.calendar': 'Your slots by day',
    'availability.preview.dayLabel':
      '{day}, {date}: {free, plural, =0 {no free slot} one {# free slot} other {# free slots}}, {booked} booked',
    'availability.preview.intro':
      'Your slots of the next two months for {category}: clients can book the free ones when they schedule a session.',
    'availability.preview.none': 'Nothing to book in the next two months: add hours, or shorten the minimum notice.',
    'availability.preview.notice':
      'Slots that start within {hours, plural, one {# hour} other {# hours}} (your minimum notice) are not offered and not shown.',
    'availability.preview.slotsFor': 'Slots on {date}',
    'availability.preview.summary':
      '{free, plural, =0 {No free slot} one {# free slot} other {# free slots}} and {booked, plural, =0 {none booked} other {# booked}} in the next two months.',
    'availability.preview.title': 'What clients see',
    'availability.preview.zone': 'Times in {zone}',
    'availability.remove.cancel': 'Cancel',
    'availability.remove.confirm': 'Remove',
    'availability.remove.done': 'Specific date removed',
    'availability.remove.gone': 'This date is not in your list of specific dates.',
    'availability.remove.text': '{date} goes back to your weekly hours.',
    'availability.remove.title': 'Remove this specific date?',
    'availability.rules.buffer': 'Break between sessions (minutes)',
    'availability.rules.bufferRange': 'A whole number of minutes from {min} to {max}.',
    'availability.rules.intro':
      'How long a session lasts, the break you keep between sessions, and how early clients must book.',
    'availability.rules.notice': 'Minimum booking notice (hours)',
    'availability.rules.noticeRange': 'A whole number of hours from {min} to {max}.',
    'availability.rules.save': 'Save booking rules',
    'availability.rules.session': 'Session length (minutes)',
    'availability.rules.sessionRange': 'Between {min} and {max} minutes, in steps of {step}.',
    'availability.rules.slots':
      'Clients are offered slots of the session length within your hours, with the break between them.',
    'availability.rules.title': 'Booking rules',
    'availability.saved': 'Data saved successfully',
    'availability.setup.BY_CATEGORY': 'One calendar per therapy category',
    'availability.setup.BY_CATEGORY.hint': 'Each category has its own weekly hours and dates.',
    'availability.setup.GENERAL': 'One calendar for all categories',
    'availability.setup.GENERAL.hint': 'The same hours and dates for every category.',
    'availability.setup.legend': 'How your calendars are organised',
    'availability.setup.save': 'Switch calendar setup',
    'availability.setup.title': 'Calendar setup',
    'availability.setup.toByCategory':
      'Each category gets its own calendar. A category without hours of its own starts from your general weekly hours; specific dates are not copied. Your general calendar is kept for when you switch back.',
    'availability.setup.toGeneral':
      'All categories will share one calendar. If you had a general calendar before, it comes back as it was; otherwise it starts as a copy of the weekly hours and specific dates of your first category, {category}. Each category’s own hours are kept for when you switch back.',
    'availability.time.endOfDay': '{time} (end of day)',
    'availability.week.booked':
      'Your hours must still cover the sessions already booked; new hours apply to new bookings.',
    'availability.week.intro': 'The hours you work each week. Specific dates override them.',
    'availability.week.save': 'Save weekly hours',
    'availability.week.title': 'Weekly hours',
    'availability.zone':
      'All hours are your own wall-clock hours in {zone} ({offset}). Clients see them in their own time zone.',
  },
  {
    'availability.category.hintByCategory':
      'Zeiten, Tage, Buchungsregeln und Vorschau unten gelten für diese Kategorie.',
    'availability.category.hintGeneral':
      'Ihre Zeiten gelten für jede Kategorie; Buchungsregeln und Vorschau unten gelten für diese Kategorie.',
    'availability.category.label': 'Therapiekategorie',
    'availability.dateModal.cancel': 'Abbrechen',
    'availability.dateModal.past': 'Dieser Tag liegt in der Vergangenheit und kann nicht geändert werden.',
    'availability.dateModal.save': 'Speichern',
    'availability.dateModal.text':
      'Ein Tag ist verfügbar oder als nicht verfügbar markiert. Beim Speichern wird er zu einem besonderen Tag.',
    'availability.dateModal.title': 'Verfügbarkeit am {date}',
    'availability.dates.add': 'Tag hinzufügen',
    'availability.dates.addTitle': 'Besonderen Tag hinzufügen',
    'availability.dates.date': 'Datum',
    'availability.dates.dateRequired': 'Wählen Sie ein Datum.',
    'availability.dates.dayName': 'Dieser Tag',
    'availability.dates.empty': 'Noch keine besonderen Tage.',
    'availability.dates.intro': 'Tage, die von Ihren Wochenzeiten abweichen.',
    'availability.dates.past': 'Wählen Sie heute oder einen späteren Tag.',
    'availability.dates.remove': '{date} entfernen',
    'availability.dates.title': 'Besondere Tage',
    'availability.dates.unavailable': 'Nicht verfügbar',
    'availability.day.available': 'Verfügbar: {day}',
    'availability.day.hidden':
      '{day} ist als nicht verfügbar markiert: {count, plural, one {sein Zeitfenster ist} other {seine # Zeitfenster sind}} ausgeblendet. Setzen Sie den Haken vor dem Speichern wieder, um {count, plural, one {es} other {sie}} zurückzuholen.',
    'availability.day.off': 'Nicht verfügbar',
    'availability.interval.add': 'Zeitfenster hinzufügen',
    'availability.interval.addOn': 'Zeitfenster hinzufügen: {day}',
    'availability.interval.endNotAfterStart': 'Das Ende muss nach dem Beginn liegen.',
    'availability.interval.from': 'Von',
    'availability.interval.full': 'Das letzte Zeitfenster endet um Mitternacht.',
    'availability.interval.overlap': 'Dieses Zeitfenster überschneidet sich mit einem anderen.',
    'availability.interval.remove': 'Zeitfenster {n} entfernen ({day})',
    'availability.interval.to': 'Bis',
    'availability.interval.which': '{day}, Zeitfenster {n}:',
    'availability.inTheWay.session': '{date}, {time}, mit {client}',
    'availability.inTheWay.sessionNoName': '{date}, {time}',
    'availability.inTheWay.text':
      'Es wurde nichts gespeichert: Mit diesen Zeiten lägen sie außerhalb Ihrer Verfügbarkeit. Behalten Sie Zeiten, die sie abdecken, oder sagen Sie sie zuerst unter <link>Ihren Terminen</link> ab oder verschieben Sie sie.',
    'availability.inTheWay.title':
      '{count, plural, one {Eine gebuchte Sitzung steht} other {# gebuchte Sitzungen stehen}} im Weg',
    'availability.intro':
      'Legen Sie fest, wann Klienten Sie buchen können: Ihre Wochenzeiten, abweichende Tage und Ihre Buchungsregeln.',
    'availability.loadFailed': 'Das konnte nicht geladen werden.',
    'availability.month.available': 'verfügbar',
    'availability.month.calendar': 'Verfügbarkeitskalender',
    'availability.month.custom': 'eigene Zeiten',
    'availability.month.dayLabel': '{day}, {date}: {state}',
    'availability.month.intro':
      'Wählen Sie einen Tag, um ihn als nicht verfügbar zu markieren oder ihm eigene Zeiten zu geben.',
    'availability.month.legendAvailable': 'Verfügbar',
    'availability.month.legendCustom': 'Eigene Zeiten',
    'availability.month.legendUnavailable': 'Nicht verfügbar',
    'availability.month.nav': 'Monate des Verfügbarkeitskalenders',
    'availability.month.title': 'Monatskalender',
    'availability.month.unavailable': 'nicht verfügbar',
    'availability.noCategories':
      'Fügen Sie Ihrem Profil zuerst eine Therapiekategorie hinzu: Kalender und Buchungsregeln gelten je Kategorie.',
    'availability.preview.booked': 'Gebucht',
    'availability.preview.calendar': 'Ihre Zeitfenster nach Tag',
    'availability.preview.dayLabel':
      '{day}, {date}: {free, plural, =0 {kein freies Zeitfenster} one {# freies Zeitfenster} other {# freie Zeitfenster}}, {booked} gebucht',
    'availability.preview.intro':
      'Ihre Zeitfenster der nächsten zwei Monate für {category}: Die freien können Klienten beim Planen einer Sitzung buchen.',
    'availability.preview.none':
      'In den nächsten zwei Monaten ist nichts buchbar: Fügen Sie Zeiten hinzu oder verkürzen Sie die Mindestvorlaufzeit.',
    'availability.preview.notice':
      'Zeitfenster, die in weniger als {hours, plural, one {# Stunde} other {# Stunden}} beginnen (Ihre Mindestvorlaufzeit), werden weder angeboten noch gezeigt.',
    'availability.preview.slotsFor': 'Zeitfenster am {date}',
    'availability.preview.summary':
      '{free, plural, =0 {Kein freies Zeitfenster} one {# freies Zeitfenster} other {# freie Zeitfenster}} und {booked, plural, =0 {keines gebucht} other {# gebucht}} in den nächsten zwei Monaten.',
    'availability.preview.title': 'Was Klienten sehen',
    'availability.preview.zone': 'Zeiten in {zone}',
    'availability.remove.cancel': 'Abbrechen',
    'availability.remove.confirm': 'Entfernen',
    'availability.remove.done': 'Besonderer Tag entfernt',
    'availability.remove.gone': 'Dieser Tag steht nicht in Ihrer Liste besonderer Tage.',
    'availability.remove.text': 'Für den {date} gelten wieder Ihre Wochenzeiten.',
    'availability.remove.title': 'Diesen besonderen Tag entfernen?',
    'availability.rules.buffer': 'Pause zwischen Sitzungen (Minuten)',
    'availability.rules.bufferRange': 'Eine ganze Zahl von {min} bis {max} Minuten.',
    'availability.rules.intro':
      'Wie lange eine Sitzung dauert, welche Pause Sie zwischen Sitzungen lassen und wie früh Klienten buchen müssen.',
    'availability.rules.notice': 'Mindestvorlauf für Buchungen (Stunden)',
    'availability.rules.noticeRange': 'Eine ganze Zahl von {min} bis {max} Stunden.',
    'availability.rules.save': 'Buchungsregeln speichern',
    'availability.rules.session': 'Sitzungsdauer (Minuten)',
    'availability.rules.sessionRange': 'Zwischen {min} und {max} Minuten, in Schritten von {step}.',
    'availability.rules.slots':
      'Klienten werden innerhalb Ihrer Zeiten Termine in der Sitzungsdauer angeboten, mit der Pause dazwischen.',
    'availability.rules.title': 'Buchungsregeln',
    'availability.saved': 'Daten erfolgreich gespeichert',
    'availability.setup.BY_CATEGORY': 'Ein Kalender je Therapiekategorie',
    'availability.setup.BY_CATEGORY.hint': 'Jede Kategorie hat eigene Wochenzeiten und Tage.',
    'availability.setup.GENERAL': 'Ein Kalender für alle Kategorien',
    'availability.setup.GENERAL.hint': 'Dieselben Zeiten und Tage für jede Kategorie.',
    'availability.setup.legend': 'Wie Ihre Kalender aufgebaut sind',
    'availability.setup.save': 'Kalender-Einrichtung wechseln',
    'availability.setup.title': 'Kalender-Einrichtung',
    'availability.setup.toByCategory':
      'Jede Kategorie erhält einen eigenen Kalender. Eine Kategorie ohne eigene Zeiten beginnt mit Ihren allgemeinen Wochenzeiten; besondere Tage werden nicht übernommen. Ihr allgemeiner Kalender bleibt erhalten, falls Sie zurückwechseln.',
    'availability.setup.toGeneral':
      'Alle Kategorien teilen sich dann einen Kalender. Hatten Sie schon einen allgemeinen Kalender, kommt er unverändert zurück; sonst beginnt er als Kopie der Wochenzeiten und besonderen Tage Ihrer ersten Kategorie, {category}. Die Zeiten jeder Kategorie bleiben erhalten, falls Sie zurückwechseln.',
    'availability.time.endOfDay': '{time} (Tagesende)',
    'availability.week.booked':
      'Ihre Zeiten müssen die schon gebuchten Sitzungen weiter abdecken; neue Zeiten gelten für neue Buchungen.',
    'availability.week.intro': 'Die Zeiten, zu denen Sie jede Woche arbeiten. Besondere Tage gehen vor.',
    'availability.week.save': 'Wochenzeiten speichern',
    'availability.week.title': 'Wochenzeiten',
    'availability.zone':
      'Alle Zeiten sind Ihre eigenen Uhrzeiten in {zone} ({offset}). Klienten sehen sie in ihrer eigenen Zeitzone.',
  },
);
export default messages;

/** An id this feature may show: its own or a common one. */
export type MessageId = IdOf<typeof messages>;
