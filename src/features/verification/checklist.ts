import type {
  ProviderBankDetailsResponse,
  ProviderExperienceList,
  ProviderInsuranceFileList,
  ProviderLicenseStates,
  ProviderProfile,
  ProviderQualificationList,
} from '../../../generated/model';
import type { MessageId } from '../../lib/i18n';
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
    { key: 'setup', label: 'checklist.setup', done: !needsSetup(d.profile), to: '/setup/' },
    {
      key: 'qualifications',
      label: 'checklist.qualifications',
      done: d.qualifications.items.length > 0,
      to: '/account/credentials/',
    },
    { key: 'insurance', label: 'checklist.insurance', done: d.insurance.items.length > 0, to: '/account/credentials/' },
    {
      key: 'experience',
      label: 'checklist.experience',
      done: d.experience.items.length > 0,
      to: '/account/experience/',
    },
    { key: 'bank', label: 'checklist.bank', done: d.bank.bankDetails !== null, to: '/account/payouts/' },
  ];
  if (d.countryCode === 'US')
    items.push({
      key: 'licenseStates',
      label: 'checklist.licenseStates',
      done: d.licenseStates.stateIdentifiers.length > 0,
      to: '/account/verification/',
    });
  const status = d.profile.verificationStatus;
  items.push({
    key: 'submit',
    label: 'checklist.submit',
    done: status === 'submitted' || status === 'verified',
    to: '/account/verification/',
  });
  return items;
}
