import { featureMessages } from '../../lib/i18n/catalog';
import type { IdOf } from '../../lib/i18n/translate';

// What the region feature shows, in each language (decision 0020).
const messages = featureMessages(
  {
    'region.active.legend': 'Country',
    'region.active.submit': 'Continue',
    'region.active.text': 'These are the countries we operate in. The page reloads in the country you choose.',
    'region.active.title': 'Choose your country',
    'region.loadFailed': 'The countries and languages could not be loaded.',
    'region.prompt.choose': 'Choose an operating country',
    'region.prompt.continue': 'Continue anyway',
    'region.prompt.text':
      'Therapy Booking does not operate in your country ({country}) yet. You can choose a country we operate in, or continue anyway.',
    'region.prompt.title': 'We are not in your country yet',
    'region.settings.change': 'Change country or language',
    'region.settings.current': 'Country: {country}. Language: {language}.',
    'region.switch.country': 'Country',
    'region.switch.countryPlaceholder': 'Choose a country',
    'region.switch.language': 'Language',
    'region.switch.noCountry': 'Not chosen',
    'region.switch.open': 'Country and language: {country} · {language}',
    'region.switch.save': 'Save and reload',
    'region.switch.text': 'Your country and language apply to this browser. The page reloads to use them.',
  },
  {
    'region.active.legend': 'Land',
    'region.active.submit': 'Weiter',
    'region.active.text': 'In diesen Ländern sind wir tätig. Die Seite wird im gewählten Land neu geladen.',
    'region.active.title': 'Ihr Land wählen',
    'region.loadFailed': 'Die Länder und Sprachen konnten nicht geladen werden.',
    'region.prompt.choose': 'Land wählen, in dem wir tätig sind',
    'region.prompt.continue': 'Trotzdem fortfahren',
    'region.prompt.text':
      'Therapy Booking ist in Ihrem Land ({country}) noch nicht verfügbar. Sie können ein Land wählen, in dem wir tätig sind, oder trotzdem fortfahren.',
    'region.prompt.title': 'Wir sind noch nicht in Ihrem Land',
    'region.settings.change': 'Land oder Sprache ändern',
    'region.settings.current': 'Land: {country}. Sprache: {language}.',
    'region.switch.country': 'Land',
    'region.switch.countryPlaceholder': 'Land wählen',
    'region.switch.language': 'Sprache',
    'region.switch.noCountry': 'Nicht gewählt',
    'region.switch.open': 'Land und Sprache: {country} · {language}',
    'region.switch.save': 'Speichern und neu laden',
    'region.switch.text':
      'Land und Sprache gelten für diesen Browser. Die Seite wird neu geladen, um sie zu verwenden.',
  },
);
export default messages;

/** An id this feature may show: its own or a common one. */
export type MessageId = IdOf<typeof messages>;
