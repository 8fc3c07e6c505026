// Client and provider profiles, the public therapist listing (verified providers, some without a login) and the
// feature flags. Names of clients live on their account (mocks/data/accounts.ts); providers keep theirs here too,
// because the listed providers pr_list_* have no account.
import type {
  ClientAvatar,
  ClientEmergencyContact,
  ProviderBankDetails,
  ProviderBookingFee,
  ProviderExperience,
  ProviderInsuranceFile,
  ProviderQualification,
  ProviderVerificationStatus,
  UsStateIdentifier,
} from '../../generated/model';
import { at } from '../lib/required';
import type { ProviderPreferences } from './catalogue';
import type { SeedClock } from './clock';
import { seededFile, type StoredFile } from './files';
import { ids } from './ids';
import { findCountry } from './regions';

/** A qualification as stored: its files are references, linked for each reader when answered (handlers/files.ts). */
export type StoredQualification = Omit<ProviderQualification, 'files'> & { files: StoredFile[] };
export type StoredInsuranceFile = Omit<ProviderInsuranceFile, 'url'> & StoredFile;

export interface ProviderRecord {
  identifier: string;
  firstName: string | null;
  lastName: string | null;
  headline: string | null;
  photo: string | null;
  countryIdentifier: string;
  stateIdentifier: string | null;
  title: string | null;
  officeAddress: string | null;
  bio: string | null;
  phoneNumber: string | null;
  disciplineIdentifier: string | null;
  zipCode: string | null;
  ethnicityIdentifier: string | null;
  gender: string | null;
  therapyIdentifiers: string[];
  modalityIdentifiers: string[];
  specialityIdentifiers: string[];
  languageIdentifiers: string[];
  /** The six preference lists; absent on a state stored before they existed, which reads as empty. */
  preferences?: ProviderPreferences;
  verificationStatus: ProviderVerificationStatus;
  verificationNote: string | null;
  bookingFee: ProviderBookingFee;
  qualifications: StoredQualification[];
  experience: ProviderExperience[];
  licenseStateIdentifiers: UsStateIdentifier[];
  insurance: StoredInsuranceFile[];
  /** The payout account (inferred GET/PUT /provider/bank-details); the full number is kept, only shown masked. */
  bankDetails?: (Omit<ProviderBankDetails, 'accountNumberMasked'> & { accountNumber: string }) | null;
  /** Seeded figures shown on the public listing (not recomputed from reviews). */
  averageRating: number | null;
  reviewCount: number;
}

export interface ClientProfileRecord {
  identifier: string;
  userName: string | null;
  photoUrl: string | null;
  countryIdentifier: string | null;
  stateIdentifier: string | null;
  zipCode: string | null;
  dob: string | null;
  religionIdentifier: string | null;
  ethnicityIdentifier: string | null;
  gender: string | null;
  emergencyContact: ClientEmergencyContact | null;
}

export interface ProfilesState {
  providerProfiles: ProviderRecord[];
  clientProfiles: ClientProfileRecord[];
  featureFlags: { key: string; enabled: boolean }[];
}

const svgUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** A round picture with initials, as a data: URL so that it renders offline. */
function initialsPhoto(initials: string, color: string): string {
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" fill="${color}"/>` +
      `<text x="100" y="100" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="72" fill="#fff">${initials}</text></svg>`,
  );
}

function avatarPhoto(color: string, mouth: string): string {
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" fill="${color}"/>` +
      `<circle cx="100" cy="100" r="70" fill="#ffe0bd"/><circle cx="75" cy="85" r="8" fill="#333"/><circle cx="125" cy="85" r="8" fill="#333"/>` +
      `<path d="${mouth}" stroke="#333" stroke-width="6" fill="none" stroke-linecap="round"/></svg>`,
  );
}

const SMILE = 'M70 120 Q100 150 130 120';
const GRIN = 'M65 115 Q100 160 135 115 Z';
const CALM = 'M75 125 L125 125';
export const avatars: ClientAvatar[] = [
  { identifier: 'av_01', photoUrl: avatarPhoto('#4f86c6', SMILE) },
  { identifier: 'av_02', photoUrl: avatarPhoto('#e07a5f', GRIN) },
  { identifier: 'av_03', photoUrl: avatarPhoto('#81b29a', CALM) },
  { identifier: 'av_04', photoUrl: avatarPhoto('#f2cc8f', SMILE) },
  { identifier: 'av_05', photoUrl: avatarPhoto('#9b5de5', GRIN) },
  { identifier: 'av_06', photoUrl: avatarPhoto('#3d405b', CALM) },
];

// Seeded documents get tiny but real contents (a PDF, a PNG) when they are opened.
const seedFile = seededFile;

/** An empty profile for a newly registered provider (draft until submitted and verified). */
export function newProviderProfile(
  identifier: string,
  fields: Partial<ProviderRecord> & { countryIdentifier: string },
): ProviderRecord {
  return {
    identifier,
    firstName: null,
    lastName: null,
    headline: null,
    photo: null,
    stateIdentifier: null,
    title: null,
    officeAddress: null,
    bio: null,
    phoneNumber: null,
    disciplineIdentifier: null,
    zipCode: null,
    ethnicityIdentifier: null,
    gender: null,
    therapyIdentifiers: [],
    modalityIdentifiers: [],
    specialityIdentifiers: [],
    languageIdentifiers: ['lg_en'],
    verificationStatus: 'draft',
    verificationNote: null,
    bookingFee: {
      general: { fee: 0, isFree: true },
      therapy: [],
      currencyCode: findCountry(fields.countryIdentifier)?.currencyCode ?? 'NGN',
    },
    qualifications: [],
    experience: [],
    licenseStateIdentifiers: [],
    insurance: [],
    averageRating: null,
    reviewCount: 0,
    ...fields,
  };
}

export function newClientProfile(identifier: string, fields: Partial<ClientProfileRecord> = {}): ClientProfileRecord {
  return {
    identifier,
    userName: null,
    photoUrl: null,
    countryIdentifier: null,
    stateIdentifier: null,
    zipCode: null,
    dob: null,
    religionIdentifier: null,
    ethnicityIdentifier: null,
    gender: null,
    emergencyContact: null,
    ...fields,
  };
}

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
const listedProviders: Listed[] = [
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
const listedExtras: Record<string, Pick<ProviderRecord, 'languageIdentifiers' | 'gender' | 'preferences'>> = {
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

export function seedProfiles(clock: SeedClock): ProfilesState {
  const daysAgo = (days: number) => clock.hoursFromNow(-24 * days);
  const amaka = newProviderProfile(ids.provider, {
    firstName: 'Amaka',
    lastName: 'Okafor',
    headline: 'Family Therapist (CBT)',
    photo: initialsPhoto('AO', '#6a4c93'),
    countryIdentifier: 'ct_ng',
    stateIdentifier: 'st_lagos',
    title: 'Dr',
    officeAddress: '12 Marina Road, Lagos',
    bio: 'Licensed clinical psychologist with ten years of practice in individual and couples therapy.',
    phoneNumber: '08031234567',
    disciplineIdentifier: 'dc_psychology',
    zipCode: '100001',
    ethnicityIdentifier: 'et_igbo',
    gender: 'female',
    therapyIdentifiers: ['th_individual', 'th_couples'],
    modalityIdentifiers: ['md_online', 'md_in_person'],
    specialityIdentifiers: ['sp_anxiety', 'sp_relationships', 'sp_depression'],
    languageIdentifiers: ['lg_en', 'lg_ig', 'lg_yo'],
    preferences: {
      ageGroup: ['ag_adults', 'ag_teens'],
      therapyApproach: ['ta_cbt', 'ta_person_centred'],
      religion: ['rl_christianity', 'rl_islam'],
      background: ['bg_multicultural', 'bg_faith'],
      trait: ['tr_warm', 'tr_listener'],
      communication: ['cm_video', 'cm_in_person'],
    },
    verificationStatus: 'verified',
    bookingFee: {
      general: { fee: 1500000, isFree: false },
      therapy: [{ therapyIdentifier: 'th_couples', fee: 2000000, isFree: false }],
      currencyCode: 'NGN',
    },
    qualifications: [
      {
        identifier: 'ql_demo_license',
        type: 'license',
        title: 'Licensed Clinical Psychologist',
        body: 'Medical and Dental Council',
        credentialNumber: 'MDCN-2014/0231',
        files: [seedFile('fl_demo_license', 'licence.pdf')],
        createdAt: daysAgo(80),
      },
      {
        identifier: 'ql_demo_msc',
        type: 'education',
        title: 'MSc Clinical Psychology',
        body: 'University of Lagos',
        credentialNumber: null,
        files: [seedFile('fl_demo_msc', 'msc-certificate.pdf'), seedFile('fl_demo_transcript', 'transcript.png')],
        createdAt: daysAgo(80),
      },
      {
        identifier: 'ql_demo_assoc',
        type: 'association',
        title: 'Nigerian Psychological Association',
        body: 'NPA',
        credentialNumber: null,
        files: [seedFile('fl_demo_assoc', 'npa-membership.png')],
        createdAt: daysAgo(79),
      },
      {
        identifier: 'ql_demo_cert',
        type: 'certification',
        title: 'Certified CBT Practitioner',
        body: 'Beck Institute',
        credentialNumber: null,
        files: [seedFile('fl_demo_cert', 'cbt-certificate.pdf')],
        createdAt: daysAgo(79),
      },
    ],
    experience: [
      {
        identifier: 'ex_demo_current',
        companyName: 'Lagos Wellness Clinic',
        jobTitle: 'Clinical Psychologist',
        startDate: '2019-04',
        endDate: null,
        currentlyWorksHere: true,
        description: 'Individual and couples therapy.',
      },
      {
        identifier: 'ex_demo_past',
        companyName: 'Ikeja General Hospital',
        jobTitle: 'Assistant Psychologist',
        startDate: '2015-01',
        endDate: '2019-03',
        currentlyWorksHere: false,
        description: null,
      },
    ],
    insurance: [
      { ...seedFile('in_demo_2025', 'indemnity-2025.pdf'), uploadedAt: daysAgo(70) },
      { ...seedFile('in_demo_cover', 'cover-note.png'), uploadedAt: daysAgo(70) },
    ],
    // The listing and profile compute rating and count from the seeded reviews; these only keep the record in step.
    averageRating: 4.4,
    reviewCount: 13,
  });
  const lena = newProviderProfile(ids.secondProvider, {
    firstName: 'Lena',
    lastName: 'Hoffmann',
    headline: 'Family Therapist',
    photo: initialsPhoto('LH', '#1d7874'),
    countryIdentifier: 'ct_us',
    stateIdentifier: 'st_ca',
    title: 'Dr',
    officeAddress: '500 Market Street, San Francisco',
    bio: 'Family and individual therapist helping families through change.',
    phoneNumber: '4155550123',
    zipCode: '94105',
    ethnicityIdentifier: 'et_white',
    gender: 'female',
    therapyIdentifiers: ['th_individual', 'th_family'],
    modalityIdentifiers: ['md_online'],
    specialityIdentifiers: ['sp_stress', 'sp_grief'],
    languageIdentifiers: ['lg_en', 'lg_de'],
    preferences: {
      ageGroup: ['ag_children', 'ag_teens', 'ag_adults'],
      therapyApproach: ['ta_solution_focused'],
      trait: ['tr_structured'],
      communication: ['cm_video'],
    },
    verificationStatus: 'verified',
    bookingFee: { general: { fee: 0, isFree: true }, therapy: [], currencyCode: 'USD' },
    licenseStateIdentifiers: ['st_ca', 'st_ny'],
    qualifications: [
      {
        identifier: 'ql_second_license',
        type: 'license',
        title: 'Licensed Marriage and Family Therapist',
        body: 'California BBS',
        credentialNumber: 'LMFT-104233',
        files: [seedFile('fl_second_license', 'lmft.pdf')],
        createdAt: daysAgo(60),
      },
    ],
    experience: [
      {
        identifier: 'ex_second_current',
        companyName: 'Bay Family Practice',
        jobTitle: 'Family Therapist',
        startDate: '2020-09',
        endDate: null,
        currentlyWorksHere: true,
        description: null,
      },
    ],
    averageRating: null,
    reviewCount: 0,
  });
  const listed = listedProviders.map(
    (
      [identifier, firstName, lastName, headline, countryIdentifier, stateIdentifier, fee, therapyIdentifiers, color],
      i,
    ) =>
      newProviderProfile(identifier, {
        firstName,
        lastName,
        headline,
        photo: initialsPhoto(`${firstName[0]}${lastName[0]}`, color),
        countryIdentifier,
        stateIdentifier,
        title: 'Dr',
        bio: `${headline} with ${5 + i} years of practice.`,
        therapyIdentifiers,
        modalityIdentifiers: i % 2 ? ['md_online', 'md_in_person'] : ['md_online'],
        specialityIdentifiers: [
          at(['sp_anxiety', 'sp_depression', 'sp_relationships', 'sp_trauma', 'sp_grief', 'sp_stress'], i % 6),
        ],
        ...listedExtras[identifier],
        preferences: {
          ageGroup: [i % 3 ? 'ag_adults' : 'ag_teens'],
          communication: i % 2 ? ['cm_video', 'cm_in_person'] : ['cm_video'],
          ...listedExtras[identifier]?.preferences,
        },
        officeAddress: i % 2 ? `${10 + i} Main Street` : null,
        verificationStatus: 'verified',
        bookingFee: {
          general: { fee, isFree: false },
          therapy: [],
          currencyCode: findCountry(countryIdentifier)!.currencyCode,
        },
        // A listed US therapist is licensed in the state they live in (st_ca, st_ny, …: all in the contract's enum).
        licenseStateIdentifiers: countryIdentifier === 'ct_us' ? [stateIdentifier as UsStateIdentifier] : [],
        averageRating: [4.5, 5, 4, 3.5, 4.5, 5, 4, 4.5][i],
        reviewCount: 3 + i * 2,
      }),
  );

  return {
    // pr_new: a provider who signed up (GB) and has set up nothing yet: the first-sign-in setup and verification.
    providerProfiles: [
      amaka,
      lena,
      ...listed,
      newProviderProfile(ids.newProvider, { firstName: 'Ruth', lastName: 'Mensah', countryIdentifier: 'ct_gb' }),
    ],
    clientProfiles: [
      newClientProfile(ids.client, {
        userName: 'grace_a',
        photoUrl: at(avatars, 1).photoUrl,
        countryIdentifier: 'ct_ng',
        stateIdentifier: 'st_lagos',
        zipCode: '100001',
        dob: '1992-04-18',
        religionIdentifier: 'rl_christianity',
        ethnicityIdentifier: 'et_yoruba',
        gender: 'female',
        emergencyContact: { name: 'Tunde Adeyemi', phoneNumber: '08031234567' },
      }),
      newClientProfile(ids.socialClient, {
        userName: 'sam_social',
        countryIdentifier: 'ct_gb',
        stateIdentifier: 'st_eng',
        gender: 'male',
      }),
      newClientProfile(ids.namelessClient),
      newClientProfile(ids.partnerClient, {
        userName: 'alex_m',
        countryIdentifier: 'ct_gb',
        stateIdentifier: 'st_eng',
      }),
    ],
    featureFlags: [{ key: 'therapist_listing_on_homepage', enabled: true }],
  };
}
