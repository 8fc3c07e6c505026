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
import { amountSign, StatusBadge, typeLabel } from './transaction-parts';

/** `/wallet/transactions/<id>/`: one transaction, with the booking it belongs to. */
export function TransactionPage({ id }: { id: string }) {
  const intl = useIntl();
  const timeZone = useUserTimeZone();
  const { data: t } = useSuspenseQuery(requiredTransactionQuery(id));
  const rows: [string, ReactNode][] = [
    [intl.formatMessage({ id: 'wallet.detail.type' }), typeLabel(intl, t.type)],
    [intl.formatMessage({ id: 'wallet.detail.status' }), <StatusBadge key="status" status={t.status} />],
    [
      intl.formatMessage({ id: 'wallet.detail.date' }),
      intl.formatDate(t.createdAt, { dateStyle: 'full', timeStyle: 'short', timeZone }),
    ],
    [
      intl.formatMessage({ id: 'wallet.detail.reference' }),
      t.reference ? (
        <span className="font-mono text-xs break-all">{t.reference}</span>
      ) : (
        intl.formatMessage({ id: 'wallet.detail.noReference' })
      ),
    ],
  ];
  if (t.bookingIdentifier) {
    rows.push([
      intl.formatMessage({ id: 'wallet.detail.booking' }),
      <Link
        key="booking"
        to="/appointments/"
        search={{ id: t.bookingIdentifier }}
        className="font-semibold text-teal-800 underline underline-offset-4 hover:no-underline"
      >
        {intl.formatMessage({ id: 'wallet.detail.viewBooking' })}
      </Link>,
    ]);
  }
  return (
    <TransactionFrame>
      <section
        aria-labelledby="transaction-amount"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <p className="text-sm text-slate-600">{t.description}</p>
        <p
          id="transaction-amount"
          data-testid="transaction-amount"
          className="mt-1 text-3xl font-bold tracking-tight text-slate-900 tabular-nums"
        >
          <span className="sr-only">{intl.formatMessage({ id: 'wallet.detail.amount' })}: </span>
          {amountSign(t.type)}
          {formatMinorAmount(intl, t.amount, t.currencyCode)}
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
  const intl = useIntl();
  return (
    <TransactionFrame>
      <EmptyState title={intl.formatMessage({ id: 'wallet.detail.notFound' })} />
    </TransactionFrame>
  );
}

/** The page's frame: back to the wallet and the title. */
function TransactionFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <PageContainer narrow>
      <Link
        to="/wallet/"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-teal-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {intl.formatMessage({ id: 'wallet.detail.back' })}
      </Link>
      <PageTitle title={intl.formatMessage({ id: 'wallet.detail.title' })} />
      {children}
    </PageContainer>
  );
}
