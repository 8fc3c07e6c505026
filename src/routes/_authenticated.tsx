import { createFileRoute, redirect } from '@tanstack/react-router';
import { ownProfileQuery } from '../features/profiles';
import { ensureAll } from '../lib/loader';
import { getSession, hasActiveSession } from '../lib/session';
import { signOut } from '../lib/sign-out';
import { userTimeZoneQueries } from '../lib/time-zone';
import { viewerOf } from '../lib/viewer';

/**
 * The guard of every signed-in route: a signed-out (or expired) visit goes to `/login/?redirect=<that path>`. A
 * signed-in one puts the viewer into the route context, where loaders and `useViewer()` read it.
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ location, context }) => {
    const session = getSession();
    if (session && hasActiveSession()) return { viewer: viewerOf(session) };
    if (session) void signOut(context.queryClient);
    throw redirect({ to: '/login/', search: { redirect: location.href }, replace: true });
  },
  // Runs beside the child page's loader: the user's time zone comes in the same round as the page's data (the root's
  // loader asks too, but after signing in it reloads in the background; this one is new then, so the page waits).
  // The user's own profile (the header's name and picture) comes in the same round.
  loader: ({ context }) =>
    ensureAll(context.queryClient, [...userTimeZoneQueries(), ownProfileQuery(context.viewer.userType)]),
});
