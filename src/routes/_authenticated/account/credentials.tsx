import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../../app/route-states';
import { CredentialsPage, credentialsQueries } from '../../../features/verification';
import { ensureAll } from '../../../lib/loader';
import { providersOnly } from '../../../lib/viewer';

/** A provider's verification page (providers only); the account layout shows it as a tab. */
export const Route = createFileRoute('/_authenticated/account/credentials')({
  beforeLoad: providersOnly,
  loader: ({ context }) => ensureAll(context.queryClient, credentialsQueries()),
  pendingComponent: pendingPage('credentials.title'),
  errorComponent: errorPage('credentials.title'),
  component: CredentialsPage,
});
