import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { VerifyEmailPage } from '../features/account';
import { text } from '../lib/search-fields';

/** The verification e-mail's link: `/verify-email/?token=…`. */
export const Route = createFileRoute('/verify-email')({
  validateSearch: z.object({ token: text }),
  component: VerifyEmail,
});

function VerifyEmail() {
  const { token } = Route.useSearch();
  return <VerifyEmailPage key={token} token={token} />;
}
