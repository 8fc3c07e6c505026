import { useViewer } from '../../lib/viewer';
import { EmptyState } from '../../ui/states';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';
import type { TransactionFilters } from './queries';
import { TopupReturn } from './TopupReturn';
import { Transactions } from './Transactions';
import { BalanceCard, StatsCard } from './wallet-cards';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** `/wallet/` (clients): the balance with its top-up, the all-time statistics and the transactions. */
export function WalletPage({ filters, reference }: { filters: TransactionFilters; reference?: string }) {
  const t = useT(messages);
  const isClient = useViewer().userType === 'client';
  return (
    <PageContainer>
      <PageTitle title={t('wallet.title')} subtitle={t('wallet.subtitle')} />
      {isClient ? (
        <ClientWallet filters={filters} reference={reference} />
      ) : (
        <EmptyState title={t('wallet.clientsOnly')} />
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
