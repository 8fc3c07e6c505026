import { catalog } from '../catalog';

// The cookie banner and its settings panel (features/consent).
export default catalog(
  {
    'consent.title': 'Cookies on Therapy Booking',
    'consent.text':
      'We use essential cookies to run this site. With your consent we also use cookies for analytics, personalization and advertising.',
    'consent.customize': 'Customize',
    'consent.rejectAll': 'Reject All',
    'consent.acceptAll': 'Accept All',
    'consent.panelTitle': 'Cookie settings',
    'consent.panelIntro':
      'Choose which cookies we may use. You can change this at any time with "Cookie settings" at the bottom of every page.',
    'consent.essential': 'Essential',
    'consent.essentialHint': 'Keep you signed in and remember your language and country.',
    'consent.alwaysOn': 'Always on',
    'consent.analytics': 'Analytics',
    'consent.analyticsHint': 'Help us understand how the site is used, so that we can improve it.',
    'consent.personalization': 'Personalization',
    'consent.personalizationHint': 'Remember your preferences to tailor what you see.',
    'consent.advertising': 'Advertising',
    'consent.advertisingHint': 'Measure our advertising and show you relevant ads elsewhere.',
    'consent.save': 'Save Preferences',
    'consent.close': 'Close',
    'consent.privacyLink': 'Read our privacy policy',
    'consent.footerLink': 'Cookie settings',
  },
  {
    'consent.title': 'Cookies bei Therapy Booking',
    'consent.text':
      'Wir verwenden notwendige Cookies, damit diese Website funktioniert. Mit Ihrer Zustimmung nutzen wir auch Cookies für Analyse, Personalisierung und Werbung.',
    'consent.customize': 'Anpassen',
    'consent.rejectAll': 'Alle ablehnen',
    'consent.acceptAll': 'Alle akzeptieren',
    'consent.panelTitle': 'Cookie-Einstellungen',
    'consent.panelIntro':
      'Wählen Sie, welche Cookies wir verwenden dürfen. Sie können das jederzeit über „Cookie-Einstellungen“ unten auf jeder Seite ändern.',
    'consent.essential': 'Notwendig',
    'consent.essentialHint': 'Halten Sie angemeldet und merken sich Ihre Sprache und Ihr Land.',
    'consent.alwaysOn': 'Immer aktiv',
    'consent.analytics': 'Analyse',
    'consent.analyticsHint': 'Helfen uns zu verstehen, wie die Website genutzt wird, damit wir sie verbessern können.',
    'consent.personalization': 'Personalisierung',
    'consent.personalizationHint': 'Merken sich Ihre Vorlieben, um Inhalte auf Sie abzustimmen.',
    'consent.advertising': 'Werbung',
    'consent.advertisingHint': 'Messen unsere Werbung und zeigen Ihnen anderswo passende Anzeigen.',
    'consent.save': 'Einstellungen speichern',
    'consent.close': 'Schließen',
    'consent.privacyLink': 'Unsere Datenschutzerklärung lesen',
    'consent.footerLink': 'Cookie-Einstellungen',
  },
);
