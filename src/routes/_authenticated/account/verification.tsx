import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../../app/route-states';
import { VerificationPage, loadVerificationPage } from '../../../features/verification';
import { providersOnly } from '../../../lib/viewer';

/** A provider's verification page (providers only); the account layout shows it as a tab. */
export const Route = createFileRoute('/_authenticated/account/verification')({
  beforeLoad: providersOnly,
  loader: ({ context }) => loadVerificationPage(context.queryClient),
  pendingComponent: pendingPage('verification.title'),
  errorComponent: errorPage('verification.title'),
  component: VerificationPage,
});
