import { useQuery } from '@tanstack/react-query';
import { getGetUserTimezoneQueryOptions } from '../../generated/api/user/get-user-timezone';
import { hasActiveSession, useSession } from './session';

/** The signed-in user's saved zone; every time on screen is formatted with it, so the route loaders wait for it. */
export const userTimeZoneQuery = () => getGetUserTimezoneQueryOptions({ query: { staleTime: Infinity } });

/** What a route loader adds to its round so that no time shows in the wrong zone: the zone, when signed in. */
export const userTimeZoneQueries = () => (hasActiveSession() ? [userTimeZoneQuery()] : []);

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const checked = new Map<string, boolean>();

/**
 * Whether this browser's Intl knows the zone. The contract allows any `Area/Place`-shaped name, and a zone a backend
 * knows may be newer than the browser's data: `Intl` throws a RangeError on one it does not know.
 */
export function isKnownTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  let known = checked.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    checked.set(zone, known);
  }
  return known;
}

/** The zone to show times in: the saved one when the browser knows it, else the browser's own. */
export function usableTimeZone(saved: string | null | undefined): string {
  return isKnownTimeZone(saved) ? saved : browserTimeZone();
}

/** The zone the user saved (GET /user/timezone), as stored: undefined while unknown or signed out. */
export function useSavedTimeZone(): string | undefined {
  const session = useSession();
  // Optional: times go by the browser's zone until the saved one is known.
  return useQuery({ ...userTimeZoneQuery(), enabled: session !== null }).data?.timezone;
}

/** The zone sessions are shown in: the user's saved time zone when the browser knows it, else the browser's. */
export function useUserTimeZone(): string {
  return usableTimeZone(useSavedTimeZone());
}

/**
 * False while a signed-in user's zone is still on its way (a loader that did not wait for it, e.g. the root's
 * background reload after signing in): times wait rather than show in the browser's zone and then jump. A failed
 * load counts as known (the browser's zone is used).
 */
export function useTimeZoneKnown(): boolean {
  const session = useSession();
  // Background: only whether the zone is known yet, so that times wait instead of jumping.
  const { isPending } = useQuery({ ...userTimeZoneQuery(), enabled: session !== null });
  return session === null || !isPending;
}
