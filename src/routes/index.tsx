import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/LandingPage';
import { TherapistListing } from '../features/therapists/TherapistListing';

export const Route = createFileRoute('/')({ component: Home });

function Home() {
  const { state } = Route.useSearch();
  return <LandingPage listing={<TherapistListing state={state} />} />;
}
