// The large data set's therapist listing: 300 more listed therapists, `pr_large_list_001`…`300`, each a copy of one of
// the seed's listed therapists (profile, preferences, fee and calendar, pr_list_07's evening hours included), so that
// the listing's match filters run the availability engine over 300 calendars (`npm run bench -- --match-timing`).
import type { DemoState } from '../db';
import { at } from '../lib/required';

export const LARGE_LISTED_THERAPISTS = 300;

const largeListedId = (n: number) => `pr_large_list_${String(n).padStart(3, '0')}`;

export function addLargeListing(state: DemoState): void {
  const templates = state.providerProfiles.filter((p) => p.verificationStatus === 'verified');
  for (let n = 1; n <= LARGE_LISTED_THERAPISTS; n++) {
    const template = at(templates, n % templates.length);
    const identifier = largeListedId(n);
    state.providerProfiles.push({
      ...structuredClone(template),
      identifier,
      lastName: `${template.lastName ?? ''} ${n}`.trim(),
    });
    const calendar = state.providerCalendars[template.identifier];
    if (calendar) state.providerCalendars[identifier] = structuredClone(calendar);
  }
}
