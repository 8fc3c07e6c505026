import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { WalletStats } from '../../../generated/model';
import { formatMinorAmount } from '../../lib/i18n/format';
import type { MessageId } from './messages';
import { useModal } from '../../lib/modal';
import { QueryBoundary } from '../../lib/query-boundary';
import { Button } from '../../ui/Button';
import { Section } from '../../ui/Section';
import { walletBalanceQuery, walletStatsQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The balance in the wallet's currency, or 'Failed to load' with a retry; its action opens the top-up. */
export function BalanceCard({
  id = 'wallet-balance-title',
  title,
  hint,
  children,
}: {
  id?: string;
  title?: string;
  hint?: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const t = useT(messages);
  const { open } = useModal();
  return (
    <Section
      size="card"
      id={id}
      title={title ?? t('wallet.balance.title')}
      action={
        <Button changes size="sm" onClick={() => open('wallet-topup')}>
          <Plus className="size-4" aria-hidden="true" />
          {t('wallet.topUp')}
        </Button>
      }
    >
      <QueryBoundary
        query={walletBalanceQuery()}
        failedTitle={t('wallet.balance.failed')}
        pending={<div className="h-10 w-48 animate-pulse rounded-lg bg-slate-100" />}
      >
        {(balance) => (
          <div data-testid="wallet-balance" className="text-3xl font-bold tracking-tight break-words text-slate-900">
            {formatMinorAmount(intl, balance.balance, balance.currencyCode)}
          </div>
        )}
      </QueryBoundary>
      <p className="mt-2 text-sm text-slate-600">{hint ?? t('wallet.balance.hint')}</p>
      {children}
    </Section>
  );
}

const figures: {
  key: keyof Pick<WalletStats, 'totalTopup' | 'totalSpent' | 'totalRefunded'>;
  label: MessageId;
  bar: string;
}[] = [
  { key: 'totalTopup', label: 'wallet.stats.topup', bar: 'bg-teal-600' },
  { key: 'totalSpent', label: 'wallet.stats.spent', bar: 'bg-indigo-500' },
  { key: 'totalRefunded', label: 'wallet.stats.refunded', bar: 'bg-amber-500' },
];

/** The all-time totals, each with a bar to its scale (in, out and back at a glance); the figures carry the meaning. */
export function StatsCard() {
  const t = useT(messages);
  return (
    <Section size="card" id="wallet-stats-title" title={t('wallet.stats.title')}>
      <QueryBoundary
        query={walletStatsQuery()}
        failedTitle={t('wallet.stats.failed')}
        pending={<div className="h-24 animate-pulse rounded-lg bg-slate-100" />}
      >
        {(stats) => <StatsChart stats={stats} />}
      </QueryBoundary>
    </Section>
  );
}

function StatsChart({ stats }: { stats: WalletStats }) {
  const intl = useIntl();
  const t = useT(messages);
  const largest = Math.max(1, ...figures.map((f) => stats[f.key]));
  return (
    <ul aria-label={t('wallet.stats.chart')} className="flex flex-col gap-4">
      {figures.map(({ key, label, bar }) => (
        <li key={key} data-stat={key}>
          <p className="flex items-baseline justify-between gap-3 text-sm">
            <span className="text-slate-700">{t(label)}</span>
            <span className="font-semibold text-slate-900 tabular-nums">
              {formatMinorAmount(intl, stats[key], stats.currencyCode)}
            </span>
          </p>
          <div className="mt-1.5 h-2.5 rounded-full bg-slate-100" aria-hidden="true">
            <div className={`h-full rounded-full ${bar}`} style={{ width: `${(stats[key] / largest) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
