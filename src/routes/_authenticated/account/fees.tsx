import { createFileRoute, redirect } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../../app/route-states';
import { FeesPage, feesQueries } from '../../../features/verification';
import { ensureAll } from '../../../lib/loader';

/** A provider's verification page (providers only); the account layout shows it as a tab. */
export const Route = createFileRoute('/_authenticated/account/fees')({
  beforeLoad: ({ context }) => {
    if (context.viewer.userType !== 'provider') throw redirect({ to: '/overview/', replace: true });
  },
  loader: ({ context }) => ensureAll(context.queryClient, feesQueries()),
  pendingComponent: pendingPage('fees.title'),
  errorComponent: errorPage('fees.title'),
  component: FeesPage,
});
