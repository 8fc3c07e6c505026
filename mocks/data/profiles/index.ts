// Client and provider profiles, the public therapist listing (verified providers, some without a login) and the
// feature flags. Names of clients live on their account (mocks/data/accounts.ts); providers keep theirs here too,
// because the listed providers pr_list_* have no account. The records and the empty profiles a sign-up
// starts from (records.ts), the pictures (pictures.ts), the listed therapists (listed-providers.ts) and the seed
// (seed.ts). Handlers and the database import them from here.
export { avatars } from './pictures';
export {
  newClientProfile,
  newProviderProfile,
  type ProfilesState,
  type ProviderRecord,
  type StoredInsuranceFile,
  type StoredQualification,
} from './records';
export { seedProfiles } from './seed';
