// The account's public face: signing in and out, sign-up, e-mail verification, password reset, the settings, and the
// `/account/…` shell (its tabs and the header's user menu, which the root route loads lazily from UserMenu.tsx).
export { SignUpPage } from './SignUpPage';
export { VerifyEmailPage } from './VerifyEmailPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SettingsPage } from './SettingsPage';
export { AccountLayout } from './AccountLayout';
export { calendarSubscriptionQuery, countriesQuery, ipTimeZoneQuery, userInfoQuery } from './queries';
export { accountModals } from './modals';
