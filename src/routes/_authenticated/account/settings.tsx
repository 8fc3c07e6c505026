import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../../app/route-states';
import { calendarSubscriptionQuery, ipTimeZoneQuery, SettingsPage, userInfoQuery } from '../../../features/account';
import { ensureAll, ensureRequired } from '../../../lib/loader';

/** Account settings (both user types); the saved time zone comes with the signed-in layout. */
export const Route = createFileRoute('/_authenticated/account/settings')({
  // The page cannot show without the account; the time-zone suggestion and the calendar link fail on their own.
  loader: ({ context }) =>
    Promise.all([
      ensureRequired(context.queryClient, [userInfoQuery()]),
      ensureAll(context.queryClient, [ipTimeZoneQuery(), calendarSubscriptionQuery()]),
    ]),
  pendingComponent: pendingPage('settings.title'),
  errorComponent: errorPage('settings.title'),
  component: SettingsPage,
});
