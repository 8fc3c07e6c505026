import { createFileRoute, notFound } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { errorPage, pendingPage } from '../../app/route-states';
import {
  AvailabilityPage,
  availabilityPageQueries,
  availabilityQueries,
  chosenCategory,
  currentMonth,
  ownProfileQuery,
} from '../../features/availability';
import { ensureAll, ensureRequired } from '../../lib/loader';
import { identifier, month } from '../../lib/search-fields';

const search = z.object({ category: identifier, month });

/** `/availability/` (providers): calendar setup, weekly hours, month calendar, specific dates, booking rules, preview. */
export const Route = createFileRoute('/_authenticated/availability')({
  validateSearch: search,
  beforeLoad: ({ context }) => {
    if (context.viewer.userType !== 'provider') throw notFound();
  },
  loaderDeps: ({ search }) => ({ category: search.category, month: search.month }),
  loader: async ({ context, deps }) => {
    const month = deps.month ?? currentMonth(context.queryClient);
    // The setup and the profile fail the page; with the category in the URL, one round; without it, the profile says
    // which category comes first.
    const required = ensureRequired(context.queryClient, availabilityPageQueries());
    if (!deps.category) await required;
    const profile = context.queryClient.getQueryData(ownProfileQuery().queryKey);
    const category = chosenCategory(profile, deps.category) ?? deps.category;
    await Promise.all([
      required,
      ensureAll(context.queryClient, availabilityQueries(category, month, profile?.identifier)),
    ]);
  },
  pendingComponent: pendingPage('availability.title'),
  errorComponent: errorPage('availability.title'),
  component: Availability,
});

function Availability() {
  const { category, month } = Route.useSearch();
  return <AvailabilityPage category={category} month={month} />;
}
