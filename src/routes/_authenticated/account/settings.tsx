import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../../app/route-states';
import { calendarSubscriptionQuery, ipTimeZoneQuery, SettingsPage, userInfoQuery } from '../../../features/account';
import { ensureAll } from '../../../lib/loader';

/** Account settings (both user types); the saved time zone comes with the signed-in layout. */
export const Route = createFileRoute('/_authenticated/account/settings')({
  loader: ({ context }) =>
    ensureAll(context.queryClient, [userInfoQuery(), ipTimeZoneQuery(), calendarSubscriptionQuery()]),
  pendingComponent: pendingPage('settings.title'),
  errorComponent: errorPage('settings.title'),
  component: SettingsPage,
});
