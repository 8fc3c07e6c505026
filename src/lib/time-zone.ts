import { useQuery } from '@tanstack/react-query';
import { getGetUserTimezoneQueryOptions } from '../../generated/api/user/user';
import { hasActiveSession, useSession } from './session';

/** The signed-in user's saved zone; every time on screen is formatted with it, so the route loaders wait for it. */
export const userTimeZoneQuery = () => getGetUserTimezoneQueryOptions({ query: { staleTime: Infinity, meta: { errorToast: false } } });

/** What a route loader adds to its round so that no time shows in the wrong zone: the zone, when signed in. */
export const userTimeZoneQueries = () => (hasActiveSession() ? [userTimeZoneQuery()] : []);

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The zone sessions are shown in: the user's saved time zone (GET /user/timezone), else the browser's. */
export function useUserTimeZone(): string {
  const session = useSession();
  const { data } = useQuery({ ...userTimeZoneQuery(), enabled: session !== null });
  return data?.timezone ?? browserTimeZone();
}

/**
 * False while a signed-in user's zone is still on its way (a loader that did not wait for it, e.g. the root's
 * background reload after signing in): times wait rather than show in the browser's zone and then jump. A failed
 * load counts as known (the browser's zone is used).
 */
export function useTimeZoneKnown(): boolean {
  const session = useSession();
  const { isPending } = useQuery({ ...userTimeZoneQuery(), enabled: session !== null });
  return session === null || !isPending;
}
