import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../app/route-states';
import { catalogueQuery } from '../../features/catalogue';
import { allCountriesQuery, providerProfileQuery, SetupPage } from '../../features/verification';
import { ensureAll, ensureRequired } from '../../lib/loader';
import { providersOnly } from '../../lib/viewer';

/** The provider's first-sign-in setup (decision 0050); clients have none. */
export const Route = createFileRoute('/_authenticated/setup')({
  beforeLoad: providersOnly,
  // The steps cannot show without the profile; the lists they offer handle their own failures.
  loader: ({ context }) =>
    Promise.all([
      ensureRequired(context.queryClient, [providerProfileQuery()]),
      ensureAll(context.queryClient, [
        allCountriesQuery(),
        ...(['gender', 'therapy', 'modality', 'speciality'] as const).map(catalogueQuery),
      ]),
    ]),
  pendingComponent: pendingPage('setup.title'),
  errorComponent: errorPage('setup.title'),
  component: SetupPage,
});
