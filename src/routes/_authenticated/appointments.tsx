import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { errorPage, pendingPage } from '../../app/route-states';
import { AppointmentsPage, appointmentsQueries } from '../../features/appointments';
import { ensureAll } from '../../lib/loader';
import { oneOf, wholeNumber } from '../../lib/search-fields';

const search = z.object({
  status: oneOf(['pending', 'confirmed', 'cancelled']),
  page: wholeNumber(1, 10_000),
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
