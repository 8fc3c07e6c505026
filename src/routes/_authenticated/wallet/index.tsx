import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { errorPage, pendingPage } from '../../../app/route-states';
import { transactionTypes, walletQueries, WalletPage } from '../../../features/wallet';
import { ensureAll } from '../../../lib/loader';
import { day, identifier, oneOf, wholeNumber } from '../../../lib/search-fields';

// The transactions' filters and page, and `reference` when the card provider sends the browser back after a top-up.
const search = z.object({
  transactionType: oneOf(transactionTypes),
  fromDate: day,
  toDate: day,
  page: wholeNumber(1, 10_000),
  reference: identifier,
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
