import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../app/route-states';
import { catalogueQuery } from '../../features/catalogue';
import { allCountriesQuery, providerProfileQuery, SetupPage } from '../../features/verification';
import { ensureAll } from '../../lib/loader';
import { providersOnly } from '../../lib/viewer';

/** The provider's first-sign-in setup (decision 0050); clients have none. */
export const Route = createFileRoute('/_authenticated/setup')({
  beforeLoad: providersOnly,
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
