import { createFileRoute } from '@tanstack/react-router';
import { CancellationPolicyPage } from '../../features/appointments/CancellationPolicyPage';

export const Route = createFileRoute('/policy/client-cancellation')({
  component: () => <CancellationPolicyPage audience="client" />,
});
