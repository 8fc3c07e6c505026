import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../../app/route-states';
import { ExperiencePage, experienceQueries } from '../../../features/verification';
import { ensureAll } from '../../../lib/loader';
import { providersOnly } from '../../../lib/viewer';

/** A provider's verification page (providers only); the account layout shows it as a tab. */
export const Route = createFileRoute('/_authenticated/account/experience')({
  beforeLoad: providersOnly,
  loader: ({ context }) => ensureAll(context.queryClient, experienceQueries()),
  pendingComponent: pendingPage('experience.title'),
  errorComponent: errorPage('experience.title'),
  component: ExperiencePage,
});
