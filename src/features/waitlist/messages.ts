import { featureMessages } from '../../lib/i18n/catalog';
import type { IdOf } from '../../lib/i18n/translate';

// What the waitlist feature shows, in each language (decision 0020).
const messages = featureMessages(
  {
    'waitlist.hint': 'Only times before this session count. You get an e-mail and see it on your overview.',
    'waitlist.join': 'Tell me if an earlier time frees up',
    'waitlist.joined': 'You are on the waitlist for an earlier time.',
    'waitlist.leave': 'Leave the waitlist',
    'waitlist.left': 'You left the waitlist.',
    'waitlist.moved': 'Your session was moved to {time}.',
    'waitlist.offer': 'An earlier time is free: {time}',
    'waitlist.offerSession': 'Your {therapy} session with {name} is now on {time}.',
    'waitlist.requested': 'The session starts within 48 hours, so your therapist must approve the new time.',
    'waitlist.take': 'Move my session to this time',
    'waitlist.taken': 'Someone has just booked that time. Your session keeps its time.',
    'waitlist.until': 'Earlier time up to',
    'waitlist.until.afterSession': 'Choose a day up to the day of this session.',
    'waitlist.until.past': 'Choose today or a later day.',
    'waitlist.until.required': 'Choose a day.',
    'waitlist.waiting': 'On the waitlist for an earlier time, up to {date}.',
  },
  {
    'waitlist.hint':
      'Nur Termine vor dieser Sitzung zählen. Sie erhalten eine E-Mail und sehen ihn in Ihrer Übersicht.',
    'waitlist.join': 'Sagen Sie mir Bescheid, wenn ein früherer Termin frei wird',
    'waitlist.joined': 'Sie stehen auf der Warteliste für einen früheren Termin.',
    'waitlist.leave': 'Warteliste verlassen',
    'waitlist.left': 'Sie haben die Warteliste verlassen.',
    'waitlist.moved': 'Ihre Sitzung wurde auf {time} verschoben.',
    'waitlist.offer': 'Ein früherer Termin ist frei: {time}',
    'waitlist.offerSession': 'Ihre Sitzung ({therapy}) mit {name} ist derzeit am {time}.',
    'waitlist.requested':
      'Die Sitzung beginnt innerhalb von 48 Stunden, daher muss Ihre Therapeut:in dem neuen Termin zustimmen.',
    'waitlist.take': 'Meine Sitzung auf diesen Termin verschieben',
    'waitlist.taken': 'Dieser Termin wurde gerade vergeben. Ihre Sitzung behält ihren Termin.',
    'waitlist.until': 'Früherer Termin bis',
    'waitlist.until.afterSession': 'Wählen Sie einen Tag bis zum Tag dieser Sitzung.',
    'waitlist.until.past': 'Wählen Sie heute oder einen späteren Tag.',
    'waitlist.until.required': 'Wählen Sie einen Tag.',
    'waitlist.waiting': 'Auf der Warteliste für einen früheren Termin, bis {date}.',
  },
);
export default messages;

/** An id this feature may show: its own or a common one. */
export type MessageId = IdOf<typeof messages>;
