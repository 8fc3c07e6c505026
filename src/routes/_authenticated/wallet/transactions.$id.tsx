import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../../app/route-states';
import { transactionQuery, TransactionPage } from '../../../features/wallet';
import { ensureAll } from '../../../lib/loader';

/** `/wallet/transactions/<id>/`: one wallet transaction (clients). */
export const Route = createFileRoute('/_authenticated/wallet/transactions/$id')({
  loader: ({ context, params }) => ensureAll(context.queryClient, [transactionQuery(params.id)]),
  pendingComponent: pendingPage('wallet.detail.title'),
  errorComponent: errorPage('wallet.detail.title'),
  component: Transaction,
});

function Transaction() {
  const { id } = Route.useParams();
  return <TransactionPage id={id} />;
}
