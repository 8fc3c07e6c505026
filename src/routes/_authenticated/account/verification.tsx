import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../../app/route-states';
import { VerificationPage, verificationQueries } from '../../../features/verification';
import { ensureAll } from '../../../lib/loader';
import { providersOnly } from '../../../lib/viewer';

/** A provider's verification page (providers only); the account layout shows it as a tab. */
export const Route = createFileRoute('/_authenticated/account/verification')({
  beforeLoad: providersOnly,
  loader: ({ context }) => ensureAll(context.queryClient, verificationQueries()),
  pendingComponent: pendingPage('verification.title'),
  errorComponent: errorPage('verification.title'),
  component: VerificationPage,
});
