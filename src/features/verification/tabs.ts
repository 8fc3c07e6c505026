import type { MessageId } from '../../lib/i18n';

/**
 * The provider's verification pages, as one list (path + message id): the account layout shows them as tabs after the
 * profile (wired at merge); until then `AccountTabs` links them from each other.
 */
export const verificationTabs = [
  { to: '/account/credentials/', label: 'credentials.tab' },
  { to: '/account/experience/', label: 'experience.tab' },
  { to: '/account/fees/', label: 'fees.tab' },
  { to: '/account/payouts/', label: 'bank.tab' },
  { to: '/account/verification/', label: 'verification.tab' },
] as const satisfies readonly { to: string; label: MessageId }[];
