import { createFileRoute, redirect } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../../app/route-states';
import { VerificationPage, verificationQueries } from '../../../features/verification';
import { ensureAll } from '../../../lib/loader';

/** A provider's verification page (providers only); the account layout shows it as a tab. */
export const Route = createFileRoute('/_authenticated/account/verification')({
  beforeLoad: ({ context }) => {
    if (context.viewer.userType !== 'provider') throw redirect({ to: '/overview/', replace: true });
  },
  loader: ({ context }) => ensureAll(context.queryClient, verificationQueries()),
  pendingComponent: pendingPage('verification.title'),
  errorComponent: errorPage('verification.title'),
  component: VerificationPage,
});
