// A provider's view of one client (`/clients/$id/`): profile, relation and their appointments with this provider.
export { ClientNotFound, ClientPage } from './ClientPage';
export { clientPageQueries, requiredClientProfileQuery } from './queries';
