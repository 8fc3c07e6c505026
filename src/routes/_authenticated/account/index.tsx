import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../../app/route-states';
import { preloadProfileForm, ProfilePage, profilePageQueries } from '../../../features/profiles';
import { ensureAll } from '../../../lib/loader';
import { viewerType } from '../../../lib/session';

/** `/account/`: "update profile" (the wallet's 'Update Profile' button leads here). */
export const Route = createFileRoute('/_authenticated/account/')({
  loader: ({ context }) =>
    Promise.all([
      ensureAll(context.queryClient, profilePageQueries(viewerType())),
      preloadProfileForm(viewerType()),
    ]).then(() => undefined),
  pendingComponent: pendingPage('profiles.title'),
  errorComponent: errorPage('profiles.title'),
  component: ProfilePage,
});
