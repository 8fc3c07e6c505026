import { useQuery } from '@tanstack/react-query';
import { getGetUserTimezoneQueryOptions } from '../../generated/api/user/user';
import { useSession } from './session';

/** The signed-in user's saved zone; every signed-in page formats times with it, so their layout route loads it. */
export const userTimeZoneQuery = () => getGetUserTimezoneQueryOptions({ query: { staleTime: Infinity, meta: { errorToast: false } } });

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The zone sessions are shown in: the user's saved time zone (GET /user/timezone), else the browser's. */
export function useUserTimeZone(): string {
  const session = useSession();
  const { data } = useQuery({ ...userTimeZoneQuery(), enabled: session !== null });
  return data?.timezone ?? browserTimeZone();
}
