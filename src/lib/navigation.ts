import type { LinkProps } from '@tanstack/react-router';
import type { UserType } from '../../generated/model';
import type { MessageId } from './i18n';

export interface NavItem {
  to: NonNullable<LinkProps['to']>;
  label: MessageId;
}

/**
 * The header's navigation for each user type, in order. Only routes that exist belong here: a feature adds its
 * item when it adds the route (e.g. `{ to: '/appointments/', label: 'nav.appointments' }`).
 */
export const navigation: Record<UserType, NavItem[]> = {
  client: [
    { to: '/overview/', label: 'nav.overview' },
    { to: '/appointments/', label: 'nav.appointments' },
    { to: '/wallet/', label: 'nav.wallet' },
    { to: '/messages/', label: 'nav.messages' },
  ],
  provider: [
    { to: '/overview/', label: 'nav.overview' },
    { to: '/appointments/', label: 'nav.appointments' },
    { to: '/availability/', label: 'nav.availability' },
    { to: '/insights/', label: 'nav.insights' },
    { to: '/messages/', label: 'nav.messages' },
  ],
};

/**
 * Routes end with a slash (the spec). A URL typed or linked without it (`/appointments?status=pending`) is replaced by
 * the slashed one (`/appointments/?status=pending`), query and hash kept, before the router reads it; null when it
 * already has the slash.
 */
export function withTrailingSlash(url: Pick<URL, 'pathname' | 'search' | 'hash'>): string | null {
  if (url.pathname.endsWith('/')) return null;
  return `${url.pathname}/${url.search}${url.hash}`;
}
