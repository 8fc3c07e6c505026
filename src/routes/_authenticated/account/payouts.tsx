import { createFileRoute, redirect } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../../app/route-states';
import { PayoutsPage, payoutsQueries } from '../../../features/verification';
import { ensureAll } from '../../../lib/loader';

/** A provider's verification page (providers only); the account layout shows it as a tab. */
export const Route = createFileRoute('/_authenticated/account/payouts')({
  beforeLoad: ({ context }) => {
    if (context.viewer.userType !== 'provider') throw redirect({ to: '/overview/', replace: true });
  },
  loader: ({ context }) => ensureAll(context.queryClient, payoutsQueries()),
  pendingComponent: pendingPage('bank.title'),
  errorComponent: errorPage('bank.title'),
  component: PayoutsPage,
});
