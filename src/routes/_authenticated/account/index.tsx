import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../../app/route-states';
import { preloadProfileForm, ProfilePage, profilePageQueries } from '../../../features/profiles';
import { ensureAll } from '../../../lib/loader';

/** `/account/`: "update profile" (the wallet's 'Update Profile' button leads here). */
export const Route = createFileRoute('/_authenticated/account/')({
  loader: ({ context }) =>
    Promise.all([
      ensureAll(context.queryClient, profilePageQueries(context.viewer.userType)),
      preloadProfileForm(context.viewer.userType),
    ]).then(() => undefined),
  pendingComponent: pendingPage('profiles.title'),
  errorComponent: errorPage('profiles.title'),
  component: ProfilePage,
});
