import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { errorPage, pendingPage } from '../../app/route-states';
import { ClientNotFound, ClientPage, clientPageQueries, requiredClientProfileQuery } from '../../features/clients';
import { ensureAll, ensureRequired, notFoundWhenGone } from '../../lib/loader';
import { wholeNumber } from '../../lib/search-fields';

const search = z.object({ page: wholeNumber(1, 10_000) });

// A provider's view of a client; a client who opens it sees that it is not theirs (no calls are made). The page cannot
// show without the client's profile; the relation and the appointments fail on their own.
export const Route = createFileRoute('/_authenticated/clients/$id')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) =>
    context.viewer.userType === 'provider'
      ? Promise.all([
          ensureRequired(context.queryClient, [requiredClientProfileQuery(params.id)]).catch(notFoundWhenGone),
          ensureAll(context.queryClient, clientPageQueries(params.id, deps.page)),
        ])
      : undefined,
  pendingComponent: pendingPage('clients.title'),
  errorComponent: errorPage('clients.title'),
  notFoundComponent: ClientNotFound,
  component: Client,
});

function Client() {
  const { id } = Route.useParams();
  const { page } = Route.useSearch();
  return <ClientPage clientId={id} page={page ?? 1} />;
}
