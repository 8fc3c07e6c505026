import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../app/route-states';
import { ClientPage, clientPageQueries } from '../../features/clients';
import { ensureAll } from '../../lib/loader';
import { intParam, searchParams } from '../../lib/search-params';

const search = searchParams({ page: intParam(1, 10_000) });

// A provider's view of a client; a client who opens it sees that it is not theirs (no calls are made).
export const Route = createFileRoute('/_authenticated/clients/$id')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) =>
    context.viewer.userType === 'provider'
      ? ensureAll(context.queryClient, clientPageQueries(params.id, deps.page))
      : undefined,
  pendingComponent: pendingPage('clients.title'),
  errorComponent: errorPage('clients.title'),
  component: Client,
});

function Client() {
  const { id } = Route.useParams();
  const { page } = Route.useSearch();
  return <ClientPage clientId={id} page={page ?? 1} />;
}
