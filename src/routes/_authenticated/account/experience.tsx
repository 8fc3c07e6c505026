import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../../app/route-states';
import { ExperiencePage, loadExperiencePage } from '../../../features/verification';
import { providersOnly } from '../../../lib/viewer';

/** A provider's verification page (providers only); the account layout shows it as a tab. */
export const Route = createFileRoute('/_authenticated/account/experience')({
  beforeLoad: providersOnly,
  loader: ({ context }) => loadExperiencePage(context.queryClient),
  pendingComponent: pendingPage('experience.title'),
  errorComponent: errorPage('experience.title'),
  component: ExperiencePage,
});
