import type { areas } from './messages';

/**
 * The parts of each locale's messages (decisions 0073, 0081): `start` (the areas in `startAreas`: the shell, the
 * cookie banner and the pages a signed-out visitor lands on) and one part per other area.
 */
export type MessageArea = keyof typeof areas;
export type MessagePart = 'start' | MessageArea;

/** Every area outside the start part (checked against the catalogues by i18n.test.ts). */
export const LATER_AREAS = [
  'overview',
  'privacy',
  'booking',
  'scheduling',
  'payments',
  'appointments',
  'accounts',
  'settings',
  'files',
  'profiles',
  'availability',
  'notes',
  'reviews',
  'extras',
  'verification',
  'credentials',
  'providerWork',
  'wallet',
  'region',
  'chat',
] as const satisfies readonly MessageArea[];

/**
 * The areas each page shows before anything is opened on it (`{x}`: one path segment). `npm run check:size` reads
 * the build and fails when a page's first chunks name a message outside its areas. A page not listed waits for all.
 */
export const pageAreas: Readonly<Record<string, readonly MessageArea[]>> = {
  // The pages a signed-out visitor lands on render with the start part alone.
  '/': [],
  '/login/': [],
  '/therapists/{x}/': [],
  '/mock-checkout/': [],
  '/overview/': ['appointments', 'booking', 'extras', 'overview', 'reviews', 'scheduling', 'verification', 'wallet'],
  '/appointments/': ['appointments', 'booking', 'chat', 'scheduling'],
  '/payment/{x}/': ['payments'],
  '/privacy-policy/': ['privacy'],
  '/policy/client-cancellation/': ['appointments'],
  '/policy/provider-cancellation/': ['appointments'],
  '/sign-up/': ['accounts'],
  '/sign-up/provider/': ['accounts'],
  '/terms/': ['accounts'],
  '/verify-email/': ['accounts'],
  '/forgot-password/': ['accounts'],
  '/reset-password/': ['accounts'],
  '/account/': ['credentials', 'profiles', 'providerWork', 'verification'],
  '/account/settings/': ['accounts', 'credentials', 'profiles', 'providerWork', 'region', 'settings', 'verification'],
  '/account/credentials/': ['credentials'],
  '/account/experience/': ['providerWork'],
  '/account/fees/': ['providerWork', 'verification'],
  '/account/payouts/': ['providerWork', 'verification'],
  '/account/verification/': ['verification'],
  '/availability/': ['availability', 'scheduling'],
  '/clients/{x}/': ['appointments', 'booking', 'extras', 'scheduling'],
  '/setup/': ['credentials', 'files', 'providerWork', 'verification'],
  '/wallet/': ['wallet'],
  '/wallet/transactions/{x}/': ['wallet'],
  '/contact/': [],
  '/messages/': ['chat'],
  '/messages/{x}/': ['chat', 'files'],
};

/** A page of `pageAreas` as a pattern of pathnames (also written into the early script, scripts/early-preload-plugin.ts). */
export const pagePattern = (page: string): string => `^${page.replaceAll('{x}', '[^/]+')}$`;

const patterns = Object.entries(pageAreas).map(([page, list]) => ({ page, test: new RegExp(pagePattern(page)), list }));

/** The areas listed for `pathname` (every later area for a page not listed). */
export function areasFor(pathname: string): readonly MessageArea[] {
  return patterns.find((p) => p.test.test(pathname))?.list ?? LATER_AREAS;
}

/** The parts a page needs before it renders. */
export function partsFor(pathname: string): MessagePart[] {
  return ['start', ...areasFor(pathname)];
}
