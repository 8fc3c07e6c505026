import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { getCreateWalletTopupMutationOptions } from '../../../generated/api/wallet/create-wallet-topup';
import type { WalletBalance } from '../../../generated/model';
import { formatMinorAmount } from '../../lib/i18n/format';
import { useModal } from '../../lib/modal';
import type { ModalProps } from '../../lib/modal-descriptor';
import { useSend } from '../../lib/mutation';
import { QueryBoundary } from '../../lib/query-boundary';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { setPendingPayment } from '../payments';
import { walletBalanceQuery } from './queries';
import { maximumTopup, minimumTopup, topupFormSchema, topupMinorUnits } from './topup-amount';
import { useTopupFrom } from './use-topup-from';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * The card path of the top-up: the current balance, the amount (in the wallet's currency, checked against its
 * minimum) and Proceed. Proceed creates the payment (×100), sets the pending-payment flag, closes the modal and hands
 * the browser to the card provider, which returns to the page the top-up was started from.
 */
export default function CardTopupModal({ close }: ModalProps) {
  const t = useT(messages);
  const { open } = useModal();
  const back = (
    <Button variant="secondary" onClick={() => open('wallet-topup', {}, { replace: true })}>
      {t('wallet.topup.back')}
    </Button>
  );
  // The form needs the wallet's currency: until the balance is in, the dialog keeps its title and Back.
  return (
    <QueryBoundary
      query={walletBalanceQuery()}
      failedTitle={t('wallet.balance.failed')}
      pending={<BalanceBox>{t('common.loading')}</BalanceBox>}
      frame={(content) => (
        <Dialog
          title={t('wallet.topup.card')}
          onClose={close}
          footer={
            <>
              {back}
              <Button disabled>{t('wallet.topup.proceed')}</Button>
            </>
          }
        >
          {content}
        </Dialog>
      )}
    >
      {(balance) => <CardTopupForm balance={balance} back={back} close={close} />}
    </QueryBoundary>
  );
}

function CardTopupForm({ balance, back, close }: { balance: WalletBalance; back: ReactNode; close: () => void }) {
  const intl = useIntl();
  const t = useT(messages);
  const navigate = useNavigate();
  const topupFrom = useTopupFrom();
  const currency = balance.currencyCode;
  const schema = useMemo(
    () => topupFormSchema(t, intl.locale, currency, balance.balance),
    [t, intl.locale, currency, balance.balance],
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
      title={t('wallet.topup.card')}
      onClose={close}
      footer={
        <form.AppForm>
          {back}
          <form.SubmitButton form="card-topup" busy={create.busy || redirecting}>
            {t('wallet.topup.proceed')}
          </form.SubmitButton>
        </form.AppForm>
      }
    >
      <BalanceBox>
        <span data-testid="topup-balance">{formatMinorAmount(intl, balance.balance, balance.currencyCode)}</span>
      </BalanceBox>
      <Form form={form} id="card-topup">
        <form.AppField name="amount">
          {(field) => (
            <field.AmountField
              label={t('wallet.topup.amount', { currency })}
              hint={t('wallet.topup.amountHint', {
                amount: intl.formatNumber(minimumTopup(currency)),
                maximum: intl.formatNumber(maximumTopup(currency)),
                currency,
              })}
              data-autofocus
            />
          )}
        </form.AppField>
      </Form>
    </Dialog>
  );
}

/** The current balance above the amount (or what stands for it while it loads). */
function BalanceBox({ children }: { children: ReactNode }) {
  const t = useT(messages);
  return (
    <div className="mb-5 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
      <p className="text-sm text-slate-600">{t('wallet.topup.currentBalance')}</p>
      <p className="text-xl font-bold text-slate-900 tabular-nums">{children}</p>
    </div>
  );
}
