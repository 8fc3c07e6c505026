import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { errorPage, pendingPage } from '../../app/route-states';
import { loadPayment, PaymentPage } from '../../features/payments';
import { identifier } from '../../lib/search-fields';

// `/payment/<id>/` (the router adds the trailing slash); `?reference=` when the card provider sends the browser back.
const search = z.object({ reference: identifier });

export const Route = createFileRoute('/_authenticated/payment/$id')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ reference: search.reference }),
  loader: ({ context, params, deps }) =>
    loadPayment(context.queryClient, context.viewer.userType, params.id, deps.reference),
  pendingComponent: pendingPage('payments.title'),
  errorComponent: errorPage('payments.title'),
  component: Payment,
});

function Payment() {
  const { id } = Route.useParams();
  const { reference } = Route.useSearch();
  return <PaymentPage id={id} reference={reference} />;
}
