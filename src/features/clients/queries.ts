import { getGetClientRelationQueryOptions } from '../../../generated/api/bookings/get-client-relation';
import { getListClientAppointmentsQueryOptions } from '../../../generated/api/bookings/list-client-appointments';
import { getGetClientProfileForProviderSuspenseQueryOptions } from '../../../generated/api/client/get-client-profile-for-provider';
import { keepPreviousData } from '@tanstack/react-query';

// A provider's view of one client: the page and each of its parts show their own failure, asked once.
const askedOnce = { query: { retry: false } } as const;

/** The client the page is about, which it cannot show without (its loader's `ensureRequired`). */
export const requiredClientProfileQuery = (clientId: string) =>
  getGetClientProfileForProviderSuspenseQueryOptions(clientId, askedOnce);
export const clientRelationQuery = (clientId: string) => getGetClientRelationQueryOptions(clientId, askedOnce);
export const clientAppointmentsQuery = (clientId: string, page: number) =>
  getListClientAppointmentsQueryOptions(clientId, { page }, { query: { placeholderData: keepPreviousData } });

/** The parts of `/clients/$id/` that fail on their own, for its loader (one round with the required profile). */
export function clientPageQueries(clientId: string, page: number) {
  return [clientRelationQuery(clientId), clientAppointmentsQuery(clientId, page)];
}
