import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../features/account';
import { searchParams, stringParam } from '../lib/search-params';

/** The verification e-mail's link: `/verify-email/?token=…`. */
export const Route = createFileRoute('/verify-email')({
  validateSearch: searchParams({ token: stringParam }),
  component: VerifyEmail,
});

function VerifyEmail() {
  const { token } = Route.useSearch();
  return <VerifyEmailPage key={token} token={token} />;
}
