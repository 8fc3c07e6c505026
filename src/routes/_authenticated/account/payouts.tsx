import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../../app/route-states';
import { PayoutsPage, loadPayoutsPage } from '../../../features/verification';
import { providersOnly } from '../../../lib/viewer';

/** A provider's verification page (providers only); the account layout shows it as a tab. */
export const Route = createFileRoute('/_authenticated/account/payouts')({
  beforeLoad: providersOnly,
  loader: ({ context }) => loadPayoutsPage(context.queryClient),
  pendingComponent: pendingPage('bank.title'),
  errorComponent: errorPage('bank.title'),
  component: PayoutsPage,
});
