import { catalog } from '../catalog';

// The operating-country prompt, the choice of operating country, and the country and language switch (features/region).
export default catalog(
  {
    'region.prompt.title': 'We are not in your country yet',
    'region.prompt.text':
      'Therapy Booking does not operate in your country ({country}) yet. You can choose a country we operate in, or continue anyway.',
    'region.prompt.choose': 'Choose an operating country',
    'region.prompt.continue': 'Continue anyway',
    'region.active.title': 'Choose your country',
    'region.active.text': 'These are the countries we operate in. The page reloads in the country you choose.',
    'region.active.legend': 'Country',
    'region.active.submit': 'Continue',
    'region.switch.title': 'Country and language',
    'region.switch.country': 'Country',
    'region.switch.language': 'Language',
    'region.switch.countryPlaceholder': 'Choose a country',
    'region.switch.save': 'Save and reload',
    'region.switch.text': 'Your country and language apply to this browser. The page reloads to use them.',
    'region.loadFailed': 'The countries and languages could not be loaded.',
  },
  {
    'region.prompt.title': 'Wir sind noch nicht in Ihrem Land',
    'region.prompt.text':
      'Therapy Booking ist in Ihrem Land ({country}) noch nicht verfügbar. Sie können ein Land wählen, in dem wir tätig sind, oder trotzdem fortfahren.',
    'region.prompt.choose': 'Land wählen, in dem wir tätig sind',
    'region.prompt.continue': 'Trotzdem fortfahren',
    'region.active.title': 'Ihr Land wählen',
    'region.active.text': 'In diesen Ländern sind wir tätig. Die Seite wird im gewählten Land neu geladen.',
    'region.active.legend': 'Land',
    'region.active.submit': 'Weiter',
    'region.switch.title': 'Land und Sprache',
    'region.switch.country': 'Land',
    'region.switch.language': 'Sprache',
    'region.switch.countryPlaceholder': 'Land wählen',
    'region.switch.save': 'Speichern und neu laden',
    'region.switch.text':
      'Land und Sprache gelten für diesen Browser. Die Seite wird neu geladen, um sie zu verwenden.',
    'region.loadFailed': 'Die Länder und Sprachen konnten nicht geladen werden.',
  },
);
