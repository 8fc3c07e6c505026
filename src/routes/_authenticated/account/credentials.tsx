import { createFileRoute, redirect } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../../app/route-states';
import { CredentialsPage, credentialsQueries } from '../../../features/verification';
import { ensureAll } from '../../../lib/loader';

/** A provider's verification page (providers only); the account layout shows it as a tab. */
export const Route = createFileRoute('/_authenticated/account/credentials')({
  beforeLoad: ({ context }) => {
    if (context.viewer.userType !== 'provider') throw redirect({ to: '/overview/', replace: true });
  },
  loader: ({ context }) => ensureAll(context.queryClient, credentialsQueries()),
  pendingComponent: pendingPage('credentials.title'),
  errorComponent: errorPage('credentials.title'),
  component: CredentialsPage,
});
