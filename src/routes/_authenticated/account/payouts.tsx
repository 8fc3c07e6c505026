import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../../app/route-states';
import { PayoutsPage, payoutsQueries } from '../../../features/verification';
import { ensureAll } from '../../../lib/loader';
import { providersOnly } from '../../../lib/viewer';

/** A provider's verification page (providers only); the account layout shows it as a tab. */
export const Route = createFileRoute('/_authenticated/account/payouts')({
  beforeLoad: providersOnly,
  loader: ({ context }) => ensureAll(context.queryClient, payoutsQueries()),
  pendingComponent: pendingPage('bank.title'),
  errorComponent: errorPage('bank.title'),
  component: PayoutsPage,
});
