import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { errorPage, pendingPage } from '../../app/route-states';
import { OverviewPage, overviewQueries, requiredUserInfoQuery } from '../../features/overview';
import { allCountriesQuery, checklistQueries, needsSetup, providerProfileQuery } from '../../features/verification';
import { ensureAll, ensureRequired } from '../../lib/loader';
import { TopupReturn } from '../../features/wallet';
import { identifier } from '../../lib/search-fields';

// `?reference=` when the card provider sends the browser back after a wallet top-up started here.
const search = z.object({ reference: identifier });

export const Route = createFileRoute('/_authenticated/overview')({
  validateSearch: search,
  loader: async ({ context }) => {
    const viewer = context.viewer.userType;
    // The page cannot show without the account (the greeting); each card shows its own failure.
    await Promise.all([
      ensureRequired(context.queryClient, [requiredUserInfoQuery()]),
      ensureAll(context.queryClient, [
        ...overviewQueries(viewer),
        ...(viewer === 'provider' ? [...checklistQueries(), allCountriesQuery()] : []),
      ]),
    ]);
    // A provider whose profile misses the setup's fields starts (or resumes) the setup (decision 0050).
    const profile =
      viewer === 'provider' ? context.queryClient.getQueryData(providerProfileQuery().queryKey) : undefined;
    if (profile && needsSetup(profile)) throw redirect({ to: '/setup/', replace: true });
  },
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
