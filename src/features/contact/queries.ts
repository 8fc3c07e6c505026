import { getGetUserInfoQueryOptions } from '../../../generated/api/user/get-user-info';
import { toastOnFailure } from '../../lib/query-client';
import { hasActiveSession } from '../../lib/session';

/**
 * The signed-in account (name and e-mail fill the form in); the same cache entry as the account pages'. Optional: the
 * form is filled in by hand without it, and a failure is toasted.
 */
export const contactUserQuery = () => getGetUserInfoQueryOptions({ query: toastOnFailure });

/** What `/contact/` loads: the account when signed in, nothing otherwise. */
export const contactPageQueries = () => (hasActiveSession() ? [contactUserQuery()] : []);
