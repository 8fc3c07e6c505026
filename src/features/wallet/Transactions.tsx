import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowDownLeft, ArrowUpRight, ChevronRight } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { WalletTransaction, WalletTransactionPage } from '../../../generated/model';
import { formatMinorAmount } from '../../lib/i18n/format';
import { QueryBoundary } from '../../lib/query-boundary';
import { useUserTimeZone } from '../../lib/time-zone';
import { LinkPager } from '../../ui/Pager';
import { ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/states';
import { rangeIsValid, transactionsQuery, type TransactionFilters as Filters } from './queries';
import { TransactionFilters } from './TransactionFilters';
import { amountSign, typeLabel } from './transaction-type';
import { TransactionStatusBadge } from './TransactionStatusBadge';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The transactions, filtered by the URL's type and date range and paged by its page number. */
export function Transactions({ filters }: { filters: Filters }) {
  const t = useT(messages);
  return (
    <section aria-labelledby="wallet-transactions" className="mt-8">
      <h2 id="wallet-transactions" className="mb-4 text-lg font-semibold text-slate-900">
        {t('wallet.tx.title')}
      </h2>
      {/* Keyed by the URL's filters: a cleared filter or Back shows what the URL says. */}
      <TransactionFilters key={`${filters.transactionType}|${filters.fromDate}|${filters.toDate}`} filters={filters} />
      {rangeIsValid(filters) ? (
        <QueryBoundary
          query={transactionsQuery(filters)}
          failedTitle={t('errors.loadFailed')}
          pending={
            <div role="status" aria-label={t('common.loading')} className="flex flex-col gap-2">
              {[0, 1, 2].map((i) => (
                <div key={i} className="h-16 animate-pulse rounded-2xl bg-white ring-1 ring-slate-200" />
              ))}
            </div>
          }
        >
          {(list) => <TransactionList list={list} filters={filters} />}
        </QueryBoundary>
      ) : (
        <p
          role="alert"
          className="rounded-2xl bg-rose-50 px-5 py-4 text-sm font-medium text-rose-900 ring-1 ring-rose-200"
        >
          {t('wallet.tx.rangeError')}
        </p>
      )}
    </section>
  );
}

function TransactionList({ list, filters }: { list: WalletTransactionPage; filters: Filters }) {
  const t = useT(messages);
  // The same query as the boundary's: while another page loads, the one before stays, marked busy.
  // Background: only the refresh state of the boundary's query, whose data the list already has.
  const { isPlaceholderData } = useQuery(transactionsQuery(filters));
  const filtered = Boolean(filters.transactionType || filters.fromDate || filters.toDate || filters.page > 1);
  if (list.items.length === 0) {
    return filtered ? (
      <EmptyState
        title={t('wallet.tx.emptyFiltered.title')}
        text={t('wallet.tx.emptyFiltered.text')}
        action={
          <ButtonLink to="/wallet/" search={{}} variant="secondary">
            {t('wallet.tx.clear')}
          </ButtonLink>
        }
      />
    ) : (
      <EmptyState title={t('wallet.tx.empty.title')} text={t('wallet.tx.empty.text')} />
    );
  }
  return (
    <>
      <ul
        aria-label={t('wallet.tx.list')}
        aria-busy={isPlaceholderData || undefined}
        className="flex flex-col divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        {list.items.map((t) => (
          <TransactionRow key={t.identifier} transaction={t} />
        ))}
      </ul>
      <Pagination page={filters.page} total={list.pageInfo.totalPages} />
    </>
  );
}

function TransactionRow({ transaction: tx }: { transaction: WalletTransaction }) {
  const intl = useIntl();
  const t = useT(messages);
  const timeZone = useUserTimeZone();
  const sign = amountSign(tx.type);
  const credit = sign === '+';
  const Icon = credit ? ArrowDownLeft : ArrowUpRight;
  const amount = formatMinorAmount(intl, tx.amount, tx.currencyCode);
  return (
    <li data-transaction={tx.identifier}>
      <Link
        to="/wallet/transactions/$id/"
        params={{ id: tx.identifier }}
        className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-700 sm:px-5"
      >
        <span
          className={`flex size-9 shrink-0 items-center justify-center rounded-full ${credit ? 'bg-teal-50 text-teal-700' : 'bg-indigo-50 text-indigo-700'}`}
          aria-hidden="true"
        >
          <Icon className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-medium break-words text-slate-900">{tx.description}</span>
          <span className="block text-xs text-slate-600">
            {typeLabel(t, tx.type)} · {intl.formatDate(tx.createdAt, { dateStyle: 'medium', timeZone })}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span
            className={`text-sm font-semibold tabular-nums ${tx.status === 'failed' ? 'text-slate-500 line-through' : credit ? 'text-teal-800' : 'text-slate-900'}`}
          >
            {sign}
            {amount}
          </span>
          {tx.status !== 'success' && <TransactionStatusBadge status={tx.status} />}
        </span>
        <ChevronRight className="hidden size-4 shrink-0 text-slate-400 sm:block" aria-hidden="true" />
      </Link>
    </li>
  );
}

function Pagination({ page, total }: { page: number; total: number }) {
  const t = useT(messages);
  return (
    <LinkPager
      page={page}
      totalPages={total}
      label={t('wallet.tx.pagination')}
      link={(target, props) => (
        <Link to="/wallet/" search={(prev) => ({ ...prev, page: target === 1 ? undefined : target })} {...props} />
      )}
    />
  );
}
