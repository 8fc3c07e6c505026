import { createFileRoute, redirect } from '@tanstack/react-router';
import { ownProfileQuery } from '../features/profiles';
import { ensureAll } from '../lib/loader';
import { getSession, hasActiveSession, viewerType } from '../lib/session';
import { signOut } from '../lib/sign-out';
import { userTimeZoneQueries } from '../lib/time-zone';

/** The guard of every signed-in route: a signed-out (or expired) visit goes to `/login/?redirect=<that path>`. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ location, context }) => {
    if (hasActiveSession()) return;
    if (getSession()) void signOut(context.queryClient);
    throw redirect({ to: '/login/', search: { redirect: location.href }, replace: true });
  },
  // Runs beside the child page's loader: the user's time zone comes in the same round as the page's data (the root's
  // loader asks too, but after signing in it reloads in the background; this one is new then, so the page waits).
  // The user's own profile (the header's name and picture) comes in the same round.
  loader: ({ context }) => ensureAll(context.queryClient, [...userTimeZoneQueries(), ownProfileQuery(viewerType())]),
});
