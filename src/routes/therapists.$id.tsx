import { createFileRoute } from '@tanstack/react-router';
import { TherapistPage } from '../features/therapists/TherapistPage';

/** A therapist's public page (`/therapists/<id>/`). */
export const Route = createFileRoute('/therapists/$id')({ component: Therapist });

function Therapist() {
  const { id } = Route.useParams();
  return <TherapistPage id={id} />;
}
