// The accounts area's public face: sign-up, verification, password reset and account settings.
export { SignUpPage } from './SignUpPage';
export { countriesQuery, userInfoQuery } from './queries';
export { VerifyEmailPage } from './VerifyEmailPage';
export { UnverifiedNotice } from './UnverifiedNotice';
export { isUnverified } from './field-error';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SettingsPage } from './SettingsPage';
export { calendarSubscriptionQuery, ipTimeZoneQuery } from './queries';
export { accountModals } from './modals';
