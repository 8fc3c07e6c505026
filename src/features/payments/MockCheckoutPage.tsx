import { queryOptions } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MockCheckout } from '../../../mocks/browser';
import { formatMinorAmount } from '../../lib/i18n/format';
import { QueryBoundary } from '../../lib/query-boundary';
import { Button, buttonClasses } from '../../ui/Button';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';
import { EmptyState } from '../../ui/states';
import { readPendingPayment } from './pending-payment';
import { useDemoT } from '../../lib/i18n/translate';

// The offline backend's store, read and changed directly, as the card provider would on its side (no API call).
const loadMocks = () =>
  import.meta.env.VITE_MOCKS === 'true'
    ? import('../../../mocks/browser')
    : Promise.reject(new Error('Mock mode only'));

/** The checkout the offline backend keeps under `reference` (null when it has none). */
const mockCheckoutQuery = (reference: string) =>
  queryOptions({
    queryKey: ['mock-checkout', reference],
    queryFn: async () => (await loadMocks()).getMockCheckout(reference),
    staleTime: Infinity,
  });

/**
 * Where the card provider sends the browser back: the booking's payment page, or after a top-up the page it was
 * started from (the pending-payment flag of this tab says which; the overview otherwise).
 */
function returnUrl(checkout: MockCheckout): string {
  const reference = encodeURIComponent(checkout.reference);
  if (checkout.purpose === 'booking' && checkout.bookingIdentifier) {
    return `/payment/${encodeURIComponent(checkout.bookingIdentifier)}/?reference=${reference}`;
  }
  const pending = readPendingPayment();
  const from = pending?.reference === checkout.reference && 'topupFrom' in pending ? pending.topupFrom : '/overview/';
  return `${from}?reference=${reference}`;
}

/** `/mock-checkout/?reference=…` (mock mode only): a stand-in for the card provider's payment page. */
export default function MockCheckoutPage({ reference }: { reference?: string }) {
  const t = useDemoT();
  const notFound = t('payments.checkout.notFound');
  return (
    <PageContainer narrow>
      <PageTitle
        title={t('payments.checkout.title')}
        subtitle={t('payments.checkout.note')}
        className="mb-8 text-center [&>p]:mx-auto"
      />
      {reference ? (
        <QueryBoundary query={mockCheckoutQuery(reference)} failedTitle={notFound}>
          {(checkout) => (checkout ? <CheckoutCard checkout={checkout} /> : <EmptyState title={notFound} />)}
        </QueryBoundary>
      ) : (
        <EmptyState title={t('payments.checkout.missing')} />
      )}
    </PageContainer>
  );
}

function CheckoutCard({ checkout }: { checkout: MockCheckout }) {
  const intl = useIntl();
  const t = useDemoT();
  const [finishing, setFinishing] = useState<'success' | 'failed' | null>(null);
  const amount = formatMinorAmount(intl, checkout.amount, checkout.currencyCode);
  const purpose =
    checkout.purpose === 'booking' && checkout.therapyName && checkout.providerName
      ? t('payments.checkout.for.booking', { therapy: checkout.therapyName, provider: checkout.providerName })
      : t('payments.checkout.for.topup');

  async function finish(outcome: 'success' | 'failed') {
    setFinishing(outcome);
    try {
      await (await loadMocks()).completeMockCheckout(checkout.reference, outcome);
    } catch {
      // E.g. the booking was cancelled meanwhile: the payment is then failed, which the app's polling will show.
    }
    window.location.assign(returnUrl(checkout));
  }

  return (
    <section
      aria-labelledby="checkout-brand"
      className="mx-auto max-w-md overflow-hidden rounded-3xl bg-white shadow-xl ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-3 bg-slate-900 px-6 py-4 text-white">
        <h2 id="checkout-brand" className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <Lock className="size-5 text-emerald-300" aria-hidden="true" />
          {t('payments.checkout.brand')}
        </h2>
        <span className="rounded-full bg-amber-300 px-2.5 py-0.5 text-xs font-bold tracking-wide text-amber-950 uppercase">
          {t('payments.checkout.badge')}
        </span>
      </div>
      <div className="p-6">
        <p className="text-sm text-slate-600">{t('payments.checkout.merchant', { merchant: t('app.name') })}</p>
        <p className="mt-1 text-3xl font-bold tracking-tight text-slate-900" data-testid="checkout-amount">
          {amount}
        </p>
        <dl className="mt-5 flex flex-col gap-3 border-t border-slate-200 pt-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t('payments.checkout.for')}</dt>
            <dd className="text-right font-medium text-slate-900">{purpose}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t('payments.checkout.reference')}</dt>
            <dd className="font-mono text-xs break-all text-slate-800">{checkout.reference}</dd>
          </div>
        </dl>

        {checkout.status === 'pending' ? (
          <>
            <div
              className="mt-6 rounded-2xl bg-gradient-to-br from-slate-700 to-slate-900 p-5 text-white shadow-inner"
              aria-hidden="true"
            >
              <div className="flex items-center justify-between text-xs font-semibold tracking-widest text-slate-300 uppercase">
                <span>{t('payments.checkout.card')}</span>
                <span className="h-6 w-9 rounded-md bg-amber-300/80" />
              </div>
              <p className="mt-6 font-mono text-lg tracking-widest">4242 4242 4242 4242</p>
              <p className="mt-2 font-mono text-xs text-slate-300">12/34 · 123</p>
            </div>
            <div className="mt-6 flex flex-col gap-3">
              <Button
                size="lg"
                className="w-full"
                busy={finishing === 'success'}
                disabled={finishing !== null}
                onClick={() => void finish('success')}
              >
                {t('payments.checkout.pay', { amount })}
              </Button>
              <Button
                variant="secondary"
                size="lg"
                className="w-full"
                busy={finishing === 'failed'}
                disabled={finishing !== null}
                onClick={() => void finish('failed')}
              >
                {t('payments.checkout.decline')}
              </Button>
            </div>
          </>
        ) : (
          <div className="mt-6 flex flex-col gap-4">
            <p role="status" className="rounded-xl bg-slate-100 px-4 py-3 text-sm font-medium text-slate-800">
              {t('payments.checkout.completed')}
            </p>
            <a href={returnUrl(checkout)} className={buttonClasses('primary', 'lg', 'w-full')}>
              {t('payments.checkout.return')}
            </a>
          </div>
        )}
      </div>
    </section>
  );
}
