// The seeded profiles: the demo providers Amaka and Lena, the listed therapists, a provider who has set up nothing
// yet, the clients, and the feature flags.
import type { UsStateIdentifier } from '../../../generated/model';
import { at } from '../../lib/required';
import type { SeedClock } from '../clock';
import { seededFile } from '../files';
import { ids } from '../ids';
import { findCountry } from '../regions';
import { listedExtras, listedProviders } from './listed-providers';
import { avatars, initialsPhoto } from './pictures';
import { newClientProfile, newProviderProfile, type ProfilesState } from './records';

// Seeded documents get tiny but real contents (a PDF, a PNG) when they are opened.
const seedFile = seededFile;

export function seedProfiles(clock: SeedClock): ProfilesState {
  const daysAgo = (days: number) => clock.daysAgo(days);
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
