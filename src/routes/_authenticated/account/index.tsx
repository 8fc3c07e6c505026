import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../../app/route-states';
import {
  preloadProfileForm,
  ProfilePage,
  profilePageQueries,
  requiredProfilePageQuery,
} from '../../../features/profiles';
import { ensureAll, ensureRequired } from '../../../lib/loader';

/** `/account/`: "update profile" (the wallet's 'Update Profile' button leads here). */
export const Route = createFileRoute('/_authenticated/account/')({
  // The page cannot show without the user's own profile; the option lists fail on their own.
  loader: ({ context }) =>
    Promise.all([
      ensureRequired(context.queryClient, [requiredProfilePageQuery(context.viewer.userType)]),
      ensureAll(context.queryClient, profilePageQueries(context.viewer.userType)),
      preloadProfileForm(context.viewer.userType),
    ]).then(() => undefined),
  pendingComponent: pendingPage('profiles.title'),
  errorComponent: errorPage('profiles.title'),
  component: ProfilePage,
});
