import { createFileRoute, redirect } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../../app/route-states';
import { ExperiencePage, experienceQueries } from '../../../features/verification';
import { ensureAll } from '../../../lib/loader';

/** A provider's verification page (providers only); the account layout shows it as a tab. */
export const Route = createFileRoute('/_authenticated/account/experience')({
  beforeLoad: ({ context }) => {
    if (context.viewer.userType !== 'provider') throw redirect({ to: '/overview/', replace: true });
  },
  loader: ({ context }) => ensureAll(context.queryClient, experienceQueries()),
  pendingComponent: pendingPage('experience.title'),
  errorComponent: errorPage('experience.title'),
  component: ExperiencePage,
});
