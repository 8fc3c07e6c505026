import { createFileRoute } from '@tanstack/react-router';
import { AccountLayout } from '../../features/account';

/** `/account/…`: the account's sections (profile, settings, the provider's credentials, fees and payouts) as tabs. */
export const Route = createFileRoute('/_authenticated/account')({
  component: AccountLayout,
});
