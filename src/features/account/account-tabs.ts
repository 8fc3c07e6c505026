import type { LinkProps } from '@tanstack/react-router';
import type { UserType } from '../../../generated/model';
import type { MessageId } from './messages';

interface AccountTab {
  to: NonNullable<LinkProps['to']>;
  label: MessageId;
  /** Who sees the tab. */
  for: readonly UserType[];
}

const both = ['client', 'provider'] as const;

/**
 * The sections of `/account/`, in order: one list, so that a later page (the provider's credentials) adds its line
 * here and the tab bar and the header's user menu follow.
 */
const accountTabs: AccountTab[] = [
  { to: '/account/', label: 'account.profiles.tabs.profile', for: both },
  { to: '/account/settings/', label: 'account.profiles.tabs.settings', for: both },
  // The provider's credentials and verification: what a provider must complete before being listed.
  { to: '/account/credentials/', label: 'account.credentials.tab', for: ['provider'] },
  { to: '/account/experience/', label: 'account.experience.tab', for: ['provider'] },
  { to: '/account/fees/', label: 'account.fees.tab', for: ['provider'] },
  { to: '/account/payouts/', label: 'account.bank.tab', for: ['provider'] },
  { to: '/account/verification/', label: 'account.verification.tab', for: ['provider'] },
];

export const tabsFor = (userType: UserType) => accountTabs.filter((tab) => tab.for.includes(userType));
