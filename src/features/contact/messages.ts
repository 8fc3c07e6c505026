import { featureMessages } from '../../lib/i18n/catalog';
import type { IdOf } from '../../lib/i18n/translate';

// The contact form's texts (`/contact/`).
const messages = featureMessages(
  {
    'contact.title': 'Contact us',
    'contact.intro':
      'Questions about therapy, a booking or your account? Send us a message and we will answer by e-mail.',
    'contact.email': 'Email address',
    'contact.firstName': 'First name',
    'contact.lastName': 'Last name',
    'contact.phone': 'Phone number',
    'contact.phoneHint': 'Digits and ( ) + - only, 10 to 32 characters.',
    'contact.message': 'Message',
    'contact.messageHint': '{min} to {max} characters; {count} so far.',
    'contact.honeypot': 'Leave this field empty',
    'contact.submit': 'Send message',
    'contact.sent.title': 'Message sent',
    'contact.sendAnother': 'Send another message',
    'contact.firstNameRequired': 'First name is required',
    'contact.lastNameRequired': 'Last name is required',
    'contact.messageRequired': 'Message is required',
    'contact.messageMin': 'Message must be at least {min} characters',
    'contact.messageMax': 'Message must be at most {max, number} characters',
    'contact.phoneFormat': 'Phone number must be 10 to 32 characters: digits and ( ) + - only',
  },
  {
    'contact.title': 'Kontakt',
    'contact.intro':
      'Fragen zur Therapie, zu einer Buchung oder zu Ihrem Konto? Schreiben Sie uns, wir antworten per E-Mail.',
    'contact.email': 'E-Mail-Adresse',
    'contact.firstName': 'Vorname',
    'contact.lastName': 'Nachname',
    'contact.phone': 'Telefonnummer',
    'contact.phoneHint': 'Nur Ziffern und ( ) + -, 10 bis 32 Zeichen.',
    'contact.message': 'Nachricht',
    'contact.messageHint': '{min} bis {max} Zeichen; bisher {count}.',
    'contact.honeypot': 'Dieses Feld leer lassen',
    'contact.submit': 'Nachricht senden',
    'contact.sent.title': 'Nachricht gesendet',
    'contact.sendAnother': 'Weitere Nachricht senden',
    'contact.firstNameRequired': 'Vorname ist erforderlich',
    'contact.lastNameRequired': 'Nachname ist erforderlich',
    'contact.messageRequired': 'Nachricht ist erforderlich',
    'contact.messageMin': 'Die Nachricht muss mindestens {min} Zeichen lang sein',
    'contact.messageMax': 'Die Nachricht darf höchstens {max, number} Zeichen lang sein',
    'contact.phoneFormat': 'Die Telefonnummer muss 10 bis 32 Zeichen haben: nur Ziffern und ( ) + -',
  },
);
export default messages;

/** An id this feature may show: its own or a common one. */
export type MessageId = IdOf<typeof messages>;
