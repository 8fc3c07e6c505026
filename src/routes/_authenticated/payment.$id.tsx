import { createFileRoute } from '@tanstack/react-router';
import { PaymentPage } from '../../features/payments/PaymentPage';
import { identifierParam, z } from '../../lib/search-params';

// `/payment/<id>/` (the router adds the trailing slash); `?reference=` when the card provider sends the browser back.
export const Route = createFileRoute('/_authenticated/payment/$id')({
  validateSearch: z.object({ reference: identifierParam }),
  component: Payment,
});

function Payment() {
  const { id } = Route.useParams();
  const { reference } = Route.useSearch();
  return <PaymentPage id={id} reference={reference} />;
}
