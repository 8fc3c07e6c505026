import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { UserType } from '../../../generated/model';
import { formatMinorAmount } from '../../lib/i18n/format';
import { useModal } from '../../lib/modal';
import { Button, ButtonLink } from '../../ui/Button';
import { walletBalanceQuery } from './queries';

export function Card({ id, title, children, action }: { id: string; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function WalletCard() {
  const intl = useIntl();
  const balance = useQuery(walletBalanceQuery());
  return (
    <Card id="overview-wallet" title={intl.formatMessage({ id: 'overview.wallet.title' })}>
      {balance.isPending ? (
        <div className="h-9 w-40 animate-pulse rounded-lg bg-slate-100" />
      ) : balance.isError ? (
        <div role="alert" className="flex items-center justify-between gap-3 text-sm text-rose-800">
          <p>{intl.formatMessage({ id: 'overview.wallet.failed' })}</p>
          <Button variant="secondary" size="sm" onClick={() => void balance.refetch()}>
            {intl.formatMessage({ id: 'common.retry' })}
          </Button>
        </div>
      ) : (
        // A figure, not a heading: a <div>, so that its size does not read as one (axe p-as-heading).
        <div data-testid="wallet-balance" className="text-3xl font-bold tracking-tight text-slate-900">
          {formatMinorAmount(intl, balance.data.balance, balance.data.currencyCode)}
        </div>
      )}
      <p className="mt-2 text-sm text-slate-600">{intl.formatMessage({ id: 'overview.wallet.hint' })}</p>
    </Card>
  );
}

export function Shortcuts({ viewer }: { viewer: UserType }) {
  const intl = useIntl();
  const { open } = useModal();
  return (
    <Card id="overview-shortcuts" title={intl.formatMessage({ id: 'overview.shortcuts.title' })}>
      <div className="flex flex-col gap-2">
        <ButtonLink to="/appointments/" variant="secondary" className="justify-start">
          {intl.formatMessage({ id: 'overview.shortcuts.appointments' })}
        </ButtonLink>
        {viewer === 'client' ? (
          <ButtonLink to="/" variant="secondary" className="justify-start">
            {intl.formatMessage({ id: 'overview.shortcuts.findTherapist' })}
          </ButtonLink>
        ) : (
          <Button variant="secondary" className="justify-start" onClick={() => open('new-booking')}>
            {intl.formatMessage({ id: 'overview.shortcuts.newBooking' })}
          </Button>
        )}
      </div>
    </Card>
  );
}
