import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../app/route-states';
import { countriesQuery, SignUpPage } from '../../features/account';
import { ensureAll } from '../../lib/loader';

/** Provider sign-up: the country list comes with the page. */
export const Route = createFileRoute('/sign-up/provider')({
  loader: ({ context }) => ensureAll(context.queryClient, [countriesQuery()]),
  pendingComponent: pendingPage('accounts.signUp.providerTitle'),
  errorComponent: errorPage('accounts.signUp.providerTitle'),
  component: () => <SignUpPage userType="provider" />,
});
