import { createFileRoute } from '@tanstack/react-router';
import { AccountLayout } from '../../features/account';

/** `/account/…`: the account's sections (profile, settings, and later the provider's credentials) as tabs. */
export const Route = createFileRoute('/_authenticated/account')({
  component: AccountLayout,
});
