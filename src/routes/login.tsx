import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { safeRedirect } from '../lib/redirect';
import { stringParam, z } from '../lib/search-params';
import { hasActiveSession } from '../lib/session';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ redirect: stringParam }),
  beforeLoad: ({ search }) => {
    if (hasActiveSession()) throw redirect({ to: '/', href: safeRedirect(search.redirect), replace: true }); // href wins over to
  },
  component: Login,
});

function Login() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirect={redirect} />;
}
