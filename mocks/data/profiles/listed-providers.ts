import type { ProviderRecord } from './records';

// The verified therapists of the public listing who have no login (pr_list_*), one row each.
type Listed = [
  id: string,
  first: string,
  last: string,
  headline: string,
  country: string,
  state: string,
  fee: number,
  therapies: string[],
  color: string,
];
export const listedProviders: Listed[] = [
  ['pr_list_01', 'Jane', 'Miller', 'Couples Therapist', 'ct_us', 'st_ca', 12000, ['th_couples'], '#c0392b'],
  ['pr_list_02', 'Marcus', 'Reed', 'Anxiety Specialist', 'ct_us', 'st_ny', 15000, ['th_individual'], '#2980b9'],
  ['pr_list_03', 'Sofia', 'Alvarez', 'Family Therapist', 'ct_us', 'st_tx', 10000, ['th_family', 'th_teen'], '#27ae60'],
  [
    'pr_list_04',
    'Kevin',
    'Brooks',
    'Trauma Counsellor',
    'ct_us',
    'st_fl',
    9500,
    ['th_individual', 'th_group'],
    '#8e44ad',
  ],
  [
    'pr_list_05',
    'Hannah',
    'Cole',
    'Grief Counsellor',
    'ct_us',
    'st_ny',
    11000,
    ['th_individual', 'th_family'],
    '#d35400',
  ],
  [
    'pr_list_06',
    'Chinedu',
    'Eze',
    'Clinical Psychologist',
    'ct_ng',
    'st_fct',
    1200000,
    ['th_individual', 'th_couples'],
    '#16a085',
  ],
  ['pr_list_07', 'Oliver', 'Bennett', 'Psychotherapist (CBT)', 'ct_gb', 'st_eng', 8000, ['th_individual'], '#2c3e50'],
  [
    'pr_list_08',
    'Emily',
    'Tan',
    'Teen and Family Therapist',
    'ct_us',
    'st_wa',
    13000,
    ['th_teen', 'th_family'],
    '#f39c12',
  ],
];

/**
 * What some listed therapists add for the listing's match filters: pr_list_07 speaks German and works with CBT (with
 * evening hours in its calendar, data/scheduling/seed-calendars.ts), pr_list_05 speaks German too.
 */
export const listedExtras: Record<string, Pick<ProviderRecord, 'languageIdentifiers' | 'gender' | 'preferences'>> = {
  pr_list_05: {
    languageIdentifiers: ['lg_en', 'lg_de'],
    gender: 'female',
    preferences: { therapyApproach: ['ta_person_centred', 'ta_mindfulness'], trait: ['tr_warm'] },
  },
  pr_list_07: {
    languageIdentifiers: ['lg_en', 'lg_de'],
    gender: 'male',
    preferences: { therapyApproach: ['ta_cbt'], trait: ['tr_structured', 'tr_direct'], background: ['bg_lgbtq'] },
  },
};
