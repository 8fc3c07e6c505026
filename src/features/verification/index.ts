// The provider's verification: first-sign-in setup, credentials, work history, fees, payouts, verification.
export { verificationTabs } from './parts';
export { SetupPage } from './SetupPage';
export { VerificationChecklist } from './VerificationStatus';
export { needsSetup } from './rules';
export { allCountriesQuery, checklistQueries, providerProfileQuery } from './queries';
export { credentialQueries, experienceQuery } from './queries';
export { CredentialsPage, credentialsQueries } from './CredentialsPage';
export { ExperiencePage, experienceQueries } from './ExperiencePage';
export { FeesPage, feesQueries } from './FeesPage';
export { VerificationPage, verificationQueries } from './VerificationPage';
export { PayoutsPage, payoutsQueries } from './PayoutsPage';
