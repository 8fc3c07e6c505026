import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatMinorAmount } from '../../lib/i18n/format';
import { useUserTimeZone } from '../../lib/time-zone';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';
import { EmptyState } from '../../ui/states';
import { requiredTransactionQuery } from './queries';
import { amountSign, typeLabel } from './transaction-type';
import { TransactionStatusBadge } from './TransactionStatusBadge';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** `/wallet/transactions/<id>/`: one transaction, with the booking it belongs to. */
export function TransactionPage({ id }: { id: string }) {
  const intl = useIntl();
  const t = useT(messages);
  const timeZone = useUserTimeZone();
  const { data: transaction } = useSuspenseQuery(requiredTransactionQuery(id));
  const rows: [string, ReactNode][] = [
    [t('wallet.detail.type'), typeLabel(t, transaction.type)],
    [t('wallet.detail.status'), <TransactionStatusBadge key="status" status={transaction.status} />],
    [
      t('wallet.detail.date'),
      intl.formatDate(transaction.createdAt, { dateStyle: 'full', timeStyle: 'short', timeZone }),
    ],
    [
      t('wallet.detail.reference'),
      transaction.reference ? (
        <span className="font-mono text-xs break-all">{transaction.reference}</span>
      ) : (
        t('wallet.detail.noReference')
      ),
    ],
  ];
  if (transaction.bookingIdentifier) {
    rows.push([
      t('wallet.detail.booking'),
      <Link
        key="booking"
        to="/appointments/"
        search={{ id: transaction.bookingIdentifier }}
        className="font-semibold text-teal-800 underline underline-offset-4 hover:no-underline"
      >
        {t('wallet.detail.viewBooking')}
      </Link>,
    ]);
  }
  return (
    <TransactionFrame>
      <section
        aria-labelledby="transaction-amount"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <p className="text-sm text-slate-600">{transaction.description}</p>
        <p
          id="transaction-amount"
          data-testid="transaction-amount"
          className="mt-1 text-3xl font-bold tracking-tight text-slate-900 tabular-nums"
        >
          <span className="sr-only">{t('wallet.detail.amount')}: </span>
          {amountSign(transaction.type)}
          {formatMinorAmount(intl, transaction.amount, transaction.currencyCode)}
        </p>
        <dl className="mt-6 flex flex-col gap-3 border-t border-slate-100 pt-4 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-col gap-1 sm:flex-row sm:justify-between sm:gap-4">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-medium text-slate-900 sm:text-right">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </TransactionFrame>
  );
}

/** A transaction the backend does not know (the route's not-found view). */
export function TransactionNotFound() {
  const t = useT(messages);
  return (
    <TransactionFrame>
      <EmptyState title={t('wallet.detail.notFound')} />
    </TransactionFrame>
  );
}

/** The page's frame: back to the wallet and the title. */
function TransactionFrame({ children }: { children: ReactNode }) {
  const t = useT(messages);
  return (
    <PageContainer narrow>
      <Link
        to="/wallet/"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-teal-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('wallet.detail.back')}
      </Link>
      <PageTitle title={t('wallet.detail.title')} />
      {children}
    </PageContainer>
  );
}
