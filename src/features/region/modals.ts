import { defineModal } from '../../lib/modal-descriptor';

const params = {};

/** The country and language. */
export const regionModals = [
  // The operating-country prompt (outside GB and NG, until "Continue anyway").
  defineModal({ name: 'location', params, load: () => import('./LocationModal') }),
  // Choose one of the operating countries (reloads in it).
  defineModal({
    name: 'active-country',
    params,
    load: () => import('./ActiveCountryModal'),
    queries: () => import('./queries').then(({ operatingCountriesQuery }) => [operatingCountriesQuery()]),
  }),
  // The country and language switch (footer, account settings).
  defineModal({
    name: 'country-language',
    params,
    load: () => import('./CountryLanguageModal'),
    queries: () =>
      import('./queries').then((queries) => [queries.allCountriesQuery(), queries.primaryLanguagesQuery()]),
  }),
];
