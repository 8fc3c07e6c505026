import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../app/route-states';
import { loadPayment, PaymentPage } from '../../features/payments';
import { identifierParam, searchParams } from '../../lib/search-params';

// `/payment/<id>/` (the router adds the trailing slash); `?reference=` when the card provider sends the browser back.
const search = searchParams({ reference: identifierParam });

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
