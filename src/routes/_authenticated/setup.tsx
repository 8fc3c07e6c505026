import { createFileRoute, redirect } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../app/route-states';
import { catalogueQuery } from '../../features/catalogue';
import { allCountriesQuery, providerProfileQuery, SetupPage } from '../../features/verification';
import { ensureAll } from '../../lib/loader';

/** The provider's first-sign-in setup (decision 0050); clients have none. */
export const Route = createFileRoute('/_authenticated/setup')({
  beforeLoad: ({ context }) => {
    if (context.viewer.userType !== 'provider') throw redirect({ to: '/overview/', replace: true });
  },
  loader: ({ context }) =>
    ensureAll(context.queryClient, [
      providerProfileQuery(),
      allCountriesQuery(),
      ...(['gender', 'therapy', 'modality', 'speciality'] as const).map(catalogueQuery),
    ]),
  pendingComponent: pendingPage('setup.title'),
  errorComponent: errorPage('setup.title'),
  component: SetupPage,
});
