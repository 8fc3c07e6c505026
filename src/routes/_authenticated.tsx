import { createFileRoute, redirect } from '@tanstack/react-router';
import { clearSession, getSession, hasActiveSession } from '../lib/session';

/** The guard of every signed-in route: a signed-out (or expired) visit goes to `/login/?redirect=<that path>`. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ location, context }) => {
    if (hasActiveSession()) return;
    if (getSession()) {
      clearSession();
      context.queryClient.clear();
    }
    throw redirect({ to: '/login/', search: { redirect: location.href }, replace: true });
  },
});
