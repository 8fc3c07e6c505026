import { createFileRoute } from '@tanstack/react-router';
import { AppointmentsPage } from '../../features/appointments/AppointmentsPage';
import { optionalParam, z } from '../../lib/search-params';

export const Route = createFileRoute('/_authenticated/appointments')({
  validateSearch: z.object({
    status: optionalParam(z.enum(['pending', 'confirmed', 'cancelled'])),
    page: optionalParam(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  }),
  component: Appointments,
});

function Appointments() {
  const { status, page, id, modal } = Route.useSearch();
  return <AppointmentsPage status={status} page={page ?? 1} selectedId={id} modalOpen={modal !== undefined} />;
}
