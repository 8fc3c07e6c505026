// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Booking, WalletBalance, WalletPaymentState, WalletPaymentStatus } from '../../../generated/model';
import { bookingIds } from '../../../mocks/data/ids';
import { listenStrictly } from '../../../mocks/test-server';
import { startSession } from '../../lib/session';
import { expectConsoleError } from '../../test/console';
import { seededApi, timeSlot, shellHandlers } from '../../test/fixtures';
import { API, loginResponse, renderApp, resetBrowserState } from '../../test/render-app';
import { POLL_INTERVAL_MS } from './PaymentPage';
import { setPendingPayment } from './pending-payment';

const BOOKING = bookingIds.pendingUnpaid;
const seeded = seededApi();
/** The seeded pending, unpaid booking, as if scheduled for 5 March 2030 at 10:00 in Lagos. */
let booking: Booking;
let seededBalance: WalletBalance;
let balance = 0;
let statuses: WalletPaymentState[] = [];
const payments: unknown[] = [];

beforeAll(async () => {
  const unscheduled = await seeded.get('/booking/{id}', { params: { id: BOOKING }, as: 'client' });
  const slot = timeSlot('2030-03-05T09:00:00Z');
  booking = { ...unscheduled, startTime: slot.startTime, endTime: slot.endTime, timeslotIdentifier: slot.identifier };
  seededBalance = await seeded.get('/wallet/balance', { as: 'client' });
});

const server = setupServer(
  http.get(`${API}/user/timezone`, ({ request }) => seeded.forward(request, 'client')),
  http.get(`${API}/booking/${BOOKING}`, () => HttpResponse.json(booking)),
  // Where a settled payment lands: the appointments list.
  http.get(`${API}/booking`, ({ request }) => seeded.forward(request, 'client')),
  http.get(`${API}/booking-waitlist`, ({ request }) => seeded.forward(request, 'client')),
  http.get(`${API}/wallet/balance`, () =>
    balance < 0
      ? HttpResponse.json({ message: 'Boom' }, { status: 500 })
      : HttpResponse.json({ ...seededBalance, balance }),
  ),
  http.post(`${API}/booking/${BOOKING}/payment`, async ({ request }) => {
    payments.push(await request.json());
    return HttpResponse.json(
      { message: 'Insufficient wallet balance.', code: 'INSUFFICIENT_BALANCE' },
      { status: 409 },
    );
  }),
  http.get(`${API}/payment/status/ref_1`, () =>
    HttpResponse.json({
      reference: 'ref_1',
      status: statuses.shift() ?? 'pending',
      amount: booking.amount,
      currencyCode: booking.currencyCode,
      purpose: 'booking',
      bookingIdentifier: booking.identifier,
    } satisfies WalletPaymentStatus),
  ),
  ...shellHandlers(seeded, API),
);

listenStrictly(server);
beforeEach(() => {
  resetBrowserState();
  sessionStorage.clear();
  startSession(loginResponse());
  balance = seededBalance.balance;
  statuses = [];
  payments.length = 0;
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});

describe('the payment page', () => {
  it('summarises the booking in the user time zone and offers card and wallet', async () => {
    renderApp(`/payment/${BOOKING}/`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay for your session' })).toBeInTheDocument();
    expect(await screen.findByText('Dr Amaka Okafor')).toBeInTheDocument();
    expect(screen.getByText('Individual Therapy')).toBeInTheDocument();
    expect(await screen.findByText('10:00 AM - 11:00 AM GMT+1')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Debit or credit card' })).toBeChecked();
    const wallet = screen.getByRole('radio', { name: 'Wallet balance' });
    await waitFor(() => expect(wallet).toBeEnabled());
    expect(wallet).toHaveAccessibleDescription(/Available: NGN\s50,000\.00/);
    expect(screen.getByRole('button', { name: /Pay NGN\s15,000\.00/ })).toBeEnabled();
  });

  it('says so when the booking it cannot show without fails to load, and shows it on Try again', async () => {
    // React reports the loader's failure it hands to the route's error component; the page logs it too.
    expectConsoleError(/The above error occurred in the <MatchInnerImpl> component/);
    expectConsoleError(/ApiError: Boom/);
    let failing = true;
    server.use(
      http.get(`${API}/booking/${BOOKING}`, () =>
        failing ? HttpResponse.json({ message: 'Boom' }, { status: 500 }) : HttpResponse.json(booking),
      ),
    );
    renderApp(`/payment/${BOOKING}/`);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pay for your session' })).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Dr Amaka Okafor')).toBeInTheDocument();
  });

  it('disables the wallet when its balance is too low', async () => {
    balance = booking.amount - 1;
    renderApp(`/payment/${BOOKING}/`);
    const wallet = await screen.findByRole('radio', { name: 'Wallet balance' });
    await waitFor(() =>
      expect(wallet).toHaveAccessibleDescription(/Your wallet balance is too low for this booking\./),
    );
    expect(wallet).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Debit or credit card' })).toBeEnabled();
  });

  it("disables the wallet and says 'Failed to load' when the balance does not load", async () => {
    balance = -1;
    renderApp(`/payment/${BOOKING}/`);
    const wallet = await screen.findByRole('radio', { name: 'Wallet balance' });
    await waitFor(() => expect(wallet).toHaveAccessibleDescription('Failed to load'), { timeout: 5_000 });
    expect(wallet).toBeDisabled();
  });

  it("sends the wallet choice and toasts the server's 409, keeping the page", async () => {
    const user = userEvent.setup();
    renderApp(`/payment/${BOOKING}/`);
    const wallet = await screen.findByRole('radio', { name: 'Wallet balance' });
    await waitFor(() => expect(wallet).toBeEnabled());
    await user.click(wallet);
    await user.click(screen.getByRole('button', { name: /Pay NGN/ }));
    expect(await screen.findByText('Insufficient wallet balance.')).toBeInTheDocument();
    expect(payments).toEqual([{ method: 'wallet' }]);
    expect(screen.getByRole('button', { name: /Pay NGN/ })).toBeEnabled();
  });

  it('resumes from the pending-payment flag and polls every 5 s until the payment succeeds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setPendingPayment({ reference: 'ref_1', bookingId: BOOKING });
    statuses = ['pending', 'success'];
    const { router } = renderApp(`/payment/${BOOKING}/`);
    expect(await screen.findByText('We are processing your request')).toBeInTheDocument();
    await waitFor(() => expect(statuses).toEqual(['success']));
    // The poll's answer renders: advance the clock inside act, as a user's wait would.
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 200));
    expect(statuses).toEqual(['success']);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(await screen.findByText('Payment successful!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.href).toBe(`/appointments/?id=${BOOKING}`));
    expect(sessionStorage.getItem('pendingPayment')).toBeNull();
  });

  it('a failed card payment toasts and returns to the choice of method', async () => {
    statuses = ['failed'];
    const { router } = renderApp(`/payment/${BOOKING}/?reference=ref_1`);
    expect(await screen.findByText('Payment failed. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.href).toBe(`/payment/${BOOKING}/`));
    expect(await screen.findByRole('radio', { name: 'Debit or credit card' })).toBeInTheDocument();
  });
});
