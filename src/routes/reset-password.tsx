import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/account';
import { searchParams, stringParam } from '../lib/search-params';

/** The reset e-mail's link: `/reset-password/?token=…`. */
export const Route = createFileRoute('/reset-password')({
  validateSearch: searchParams({ token: stringParam }),
  component: ResetPassword,
});

function ResetPassword() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage key={token} token={token} />;
}
