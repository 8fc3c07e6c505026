// A profile as the offline backend stores it, and the empty profiles a sign-up starts from.
import type {
  ClientEmergencyContact,
  ProviderBankDetails,
  ProviderBookingFee,
  ProviderExperience,
  ProviderInsuranceFile,
  ProviderQualification,
  ProviderVerificationStatus,
  UsStateIdentifier,
} from '../../../generated/model';
import type { ProviderPreferences } from '../catalogue';
import type { StoredFile } from '../files';
import { findCountry } from '../regions';

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
