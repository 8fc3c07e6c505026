import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../app/route-states';
import { AppointmentsPage, appointmentsQueries } from '../../features/appointments';
import { ensureAll } from '../../lib/loader';
import { enumParam, intParam, searchParams } from '../../lib/search-params';

const search = searchParams({
  status: enumParam(['pending', 'confirmed', 'cancelled']),
  page: intParam(1, 10_000),
});

export const Route = createFileRoute('/_authenticated/appointments')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({
    status: search.status,
    page: search.page ?? 1,
    selectedId: search.modal ? undefined : search.id,
  }),
  loader: ({ context, deps }) => ensureAll(context.queryClient, appointmentsQueries(context.viewer.userType, deps)),
  pendingComponent: pendingPage('appointments.title'),
  errorComponent: errorPage('appointments.title'),
  component: Appointments,
});

function Appointments() {
  const { status, page, id, modal } = Route.useSearch();
  return <AppointmentsPage status={status} page={page ?? 1} selectedId={id} modalOpen={modal !== undefined} />;
}
