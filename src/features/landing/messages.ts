import { featureMessages } from '../../lib/i18n/catalog';
import type { IdOf } from '../../lib/i18n/translate';

// What the landing feature shows, in each language (decision 0020).
const messages = featureMessages(
  {
    'landing.audience.title': 'Made for both sides of the session',
    'landing.clients.point1': 'Book, reschedule or cancel in a few taps',
    'landing.clients.point2': 'A wallet for top-ups and instant refunds',
    'landing.clients.point3': 'Private messages with your therapist',
    'landing.clients.point4': 'Reviews that help others find the right fit',
    'landing.clients.title': 'For clients',
    'landing.cta.button': 'Sign in',
    'landing.cta.text': 'Sign in to see your sessions, or to book your first one.',
    'landing.cta.title': 'Ready when you are',
    'landing.hero.card.initials': 'AO',
    'landing.hero.card.mode': 'Online session',
    'landing.hero.card.status': 'Confirmed',
    'landing.hero.card.therapist': 'Dr. Amaka Okafor',
    'landing.hero.card.title': 'Your next session',
    'landing.hero.card.when': 'Tuesday · 10:00 AM – 11:00 AM',
    'landing.hero.cta': 'Sign in to book',
    'landing.hero.ctaSignedIn': 'Go to your overview',
    'landing.hero.eyebrow': 'Online or in person · English and German',
    'landing.hero.heading': 'Find the right therapist and book your session in minutes',
    'landing.hero.point1': 'Verified profiles and qualifications',
    'landing.hero.point2': 'Pay by card or from your wallet',
    'landing.hero.point3': 'Refunds straight to your wallet',
    'landing.hero.secondary': 'How it works',
    'landing.hero.text':
      'Verified therapists, clear fees and real availability. Book online or in-person sessions, reschedule when life happens, and keep everything in one calm place.',
    'landing.how.step1.text':
      'Compare therapists by therapy, specialty, language and whether they meet online or in person.',
    'landing.how.step1.title': 'Find your therapist',
    'landing.how.step2.text': 'See real availability up to two months ahead, add a note for your therapist and book.',
    'landing.how.step2.title': 'Pick a time that suits you',
    'landing.how.step3.text':
      'Message your therapist, reschedule if plans change and leave a review after your session.',
    'landing.how.step3.title': 'Meet, then keep going',
    'landing.how.title': 'How it works',
    'landing.providers.point1': 'Publish your availability by category or in general',
    'landing.providers.point2': 'Accept, reschedule or decline appointments',
    'landing.providers.point3': 'Keep session notes next to each appointment',
    'landing.providers.point4': 'A verified profile with your qualifications and fees',
    'landing.providers.title': 'For therapists',
    'landing.shell.joinAsTherapist': 'Join as a therapist',
    'landing.title': 'Find a therapist and book a session',
  },
  {
    'landing.audience.title': 'Für beide Seiten der Sitzung gemacht',
    'landing.clients.point1': 'Buchen, verschieben oder absagen mit wenigen Klicks',
    'landing.clients.point2': 'Ein Guthaben zum Aufladen und für sofortige Erstattungen',
    'landing.clients.point3': 'Private Nachrichten mit Ihrer Therapeut:in',
    'landing.clients.point4': 'Bewertungen, die anderen bei der Wahl helfen',
    'landing.clients.title': 'Für Klient:innen',
    'landing.cta.button': 'Anmelden',
    'landing.cta.text': 'Melden Sie sich an, um Ihre Sitzungen zu sehen oder Ihre erste zu buchen.',
    'landing.cta.title': 'Bereit, wenn Sie es sind',
    'landing.hero.card.initials': 'AO',
    'landing.hero.card.mode': 'Online-Sitzung',
    'landing.hero.card.status': 'Bestätigt',
    'landing.hero.card.therapist': 'Dr. Amaka Okafor',
    'landing.hero.card.title': 'Ihre nächste Sitzung',
    'landing.hero.card.when': 'Dienstag · 10:00 – 11:00 Uhr',
    'landing.hero.cta': 'Zum Buchen anmelden',
    'landing.hero.ctaSignedIn': 'Zu Ihrer Übersicht',
    'landing.hero.eyebrow': 'Online oder vor Ort · Deutsch und Englisch',
    'landing.hero.heading': 'Finden Sie die passende Therapie und buchen Sie Ihre Sitzung in wenigen Minuten',
    'landing.hero.point1': 'Geprüfte Profile und Qualifikationen',
    'landing.hero.point2': 'Bezahlen per Karte oder aus Ihrem Guthaben',
    'landing.hero.point3': 'Erstattungen direkt auf Ihr Guthaben',
    'landing.hero.secondary': 'So funktioniert es',
    'landing.hero.text':
      'Geprüfte Therapeut:innen, klare Preise und echte Verfügbarkeit. Buchen Sie Sitzungen online oder vor Ort, verschieben Sie sie, wenn das Leben dazwischenkommt, und behalten Sie alles an einem ruhigen Ort im Blick.',
    'landing.how.step1.text':
      'Vergleichen Sie nach Therapieform, Schwerpunkt, Sprache und danach, ob online oder vor Ort.',
    'landing.how.step1.title': 'Finden Sie Ihre Therapeut:in',
    'landing.how.step2.text':
      'Sehen Sie die echte Verfügbarkeit bis zu zwei Monate im Voraus, fügen Sie eine Notiz hinzu und buchen Sie.',
    'landing.how.step2.title': 'Wählen Sie einen passenden Termin',
    'landing.how.step3.text':
      'Schreiben Sie Ihrer Therapeut:in, verschieben Sie bei Bedarf und bewerten Sie die Sitzung danach.',
    'landing.how.step3.title': 'Treffen und dranbleiben',
    'landing.how.title': 'So funktioniert es',
    'landing.providers.point1': 'Verfügbarkeit nach Kategorie oder allgemein veröffentlichen',
    'landing.providers.point2': 'Termine annehmen, verschieben oder ablehnen',
    'landing.providers.point3': 'Sitzungsnotizen direkt beim Termin führen',
    'landing.providers.point4': 'Ein geprüftes Profil mit Qualifikationen und Honoraren',
    'landing.providers.title': 'Für Therapeut:innen',
    'landing.shell.joinAsTherapist': 'Als Therapeut:in registrieren',
    'landing.title': 'Therapeut:in finden und Sitzung buchen',
  },
);
export default messages;

/** An id this feature may show: its own or a common one. */
export type MessageId = IdOf<typeof messages>;
