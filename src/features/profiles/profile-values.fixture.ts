// A complete client and provider profile form, as the schema tests start from.
import type { ClientProfileValues, ProviderProfileValues } from './schemas';

export const clientProfile: ClientProfileValues = {
  firstName: 'Grace',
  lastName: 'Adeyemi-Okoro',
  userName: 'grace_a',
  countryIdentifier: 'ct_ng',
  stateIdentifier: 'st_lagos',
  zipCode: '100001',
  dob: '1992-04-18',
  religionIdentifier: '',
  ethnicityIdentifier: '',
  gender: '',
};

export const providerProfile: ProviderProfileValues = {
  firstName: 'Amaka',
  lastName: "O'Kafor",
  phoneNumber: '08031234567',
  headline: 'Family Therapist (CBT)',
  title: 'Dr',
  officeAddress: '12 Marina Road, Lagos',
  bio: 'Bio.',
  zipCode: '100001',
  countryIdentifier: 'ct_ng',
  stateIdentifier: 'st_lagos',
  ethnicityIdentifier: 'et_igbo',
  gender: 'female',
  disciplineIdentifier: '',
  therapyIdentifiers: ['th_individual'],
  modalityIdentifiers: ['md_online'],
  specialityIdentifiers: ['sp_anxiety'],
  ageGroupIdentifiers: ['ag_adults'],
  therapyApproachIdentifiers: [],
  religionIdentifiers: [],
  backgroundIdentifiers: [],
  traitIdentifiers: ['tr_warm'],
  communicationIdentifiers: [],
};
