// The provider's verification: first-sign-in setup, credentials, work history, fees, payouts, verification.
export { SetupPage } from './SetupPage';
export { VerificationChecklist } from './VerificationStatus';
export { needsSetup } from './setup-steps';
export { allCountriesQuery, checklistQueries, providerProfileQuery } from './queries';
export { feesQueries, loadCredentialsPage, loadExperiencePage, loadPayoutsPage, loadVerificationPage } from './queries';
export { CredentialsPage } from './CredentialsPage';
export { ExperiencePage } from './ExperiencePage';
export { FeesPage } from './FeesPage';
export { VerificationPage } from './VerificationPage';
export { PayoutsPage } from './PayoutsPage';
export { verificationModals } from './modals';
