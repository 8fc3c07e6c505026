import { getGetUserInfoQueryOptions } from '../../../generated/api/user/get-user-info';
import { hasActiveSession } from '../../lib/session';

/** The signed-in account (name and e-mail fill the form in); the same cache entry as the account pages'. */
export const contactUserQuery = () => getGetUserInfoQueryOptions();

/** What `/contact/` loads: the account when signed in, nothing otherwise. */
export const contactPageQueries = () => (hasActiveSession() ? [contactUserQuery()] : []);
