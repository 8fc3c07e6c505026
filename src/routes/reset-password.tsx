import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ResetPasswordPage } from '../features/account';
import { text } from '../lib/search-fields';

/** The reset e-mail's link: `/reset-password/?token=…`. */
export const Route = createFileRoute('/reset-password')({
  validateSearch: z.object({ token: text }),
  component: ResetPassword,
});

function ResetPassword() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage key={token} token={token} />;
}
