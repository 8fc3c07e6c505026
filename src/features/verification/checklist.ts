import type {
  ProviderBankDetailsResponse,
  ProviderExperienceList,
  ProviderInsuranceFileList,
  ProviderLicenseStates,
  ProviderProfile,
  ProviderQualificationList,
} from '../../../generated/model';
import type { MessageId } from './messages';
import { needsSetup } from './setup-steps';

export interface ChecklistData {
  profile: ProviderProfile;
  /** The profile country's ISO code (the licence states are for the USA only). */
  countryCode: string | undefined;
  qualifications: ProviderQualificationList;
  insurance: ProviderInsuranceFileList;
  experience: ProviderExperienceList;
  bank: ProviderBankDetailsResponse;
  licenseStates: ProviderLicenseStates;
}

export interface ChecklistItem {
  key: string;
  label: MessageId;
  done: boolean;
  to: '/setup/' | '/account/credentials/' | '/account/experience/' | '/account/payouts/' | '/account/verification/';
}

/** How far a profile is from being verifiable: each item, done or not, with where to do it. */
export function checklist(d: ChecklistData): ChecklistItem[] {
  const items: ChecklistItem[] = [
    { key: 'setup', label: 'verification.checklist.setup', done: !needsSetup(d.profile), to: '/setup/' },
    {
      key: 'qualifications',
      label: 'verification.checklist.qualifications',
      done: d.qualifications.items.length > 0,
      to: '/account/credentials/',
    },
    {
      key: 'insurance',
      label: 'verification.checklist.insurance',
      done: d.insurance.items.length > 0,
      to: '/account/credentials/',
    },
    {
      key: 'experience',
      label: 'verification.checklist.experience',
      done: d.experience.items.length > 0,
      to: '/account/experience/',
    },
    { key: 'bank', label: 'verification.checklist.bank', done: d.bank.bankDetails !== null, to: '/account/payouts/' },
  ];
  if (d.countryCode === 'US')
    items.push({
      key: 'licenseStates',
      label: 'verification.checklist.licenseStates',
      done: d.licenseStates.stateIdentifiers.length > 0,
      to: '/account/verification/',
    });
  const status = d.profile.verificationStatus;
  items.push({
    key: 'submit',
    label: 'verification.checklist.submit',
    done: status === 'submitted' || status === 'verified',
    to: '/account/verification/',
  });
  return items;
}
