import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../../app/route-states';
import { FeesPage, feesQueries } from '../../../features/verification';
import { ensureRequired } from '../../../lib/loader';
import { providersOnly } from '../../../lib/viewer';

/** A provider's verification page (providers only); the account layout shows it as a tab. */
export const Route = createFileRoute('/_authenticated/account/fees')({
  beforeLoad: providersOnly,
  loader: ({ context }) => ensureRequired(context.queryClient, feesQueries()),
  pendingComponent: pendingPage('fees.title'),
  errorComponent: errorPage('fees.title'),
  component: FeesPage,
});
