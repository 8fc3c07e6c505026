import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../app/route-states';
import {
  requiredTherapistProfileQuery,
  TherapistNotFound,
  TherapistPage,
  therapistReviewsQuery,
} from '../features/therapists';
import { ensureAll, ensureRequired, notFoundWhenGone } from '../lib/loader';
import { hasActiveSession } from '../lib/session';
import { userTimeZoneQueries } from '../lib/time-zone';

/**
 * A therapist's public page (`/therapists/<id>/`): it cannot show without the profile (an unknown therapist is the
 * route's not-found view); the reviews need a token, so only signed-in visitors load them, and they fail on their own.
 */
export const Route = createFileRoute('/therapists/$id')({
  loader: ({ context, params }) =>
    Promise.all([
      ensureRequired(context.queryClient, [requiredTherapistProfileQuery(params.id)]).catch(notFoundWhenGone),
      ensureAll(context.queryClient, [
        hasActiveSession() && therapistReviewsQuery(params.id, 1),
        ...userTimeZoneQueries(),
      ]),
    ]),
  pendingComponent: pendingPage('therapists.title'),
  errorComponent: errorPage('therapists.title'),
  notFoundComponent: TherapistNotFound,
  component: Therapist,
});

function Therapist() {
  const { id } = Route.useParams();
  return <TherapistPage id={id} />;
}
