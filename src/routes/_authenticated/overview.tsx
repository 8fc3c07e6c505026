import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../app/route-states';
import { OverviewPage, overviewQueries } from '../../features/overview';
import { ensureAll } from '../../lib/loader';
import { viewerType } from '../../lib/session';
import { TopupReturn } from '../../features/wallet';
import { identifierParam, searchParams } from '../../lib/search-params';

// `?reference=` when the card provider sends the browser back after a wallet top-up started here.
const search = searchParams({ reference: identifierParam });

export const Route = createFileRoute('/_authenticated/overview')({
  validateSearch: search,
  loader: ({ context }) => ensureAll(context.queryClient, overviewQueries(viewerType())),
  pendingComponent: pendingPage('overview.title'),
  errorComponent: errorPage('overview.title'),
  component: Overview,
});

function Overview() {
  const { reference } = Route.useSearch();
  return (
    <>
      <OverviewPage />
      <TopupReturn page="/overview/" reference={reference} />
    </>
  );
}
