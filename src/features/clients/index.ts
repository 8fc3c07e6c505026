// A provider's view of one client (`/clients/$id/`): profile, relation and their appointments with this provider.
export { ClientPage } from './ClientPage';
export { clientPageQueries } from './queries';
