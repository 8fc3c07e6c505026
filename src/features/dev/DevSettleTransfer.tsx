import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDemoT } from '../../lib/i18n/translate';
import { SETTLED_TRANSFER_AMOUNT, WALLET_CURRENCY } from '../../../mocks/data/wallet';
import { formatMinorAmount } from '../../lib/i18n/format';
import { refreshDomains } from '../../lib/query-keys';
import { getSession } from '../../lib/session';
import { Button } from '../../ui/Button';

/** Mock mode only: "Settle transfer" — a bank transfer to the signed-in client's virtual account arrives. */
export function DevSettleTransfer() {
  const intl = useIntl();
  const t = useDemoT();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'busy' | 'done' | 'none' | null>(null);

  async function settle() {
    setState('busy');
    const { settleDemoTransfer } = await import('../../../mocks/browser');
    const settled = await settleDemoTransfer(getSession()?.token ?? '');
    setState(settled ? 'done' : 'none');
    if (settled) void refreshDomains(queryClient, ['wallet']);
  }

  return (
    <div className="mt-3 border-t border-slate-200 pt-3">
      <Button
        variant="secondary"
        size="sm"
        className="w-full"
        busy={state === 'busy'}
        disabled={state === 'busy'}
        onClick={() => void settle()}
      >
        {t('dev.settleTransfer')}
      </Button>
      <p className="mt-2 text-xs text-slate-600">
        {t('dev.settleTransferHint', { amount: formatMinorAmount(intl, SETTLED_TRANSFER_AMOUNT, WALLET_CURRENCY) })}
      </p>
      <p role="status" className="mt-1 text-xs font-medium text-teal-800">
        {state === 'done' && t('dev.settleTransferDone')}
        {state === 'none' && t('dev.settleTransferNone')}
      </p>
    </div>
  );
}
