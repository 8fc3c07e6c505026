// @vitest-environment jsdom
// Enum values the app does not know yet (a backend may add one before the app learns it) render as a neutral
// 'Unknown', never as a raw message id, an unstyled badge or a crash.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import type { Booking, ProviderVerificationNote } from '../../generated/model';
import { intl } from '../lib/i18n';
import { translator } from '../lib/i18n/translate';
import { usePaymentText } from './appointments/payment-text';
import { phaseOf, StatusBadge } from './booking-widgets/BookingSummary';
import { VerificationBanner } from './verification/VerificationStatus';
import { verificationNoteQuery } from './verification/queries';
import { amountSign, typeLabel } from './wallet/transaction-type';
import walletMessages from './wallet/messages';
import { TransactionStatusBadge as TransactionStatus } from './wallet/TransactionStatusBadge';

const withIntl = ({ children }: { children: ReactNode }) => <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
const booking = (over: Partial<Record<keyof Booking, unknown>>) =>
  ({
    status: 'confirmed',
    isCompleted: false,
    paymentStatus: 'paid',
    amount: 1500000,
    currencyCode: 'NGN',
    ...over,
  }) as Booking;

describe('a booking status the app does not know', () => {
  it('shows a grey Unknown badge', () => {
    render(<StatusBadge booking={booking({ status: 'on_hold' })} />, { wrapper: withIntl });
    const badge = screen.getByText('Unknown');
    expect(badge.className).toContain('bg-slate-100');
    expect(badge.className).not.toContain('undefined');
    expect(phaseOf(booking({ status: 'on_hold', isCompleted: true }))).toBeUndefined();
  });

  it('known ones keep their names', () => {
    render(<StatusBadge booking={booking({ status: 'confirmed', isCompleted: true })} />, { wrapper: withIntl });
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });
});

describe('a payment status the app does not know', () => {
  it('reads Unknown with the amount', () => {
    const { result } = renderHook(() => usePaymentText(booking({ paymentStatus: 'chargeback' })), {
      wrapper: withIntl,
    });
    expect(result.current.replace(/\u00a0/g, ' ')).toBe('Unknown · NGN 15,000.00');
  });

  it('an amount of 0 reads as the state alone', () => {
    const { result } = renderHook(() => usePaymentText(booking({ paymentStatus: 'paid', amount: 0 })), {
      wrapper: withIntl,
    });
    expect(result.current).toBe('Paid');
  });
});

describe('a wallet transaction of a type or state the app does not know', () => {
  it('is named Unknown, with no sign on its amount', () => {
    expect(typeLabel(translator(intl, walletMessages), 'cashback')).toBe('Unknown');
    expect(amountSign('cashback')).toBe('');
    expect(typeLabel(translator(intl, walletMessages), 'refund')).toBe('Refund');
    expect(amountSign('refund')).toBe('+');
    expect(amountSign('payment')).toBe('−');
  });

  it('an unknown state shows a grey Unknown badge', () => {
    render(<TransactionStatus status={'reversed' as never} />, { wrapper: withIntl });
    expect(screen.getByText('Unknown').className).toContain('bg-slate-100');
  });
});

describe('a verification status the app does not know', () => {
  it('says Unknown and gives no explanation', () => {
    const queryClient = new QueryClient();
    const note: ProviderVerificationNote = { status: 'on_review' as never, note: null };
    queryClient.setQueryData(verificationNoteQuery().queryKey, note);
    render(
      <QueryClientProvider client={queryClient}>
        <VerificationBanner />
      </QueryClientProvider>,
      { wrapper: withIntl },
    );
    const banner = screen.getByTestId('verification-status');
    expect(banner).toHaveTextContent(/^Verification status: Unknown$/);
    expect(banner.className).toContain('bg-slate-100');
  });
});
