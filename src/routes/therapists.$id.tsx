import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../app/route-states';
import { TherapistPage, therapistProfileQuery, therapistReviewsQuery } from '../features/therapists';
import { ensureAll } from '../lib/loader';
import { hasActiveSession } from '../lib/session';
import { userTimeZoneQueries } from '../lib/time-zone';

/** A therapist's public page (`/therapists/<id>/`); its reviews need a token, so only signed-in visitors load them. */
export const Route = createFileRoute('/therapists/$id')({
  loader: ({ context, params }) =>
    ensureAll(context.queryClient, [
      therapistProfileQuery(params.id),
      hasActiveSession() && therapistReviewsQuery(params.id, 1),
      ...userTimeZoneQueries(),
    ]),
  pendingComponent: pendingPage('therapists.title'),
  errorComponent: errorPage('therapists.title'),
  component: Therapist,
});

function Therapist() {
  const { id } = Route.useParams();
  return <TherapistPage id={id} />;
}
