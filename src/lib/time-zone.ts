import { useGetUserTimezone } from '../../generated/api/user/user';
import { useSession } from './session';

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The zone sessions are shown in: the user's saved time zone (GET /user/timezone), else the browser's. */
export function useUserTimeZone(): string {
  const session = useSession();
  const { data } = useGetUserTimezone({ query: { enabled: session !== null, staleTime: Infinity, meta: { errorToast: false } } });
  return data?.timezone ?? browserTimeZone();
}
