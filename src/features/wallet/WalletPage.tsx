import { useIntl } from 'react-intl';
import { useViewer } from '../../lib/viewer';
import { EmptyState } from '../../ui/states';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';
import type { TransactionFilters } from './queries';
import { TopupReturn } from './TopupReturn';
import { Transactions } from './Transactions';
import { BalanceCard, StatsCard } from './wallet-cards';

/** `/wallet/` (clients): the balance with its top-up, the all-time statistics and the transactions. */
export function WalletPage({ filters, reference }: { filters: TransactionFilters; reference?: string }) {
  const intl = useIntl();
  const isClient = useViewer().userType === 'client';
  return (
    <PageContainer>
      <PageTitle
        title={intl.formatMessage({ id: 'wallet.title' })}
        subtitle={intl.formatMessage({ id: 'wallet.subtitle' })}
      />
      {isClient ? (
        <ClientWallet filters={filters} reference={reference} />
      ) : (
        <EmptyState title={intl.formatMessage({ id: 'wallet.clientsOnly' })} />
      )}
    </PageContainer>
  );
}

function ClientWallet({ filters, reference }: { filters: TransactionFilters; reference?: string }) {
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <BalanceCard />
        <StatsCard />
      </div>
      <Transactions filters={filters} />
      <TopupReturn page="/wallet/" reference={reference} />
    </>
  );
}
