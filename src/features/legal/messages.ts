import { featureMessages } from '../../lib/i18n/catalog';
import type { IdOf } from '../../lib/i18n/translate';

// What the legal feature shows, in each language (decision 0020).
const messages = featureMessages(
  {
    'legal.accounts.terms.p1':
      'These terms govern your use of the marketplace that connects clients with therapists for online and in-person sessions.',
    'legal.accounts.terms.p2':
      'You must give accurate details when you create an account and keep your password to yourself. You are responsible for what happens under your account.',
    'legal.accounts.terms.p3':
      'Therapists are independent professionals. They are responsible for the care they give; we check their qualifications before their profile is listed.',
    'legal.accounts.terms.p4':
      'Sessions are paid when they are booked. Cancellations and reschedules follow the cancellation policies.',
    'legal.accounts.terms.p5':
      'You can delete your account at any time in your account settings. How we handle your data is described in the privacy policy.',
    'legal.accounts.terms.title': 'Terms of use',
    'legal.accounts.terms.updated': 'Last updated: November 2026',
    'legal.privacy.changes.text':
      'When we change this policy we update the date above, and for important changes we tell you by email or in the app before they take effect.',
    'legal.privacy.changes.title': 'Changes to this policy',
    'legal.privacy.collect.account':
      'Account data: your email address, password (stored only as a secure hash), name, user name, country, state, time zone and, if you choose to give them, your date of birth, gender, religion, ethnicity and emergency contact.',
    'legal.privacy.collect.bookings':
      'Session data: bookings, reschedules, cancellations, notes you add to a booking, reviews, messages between you and the other party, and session notes a therapist uploads.',
    'legal.privacy.collect.payments':
      'Payment data: wallet balance, top-ups and refunds. Card payments are handled by our payment provider; we never see or store your full card number.',
    'legal.privacy.collect.provider':
      'Therapist data: your professional profile, qualifications, licence and insurance documents, work history, fees, availability and bank details for payouts.',
    'legal.privacy.collect.technical':
      'Technical data: your language, locale and country settings, the device and browser you use, and logs that help us keep the service secure and working.',
    'legal.privacy.collect.title': 'What we collect',
    'legal.privacy.contact.text':
      'Questions about this policy or your data? Write to privacy@therapy-booking.example and we will reply within 30 days.',
    'legal.privacy.contact.title': 'Contact',
    'legal.privacy.cookies.text':
      'Essential cookies keep you signed in and remember your language, locale and country; they are always on. Analytics, personalisation and advertising cookies are used only if you accept them in the cookie banner, and you can change your choice at any time. Your choice is stored for 365 days.',
    'legal.privacy.cookies.title': 'Cookies',
    'legal.privacy.health.text':
      'Booking therapy can reveal information about your health. We treat everything connected to your sessions as sensitive: it is visible only to you, the therapist you booked and the few staff who need it to support you, it is encrypted in transit and at rest, and it is never used for advertising.',
    'legal.privacy.health.title': 'Sensitive information',
    'legal.privacy.intro':
      'Your privacy matters to us, especially because therapy is personal. This policy explains what we collect when you use Therapy Booking, why we collect it, who we share it with and the choices you have.',
    'legal.privacy.retention.text':
      'We keep your account data while your account is open. When you delete your account we remove or anonymise your data within 30 days, except records we must keep by law, such as payment records, which we keep for the period the law requires.',
    'legal.privacy.retention.title': 'How long we keep it',
    'legal.privacy.rights.text':
      'You can access, correct, export or delete your data, object to or restrict certain uses, and withdraw consent at any time. Most of this is possible in your account settings; for anything else, contact us. You also have the right to complain to your data protection authority.',
    'legal.privacy.rights.title': 'Your rights',
    'legal.privacy.security.text':
      'We protect your data with encryption, access controls and regular reviews. Payments run over 256-bit SSL encrypted connections. No system is perfectly secure, so please keep your password to yourself and sign out on shared devices.',
    'legal.privacy.security.title': 'Security',
    'legal.privacy.share.text':
      'We share your booking details and messages with the therapist you book (or, for therapists, with the client who books you), with our payment provider to process payments, and with hosting and email providers who work for us under strict contracts. We do not sell your personal data.',
    'legal.privacy.share.title': 'Who we share it with',
    'legal.privacy.title': 'Privacy policy',
    'legal.privacy.updated': 'Last updated: {date}',
    'legal.privacy.use.text':
      'We use your data to run your account, show therapists and their availability, make and manage bookings, process payments and refunds, let you message the other party, keep the service secure, meet our legal duties and, only with your consent, to measure and improve the product and to personalise what you see. The legal bases are the contract with you, your consent, our legitimate interest in a safe and working service, and legal obligations.',
    'legal.privacy.use.title': 'Why we use it',
    'legal.privacy.who.text':
      'Therapy Booking is a marketplace that connects clients with independent therapists ("providers") for online and in-person sessions. We are the controller of the account and booking data described here. Each therapist is responsible for the clinical records they keep about their clients.',
    'legal.privacy.who.title': 'Who we are',
  },
  {
    'legal.accounts.terms.p1':
      'Diese Bedingungen regeln die Nutzung des Marktplatzes, der Klient:innen mit Therapeut:innen für Sitzungen online und vor Ort verbindet.',
    'legal.accounts.terms.p2':
      'Bei der Registrierung müssen Sie zutreffende Angaben machen und Ihr Passwort für sich behalten. Sie sind für alles verantwortlich, was unter Ihrem Konto geschieht.',
    'legal.accounts.terms.p3':
      'Therapeut:innen sind unabhängige Fachleute und für ihre Behandlung verantwortlich; wir prüfen ihre Qualifikationen, bevor ihr Profil erscheint.',
    'legal.accounts.terms.p4':
      'Sitzungen werden bei der Buchung bezahlt. Absagen und Verschiebungen richten sich nach den Stornierungsbedingungen.',
    'legal.accounts.terms.p5':
      'Sie können Ihr Konto jederzeit in den Kontoeinstellungen löschen. Wie wir mit Ihren Daten umgehen, steht in der Datenschutzerklärung.',
    'legal.accounts.terms.title': 'Nutzungsbedingungen',
    'legal.accounts.terms.updated': 'Stand: November 2026',
    'legal.privacy.changes.text':
      'Wenn wir diese Erklärung ändern, aktualisieren wir das Datum oben; über wichtige Änderungen informieren wir Sie vorab per E-Mail oder in der App.',
    'legal.privacy.changes.title': 'Änderungen dieser Erklärung',
    'legal.privacy.collect.account':
      'Kontodaten: Ihre E-Mail-Adresse, Ihr Passwort (nur als sicherer Hash gespeichert), Name, Benutzername, Land, Bundesstaat, Zeitzone und, wenn Sie diese angeben möchten, Geburtsdatum, Geschlecht, Religion, ethnische Zugehörigkeit und Notfallkontakt.',
    'legal.privacy.collect.bookings':
      'Sitzungsdaten: Buchungen, Verschiebungen, Absagen, Notizen zu einer Buchung, Bewertungen, Nachrichten zwischen Ihnen und der anderen Seite sowie Sitzungsnotizen, die eine Therapeut:in hochlädt.',
    'legal.privacy.collect.payments':
      'Zahlungsdaten: Guthaben, Aufladungen und Erstattungen. Kartenzahlungen wickelt unser Zahlungsdienstleister ab; wir sehen und speichern Ihre vollständige Kartennummer nie.',
    'legal.privacy.collect.provider':
      'Daten von Therapeut:innen: Ihr berufliches Profil, Qualifikationen, Zulassungs- und Versicherungsnachweise, beruflicher Werdegang, Honorare, Verfügbarkeit und Bankdaten für Auszahlungen.',
    'legal.privacy.collect.technical':
      'Technische Daten: Ihre Sprach-, Regions- und Ländereinstellungen, das verwendete Gerät und der Browser sowie Protokolle, die den Dienst sicher und funktionsfähig halten.',
    'legal.privacy.collect.title': 'Welche Daten wir erheben',
    'legal.privacy.contact.text':
      'Fragen zu dieser Erklärung oder zu Ihren Daten? Schreiben Sie an privacy@therapy-booking.example; wir antworten innerhalb von 30 Tagen.',
    'legal.privacy.contact.title': 'Kontakt',
    'legal.privacy.cookies.text':
      'Notwendige Cookies halten Sie angemeldet und merken sich Sprache, Region und Land; sie sind immer aktiv. Cookies für Analyse, Personalisierung und Werbung setzen wir nur, wenn Sie im Cookie-Banner zustimmen; Ihre Wahl können Sie jederzeit ändern. Sie wird 365 Tage gespeichert.',
    'legal.privacy.cookies.title': 'Cookies',
    'legal.privacy.health.text':
      'Eine Therapiebuchung kann Rückschlüsse auf Ihre Gesundheit zulassen. Alles, was mit Ihren Sitzungen zusammenhängt, behandeln wir als sensibel: Es ist nur für Sie, die gebuchte Therapeut:in und die wenigen Mitarbeitenden sichtbar, die es für Ihre Unterstützung brauchen, es wird bei der Übertragung und Speicherung verschlüsselt und nie für Werbung verwendet.',
    'legal.privacy.health.title': 'Sensible Informationen',
    'legal.privacy.intro':
      'Ihre Privatsphäre ist uns wichtig, gerade weil Therapie etwas Persönliches ist. Diese Erklärung beschreibt, welche Daten wir bei der Nutzung von Therapy Booking erheben, warum wir das tun, an wen wir sie weitergeben und welche Wahlmöglichkeiten Sie haben.',
    'legal.privacy.retention.text':
      'Wir speichern Ihre Kontodaten, solange Ihr Konto besteht. Wenn Sie Ihr Konto löschen, entfernen oder anonymisieren wir Ihre Daten innerhalb von 30 Tagen, ausgenommen Aufzeichnungen, die wir gesetzlich aufbewahren müssen, etwa Zahlungsbelege, für die gesetzlich vorgeschriebene Dauer.',
    'legal.privacy.retention.title': 'Wie lange wir sie speichern',
    'legal.privacy.rights.text':
      'Sie können Ihre Daten einsehen, berichtigen, exportieren oder löschen lassen, bestimmten Verwendungen widersprechen oder sie einschränken und Einwilligungen jederzeit widerrufen. Das meiste davon geht direkt in Ihren Kontoeinstellungen; für alles andere schreiben Sie uns. Außerdem können Sie sich bei Ihrer Datenschutzaufsichtsbehörde beschweren.',
    'legal.privacy.rights.title': 'Ihre Rechte',
    'legal.privacy.security.text':
      'Wir schützen Ihre Daten mit Verschlüsselung, Zugriffskontrollen und regelmäßigen Prüfungen. Zahlungen laufen über 256-Bit-SSL-verschlüsselte Verbindungen. Kein System ist vollkommen sicher; behalten Sie Ihr Passwort deshalb für sich und melden Sie sich auf geteilten Geräten ab.',
    'legal.privacy.security.title': 'Sicherheit',
    'legal.privacy.share.text':
      'Wir geben Ihre Buchungsdaten und Nachrichten an die gebuchte Therapeut:in weiter (bzw. bei Therapeut:innen an die buchende Person), an unseren Zahlungsdienstleister zur Zahlungsabwicklung sowie an Hosting- und E-Mail-Dienstleister, die unter strengen Verträgen für uns arbeiten. Wir verkaufen Ihre personenbezogenen Daten nicht.',
    'legal.privacy.share.title': 'An wen wir Daten weitergeben',
    'legal.privacy.title': 'Datenschutzerklärung',
    'legal.privacy.updated': 'Stand: {date}',
    'legal.privacy.use.text':
      'Wir verwenden Ihre Daten, um Ihr Konto zu führen, Therapeut:innen und ihre Verfügbarkeit anzuzeigen, Buchungen anzulegen und zu verwalten, Zahlungen und Erstattungen abzuwickeln, Nachrichten an die andere Seite zu ermöglichen, den Dienst abzusichern, gesetzliche Pflichten zu erfüllen und, nur mit Ihrer Einwilligung, das Produkt zu messen und zu verbessern und Inhalte zu personalisieren. Rechtsgrundlagen sind der Vertrag mit Ihnen, Ihre Einwilligung, unser berechtigtes Interesse an einem sicheren und funktionierenden Dienst sowie gesetzliche Pflichten.',
    'legal.privacy.use.title': 'Wofür wir sie verwenden',
    'legal.privacy.who.text':
      'Therapy Booking ist ein Marktplatz, der Klient:innen mit unabhängigen Therapeut:innen („Anbieter“) für Sitzungen online und vor Ort zusammenbringt. Für die hier beschriebenen Konto- und Buchungsdaten sind wir verantwortlich. Für die klinischen Aufzeichnungen über ihre Klient:innen ist jede Therapeut:in selbst verantwortlich.',
    'legal.privacy.who.title': 'Wer wir sind',
  },
);
export default messages;

/** An id this feature may show: its own or a common one. */
export type MessageId = IdOf<typeof messages>;
