import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../../../app/route-states';
import { transactionTypes, walletQueries, WalletPage } from '../../../features/wallet';
import { ensureAll } from '../../../lib/loader';
import { dayParam, enumParam, identifierParam, intParam, searchParams } from '../../../lib/search-params';

// The transactions' filters and page, and `reference` when the card provider sends the browser back after a top-up.
const search = searchParams({
  transactionType: enumParam(transactionTypes),
  fromDate: dayParam,
  toDate: dayParam,
  page: intParam(1, 10_000),
  reference: identifierParam,
});

export const Route = createFileRoute('/_authenticated/wallet/')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({
    transactionType: search.transactionType,
    fromDate: search.fromDate,
    toDate: search.toDate,
    page: search.page ?? 1,
  }),
  loader: ({ context, deps }) =>
    context.viewer.userType === 'client' ? ensureAll(context.queryClient, walletQueries(deps)) : undefined,
  pendingComponent: pendingPage('wallet.title'),
  errorComponent: errorPage('wallet.title'),
  component: Wallet,
});

function Wallet() {
  const { transactionType, fromDate, toDate, page, reference } = Route.useSearch();
  return <WalletPage filters={{ transactionType, fromDate, toDate, page: page ?? 1 }} reference={reference} />;
}
