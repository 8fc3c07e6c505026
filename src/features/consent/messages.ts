import { featureMessages } from '../../lib/i18n/catalog';
import type { IdOf } from '../../lib/i18n/translate';

// What the consent feature shows, in each language (decision 0020).
const messages = featureMessages(
  {
    'consent.acceptAll': 'Accept All',
    'consent.advertising': 'Advertising',
    'consent.advertisingHint': 'Measure our advertising and show you relevant ads elsewhere.',
    'consent.alwaysOn': 'Always on',
    'consent.analytics': 'Analytics',
    'consent.analyticsHint': 'Help us understand how the site is used, so that we can improve it.',
    'consent.close': 'Close',
    'consent.contact.footerLink': 'Contact',
    'consent.customize': 'Customize',
    'consent.essential': 'Essential',
    'consent.essentialHint': 'Keep you signed in and remember your language and country.',
    'consent.footerLink': 'Cookie settings',
    'consent.panelIntro':
      'Choose which cookies we may use. You can change this at any time with "Cookie settings" at the bottom of every page.',
    'consent.panelTitle': 'Cookie settings',
    'consent.personalization': 'Personalization',
    'consent.personalizationHint': 'Remember your preferences to tailor what you see.',
    'consent.privacyLink': 'Read our privacy policy',
    'consent.rejectAll': 'Reject All',
    'consent.save': 'Save Preferences',
    'consent.text':
      'We use essential cookies to run this site. With your consent we also use cookies for analytics, personalization and advertising.',
    'consent.title': 'Cookies on Therapy Booking',
  },
  {
    'consent.acceptAll': 'Alle akzeptieren',
    'consent.advertising': 'Werbung',
    'consent.advertisingHint': 'Messen unsere Werbung und zeigen Ihnen anderswo passende Anzeigen.',
    'consent.alwaysOn': 'Immer aktiv',
    'consent.analytics': 'Analyse',
    'consent.analyticsHint': 'Helfen uns zu verstehen, wie die Website genutzt wird, damit wir sie verbessern können.',
    'consent.close': 'Schließen',
    'consent.contact.footerLink': 'Kontakt',
    'consent.customize': 'Anpassen',
    'consent.essential': 'Notwendig',
    'consent.essentialHint': 'Halten Sie angemeldet und merken sich Ihre Sprache und Ihr Land.',
    'consent.footerLink': 'Cookie-Einstellungen',
    'consent.panelIntro':
      'Wählen Sie, welche Cookies wir verwenden dürfen. Sie können das jederzeit über „Cookie-Einstellungen“ unten auf jeder Seite ändern.',
    'consent.panelTitle': 'Cookie-Einstellungen',
    'consent.personalization': 'Personalisierung',
    'consent.personalizationHint': 'Merken sich Ihre Vorlieben, um Inhalte auf Sie abzustimmen.',
    'consent.privacyLink': 'Unsere Datenschutzerklärung lesen',
    'consent.rejectAll': 'Alle ablehnen',
    'consent.save': 'Einstellungen speichern',
    'consent.text':
      'Wir verwenden notwendige Cookies, damit diese Website funktioniert. Mit Ihrer Zustimmung nutzen wir auch Cookies für Analyse, Personalisierung und Werbung.',
    'consent.title': 'Cookies bei Therapy Booking',
  },
);
export default messages;

/** An id this feature may show: its own or a common one. */
export type MessageId = IdOf<typeof messages>;
