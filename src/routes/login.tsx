import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../features/account/LoginPage';
import { safeRedirect } from '../lib/redirect';
import { searchParams, stringParam } from '../lib/search-params';
import { hasActiveSession } from '../lib/session';

const search = searchParams({ redirect: stringParam });

export const Route = createFileRoute('/login')({
  validateSearch: search,
  beforeLoad: ({ search }) => {
    if (hasActiveSession()) throw redirect({ to: '/', href: safeRedirect(search.redirect), replace: true }); // href wins over to
  },
  component: Login,
});

function Login() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirect={redirect} />;
}
