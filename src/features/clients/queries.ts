import { getGetClientRelationQueryOptions } from '../../../generated/api/bookings/get-client-relation';
import { getListClientAppointmentsQueryOptions } from '../../../generated/api/bookings/list-client-appointments';
import { getGetClientProfileForProviderQueryOptions } from '../../../generated/api/client/get-client-profile-for-provider';
import { keepPreviousData } from '@tanstack/react-query';

// A provider's view of one client: each part shows its own failure, so none of these toasts.
const quiet = { query: { meta: { errorToast: false }, retry: false } } as const;

export const clientProfileQuery = (clientId: string) => getGetClientProfileForProviderQueryOptions(clientId, quiet);
export const clientRelationQuery = (clientId: string) => getGetClientRelationQueryOptions(clientId, quiet);
export const clientAppointmentsQuery = (clientId: string, page: number) =>
  getListClientAppointmentsQueryOptions(
    clientId,
    { page },
    { query: { meta: { errorToast: false }, placeholderData: keepPreviousData } },
  );

/** Everything `/clients/$id/` shows, for its loader (one round). */
export function clientPageQueries(clientId: string, page: number) {
  return [clientProfileQuery(clientId), clientRelationQuery(clientId), clientAppointmentsQuery(clientId, page)];
}
