import { createFileRoute, redirect } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../app/route-states';
import { OverviewPage, overviewQueries } from '../../features/overview';
import { allCountriesQuery, checklistQueries, needsSetup, providerProfileQuery } from '../../features/verification';
import { ensureAll } from '../../lib/loader';
import { viewerType } from '../../lib/session';

export const Route = createFileRoute('/_authenticated/overview')({
  loader: async ({ context }) => {
    const viewer = viewerType();
    await ensureAll(context.queryClient, [...overviewQueries(viewer), ...(viewer === 'provider' ? [...checklistQueries(), allCountriesQuery()] : [])]);
    // A provider whose profile misses the setup's fields starts (or resumes) the setup (decision 0050).
    const profile = viewer === 'provider' ? context.queryClient.getQueryData(providerProfileQuery().queryKey) : undefined;
    if (profile && needsSetup(profile)) throw redirect({ to: '/setup/', replace: true });
  },
  pendingComponent: pendingPage('overview.title'),
  errorComponent: errorPage('overview.title'),
  component: OverviewPage,
});
