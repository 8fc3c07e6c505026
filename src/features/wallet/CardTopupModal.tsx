import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { getCreateWalletTopupMutationOptions } from '../../../generated/api/wallet/create-wallet-topup';
import { formatMinorAmount } from '../../lib/i18n/format';
import { useModal } from '../../lib/modal';
import type { ModalProps } from '../../lib/modal-descriptor';
import { useSend } from '../../lib/mutation';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { setPendingPayment } from '../payments';
import { walletBalanceQuery } from './queries';
import { InlineRetry } from './wallet-cards';
import { maximumTopup, minimumTopup, topupFormSchema, topupMinorUnits } from './topup-amount';
import { useTopupFrom } from './use-topup-from';

/**
 * The card path of the top-up: the current balance, the amount (in the wallet's currency, checked against its
 * minimum) and Proceed. Proceed creates the payment (×100), sets the pending-payment flag, closes the modal and hands
 * the browser to the card provider, which returns to the page the top-up was started from.
 */
export default function CardTopupModal({ close }: ModalProps) {
  const intl = useIntl();
  const { open } = useModal();
  const navigate = useNavigate();
  const topupFrom = useTopupFrom();
  const balance = useQuery(walletBalanceQuery());
  const currency = balance.data?.currencyCode ?? '';
  const schema = useMemo(
    () => topupFormSchema(intl, currency, balance.data?.balance),
    [intl, currency, balance.data?.balance],
  );
  const [redirecting, setRedirecting] = useState(false);

  const create = useSend(getCreateWalletTopupMutationOptions(), {
    onSuccess: async ({ metadata, payment }) => {
      setRedirecting(true);
      setPendingPayment({ reference: payment.reference, topupFrom });
      await navigate({ to: topupFrom, search: {}, replace: true });
      window.location.assign(metadata.authorizationUrl);
    },
  });

  const form = useAppForm({
    defaultValues: { amount: '' },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      await create.send({ data: { amount: topupMinorUnits(value.amount, intl.locale) } });
    },
  });

  return (
    <Dialog
      title={intl.formatMessage({ id: 'wallet.topup.card' })}
      onClose={close}
      footer={
        <form.AppForm>
          <Button variant="secondary" onClick={() => open('wallet-topup', {}, { replace: true })}>
            {intl.formatMessage({ id: 'wallet.topup.back' })}
          </Button>
          <form.SubmitButton form="card-topup" busy={create.busy || redirecting} disabled={!balance.data}>
            {intl.formatMessage({ id: 'wallet.topup.proceed' })}
          </form.SubmitButton>
        </form.AppForm>
      }
    >
      <div className="mb-5 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
        <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'wallet.topup.currentBalance' })}</p>
        {balance.isError ? (
          <InlineRetry
            text={intl.formatMessage({ id: 'wallet.balance.failed' })}
            onRetry={() => void balance.refetch()}
          />
        ) : (
          <p data-testid="topup-balance" className="text-xl font-bold text-slate-900 tabular-nums">
            {balance.data
              ? formatMinorAmount(intl, balance.data.balance, balance.data.currencyCode)
              : intl.formatMessage({ id: 'common.loading' })}
          </p>
        )}
      </div>
      <Form form={form} id="card-topup" disabled={!balance.data}>
        <form.AppField name="amount">
          {(field) => (
            <field.AmountField
              label={intl.formatMessage({ id: 'wallet.topup.amount' }, { currency })}
              hint={intl.formatMessage(
                { id: 'wallet.topup.amountHint' },
                {
                  amount: intl.formatNumber(minimumTopup(currency)),
                  maximum: intl.formatNumber(maximumTopup(currency)),
                  currency,
                },
              )}
              data-autofocus
            />
          )}
        </form.AppField>
      </Form>
    </Dialog>
  );
}
