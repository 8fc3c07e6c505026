import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/LandingPage';
import { listingFlagQuery, TherapistListing, therapistListQuery, usStatesQuery } from '../features/therapists';
import { startAll } from '../lib/loader';

export const Route = createFileRoute('/')({
  loaderDeps: ({ search }) => ({ state: search.state }),
  // The listing and the flag that shows it start together (a listing not shown is the price of one round); the page
  // does not wait for them: the landing content needs no data and the listing has its own loading state.
  loader: ({ context, deps }) =>
    startAll(context.queryClient, [
      listingFlagQuery(),
      therapistListQuery(deps.state, 1),
      deps.state && usStatesQuery(),
    ]),
  component: Home,
});

function Home() {
  const { state } = Route.useSearch();
  return <LandingPage listing={<TherapistListing state={state} />} />;
}
