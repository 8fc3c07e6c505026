// Static region data: countries (the operating ones are GB and NG), their states, languages, and the catalogues
// (therapies, modalities, specialities) that provider profiles refer to by identifier.
import type { Country, CountryState, Language, ProviderNamedItem } from '../../generated/model';

export interface CountryRecord extends Country {
  /** Listed by GET /region/country without all=true. */
  operating: boolean;
  timezone: string;
  currencyCode: string;
}

export interface StateRecord extends CountryState {
  countryIdentifier: string;
}

export interface LanguageRecord extends Language {
  /** An interface language of the app (GET /region/languages?primary=true). */
  primary: boolean;
}

export const countries: CountryRecord[] = [
  {
    identifier: 'ct_gb',
    code: 'GB',
    name: 'United Kingdom',
    operating: true,
    timezone: 'Europe/London',
    currencyCode: 'GBP',
  },
  { identifier: 'ct_ng', code: 'NG', name: 'Nigeria', operating: true, timezone: 'Africa/Lagos', currencyCode: 'NGN' },
  {
    identifier: 'ct_us',
    code: 'US',
    name: 'United States',
    operating: false,
    timezone: 'America/New_York',
    currencyCode: 'USD',
  },
  {
    identifier: 'ct_de',
    code: 'DE',
    name: 'Germany',
    operating: false,
    timezone: 'Europe/Berlin',
    currencyCode: 'EUR',
  },
  { identifier: 'ct_gh', code: 'GH', name: 'Ghana', operating: false, timezone: 'Africa/Accra', currencyCode: 'GHS' },
  {
    identifier: 'ct_ie',
    code: 'IE',
    name: 'Ireland',
    operating: false,
    timezone: 'Europe/Dublin',
    currencyCode: 'EUR',
  },
  {
    identifier: 'ct_ca',
    code: 'CA',
    name: 'Canada',
    operating: false,
    timezone: 'America/Toronto',
    currencyCode: 'CAD',
  },
  {
    identifier: 'ct_za',
    code: 'ZA',
    name: 'South Africa',
    operating: false,
    timezone: 'Africa/Johannesburg',
    currencyCode: 'ZAR',
  },
];

const statesOf = (countryIdentifier: string, list: [string, string, string][]): StateRecord[] =>
  list.map(([identifier, code, name]) => ({ identifier, code, name, countryIdentifier }));

export const states: StateRecord[] = [
  ...statesOf('ct_us', [
    ['st_ca', 'CA', 'California'],
    ['st_ny', 'NY', 'New York'],
    ['st_tx', 'TX', 'Texas'],
    ['st_fl', 'FL', 'Florida'],
    ['st_wa', 'WA', 'Washington'],
    ['st_il', 'IL', 'Illinois'],
    ['st_ma', 'MA', 'Massachusetts'],
    ['st_ga', 'GA', 'Georgia'],
    ['st_co', 'CO', 'Colorado'],
    ['st_az', 'AZ', 'Arizona'],
    ['st_pa', 'PA', 'Pennsylvania'],
    ['st_nj', 'NJ', 'New Jersey'],
    // The other states and DC: a licence may be in any of them (the contract's UsStateIdentifier).
    ['st_al', 'AL', 'Alabama'],
    ['st_ak', 'AK', 'Alaska'],
    ['st_ar', 'AR', 'Arkansas'],
    ['st_ct', 'CT', 'Connecticut'],
    ['st_de', 'DE', 'Delaware'],
    ['st_dc', 'DC', 'District of Columbia'],
    ['st_hi', 'HI', 'Hawaii'],
    ['st_id', 'ID', 'Idaho'],
    ['st_in', 'IN', 'Indiana'],
    ['st_ia', 'IA', 'Iowa'],
    ['st_ks', 'KS', 'Kansas'],
    ['st_ky', 'KY', 'Kentucky'],
    ['st_la', 'LA', 'Louisiana'],
    ['st_me', 'ME', 'Maine'],
    ['st_md', 'MD', 'Maryland'],
    ['st_mi', 'MI', 'Michigan'],
    ['st_mn', 'MN', 'Minnesota'],
    ['st_ms', 'MS', 'Mississippi'],
    ['st_mo', 'MO', 'Missouri'],
    ['st_mt', 'MT', 'Montana'],
    ['st_ne', 'NE', 'Nebraska'],
    ['st_nv', 'NV', 'Nevada'],
    ['st_nh', 'NH', 'New Hampshire'],
    ['st_nm', 'NM', 'New Mexico'],
    ['st_nc', 'NC', 'North Carolina'],
    ['st_nd', 'ND', 'North Dakota'],
    ['st_oh', 'OH', 'Ohio'],
    ['st_ok', 'OK', 'Oklahoma'],
    ['st_or', 'OR', 'Oregon'],
    ['st_ri', 'RI', 'Rhode Island'],
    ['st_sc', 'SC', 'South Carolina'],
    ['st_sd', 'SD', 'South Dakota'],
    ['st_tn', 'TN', 'Tennessee'],
    ['st_ut', 'UT', 'Utah'],
    ['st_vt', 'VT', 'Vermont'],
    ['st_va', 'VA', 'Virginia'],
    ['st_wv', 'WV', 'West Virginia'],
    ['st_wi', 'WI', 'Wisconsin'],
    ['st_wy', 'WY', 'Wyoming'],
  ]),
  ...statesOf('ct_ng', [
    ['st_lagos', 'LA', 'Lagos'],
    ['st_fct', 'FC', 'Abuja FCT'],
    ['st_rivers', 'RI', 'Rivers'],
    ['st_oyo', 'OY', 'Oyo'],
    ['st_kano', 'KN', 'Kano'],
    ['st_enugu', 'EN', 'Enugu'],
  ]),
  ...statesOf('ct_gb', [
    ['st_eng', 'ENG', 'England'],
    ['st_sct', 'SCT', 'Scotland'],
    ['st_wls', 'WLS', 'Wales'],
    ['st_nir', 'NIR', 'Northern Ireland'],
  ]),
  ...statesOf('ct_de', [
    ['st_de_by', 'BY', 'Bavaria'],
    ['st_de_be', 'BE', 'Berlin'],
    ['st_de_hh', 'HH', 'Hamburg'],
    ['st_de_nw', 'NW', 'North Rhine-Westphalia'],
  ]),
];

export const languages: LanguageRecord[] = [
  { identifier: 'lg_en', code: 'en', name: 'English', primary: true },
  { identifier: 'lg_de', code: 'de', name: 'German', primary: true },
  { identifier: 'lg_fr', code: 'fr', name: 'French', primary: false },
  { identifier: 'lg_es', code: 'es', name: 'Spanish', primary: false },
  { identifier: 'lg_yo', code: 'yo', name: 'Yoruba', primary: false },
  { identifier: 'lg_ig', code: 'ig', name: 'Igbo', primary: false },
  { identifier: 'lg_ha', code: 'ha', name: 'Hausa', primary: false },
];

/** The time zone GET /region/user-timezone answers when the request carries no X-CountryCode header. */
export const DEFAULT_TIMEZONE = { timezone: 'Africa/Lagos', countryCode: 'NG' } as const;

export const therapies: ProviderNamedItem[] = [
  { identifier: 'th_individual', name: 'Individual Therapy' },
  { identifier: 'th_couples', name: 'Couples Therapy' },
  { identifier: 'th_family', name: 'Family Therapy' },
  { identifier: 'th_group', name: 'Group Therapy' },
  { identifier: 'th_teen', name: 'Teen Therapy' },
];

export const modalities: ProviderNamedItem[] = [
  { identifier: 'md_online', name: 'Online' },
  { identifier: 'md_in_person', name: 'In person' },
];

export const specialities: ProviderNamedItem[] = [
  { identifier: 'sp_anxiety', name: 'Anxiety' },
  { identifier: 'sp_depression', name: 'Depression' },
  { identifier: 'sp_relationships', name: 'Relationships' },
  { identifier: 'sp_trauma', name: 'Trauma' },
  { identifier: 'sp_grief', name: 'Grief' },
  { identifier: 'sp_stress', name: 'Stress' },
];

export const findCountry = (identifier: string | null) => countries.find((c) => c.identifier === identifier);
export const findState = (identifier: string | null) => states.find((s) => s.identifier === identifier);
export const countryByCode = (code: string) => countries.find((c) => c.code === code.toUpperCase());
