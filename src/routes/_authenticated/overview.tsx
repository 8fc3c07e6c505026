import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../app/route-states';
import { OverviewPage, overviewQueries } from '../../features/overview';
import { ensureAll } from '../../lib/loader';
import { viewerType } from '../../lib/session';

export const Route = createFileRoute('/_authenticated/overview')({
  loader: ({ context }) => ensureAll(context.queryClient, overviewQueries(viewerType())),
  pendingComponent: pendingPage('overview.title'),
  errorComponent: errorPage('overview.title'),
  component: OverviewPage,
});
