import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../../app/route-states';
import { CredentialsPage, loadCredentialsPage } from '../../../features/verification';
import { providersOnly } from '../../../lib/viewer';

/** A provider's verification page (providers only); the account layout shows it as a tab. */
export const Route = createFileRoute('/_authenticated/account/credentials')({
  beforeLoad: providersOnly,
  loader: ({ context }) => loadCredentialsPage(context.queryClient),
  pendingComponent: pendingPage('credentials.title'),
  errorComponent: errorPage('credentials.title'),
  component: CredentialsPage,
});
