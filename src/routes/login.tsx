import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LoginPage } from '../features/account/LoginPage';
import { safeRedirect } from '../lib/redirect';
import { text } from '../lib/search-fields';
import { hasActiveSession } from '../lib/session';

const search = z.object({ redirect: text });

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
