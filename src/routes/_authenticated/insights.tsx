import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { errorPage, pendingPage } from '../../app/route-states';
import { InsightsPage, insightsQueries, periods, preloadChart, today } from '../../features/insights';
import { ensureAll } from '../../lib/loader';
import { day, oneOf } from '../../lib/search-fields';
import { providersOnly } from '../../lib/viewer';

// The period: a preset, or `custom` with its first and last day (a malformed one reads as missing).
const search = z.object({ period: oneOf(periods), from: day, to: day });

/** `/insights/` (providers): their practice over a period. */
export const Route = createFileRoute('/_authenticated/insights')({
  validateSearch: search,
  beforeLoad: providersOnly,
  loaderDeps: ({ search }) => ({ period: search.period, from: search.from, to: search.to }),
  // The charts' chunk starts with the data, so it adds no round.
  loader: ({ context, deps }) =>
    Promise.all([ensureAll(context.queryClient, insightsQueries(deps)), preloadChart()]).then(() => undefined),
  pendingComponent: pendingPage('insights.title'),
  errorComponent: errorPage('insights.title'),
  component: Insights,
});

function Insights() {
  const { period, from, to } = Route.useSearch();
  return <InsightsPage search={{ period, from, to }} today={today()} />;
}
