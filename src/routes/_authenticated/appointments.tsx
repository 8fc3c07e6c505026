import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../app/route-states';
import { AppointmentsPage, appointmentsQueries } from '../../features/appointments';
import { ensureAll } from '../../lib/loader';
import { optionalParam, z } from '../../lib/search-params';
import { viewerType } from '../../lib/session';

export const Route = createFileRoute('/_authenticated/appointments')({
  validateSearch: z.object({
    status: optionalParam(z.enum(['pending', 'confirmed', 'cancelled'])),
    page: optionalParam(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  }),
  loaderDeps: ({ search }) => ({ status: search.status, page: search.page ?? 1, selectedId: search.modal ? undefined : search.id }),
  loader: ({ context, deps }) => ensureAll(context.queryClient, appointmentsQueries(viewerType(), deps)),
  pendingComponent: pendingPage('appointments.title'),
  errorComponent: errorPage('appointments.title'),
  component: Appointments,
});

function Appointments() {
  const { status, page, id, modal } = Route.useSearch();
  return <AppointmentsPage status={status} page={page ?? 1} selectedId={id} modalOpen={modal !== undefined} />;
}
