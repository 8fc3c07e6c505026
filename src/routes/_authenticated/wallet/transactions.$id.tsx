import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../../app/route-states';
import { requiredTransactionQuery, TransactionNotFound, TransactionPage } from '../../../features/wallet';
import { ensureRequired, notFoundWhenGone } from '../../../lib/loader';

/** `/wallet/transactions/<id>/`: one wallet transaction (clients); an unknown one is the route's not-found view. */
export const Route = createFileRoute('/_authenticated/wallet/transactions/$id')({
  loader: ({ context, params }) =>
    ensureRequired(context.queryClient, [requiredTransactionQuery(params.id)]).catch(notFoundWhenGone),
  pendingComponent: pendingPage('wallet.detail.title'),
  errorComponent: errorPage('wallet.detail.title'),
  notFoundComponent: TransactionNotFound,
  component: Transaction,
});

function Transaction() {
  const { id } = Route.useParams();
  return <TransactionPage id={id} />;
}
