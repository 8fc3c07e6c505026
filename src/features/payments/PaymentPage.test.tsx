// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Booking } from '../../../generated/model';
import { startSession } from '../../lib/session';
import { API, loginResponse, renderApp, resetBrowserState } from '../../test/render-app';
import { POLL_INTERVAL_MS } from './PaymentPage';
import { setPendingPayment } from './pending-payment';

const booking: Booking = {
  identifier: 'bk_1',
  status: 'pending',
  previousStatus: null,
  isFree: false,
  amount: 1_500_000,
  currencyCode: 'NGN',
  paymentStatus: 'unpaid',
  therapyCategory: { identifier: 'th_individual', name: 'Individual Therapy' },
  modality: { identifier: 'md_online', name: 'Online' },
  provider: { identifier: 'pr_demo', firstName: 'Amaka', lastName: 'Okafor', title: 'Dr', photoUrl: null },
  client: { identifier: 'cl_demo', firstName: 'Grace', lastName: 'Adeyemi', photoUrl: null },
  participant: { identifier: 'bp_1', status: 'awaiting' },
  startTime: '2030-03-05T09:00:00.000Z',
  endTime: '2030-03-05T10:00:00.000Z',
  timeslotIdentifier: 'ts-1',
  note: null,
  feedbackProvided: false,
  isCompleted: false,
  rescheduleInfo: { status: 'none', remainingClientReschedule: 2, requestedBy: null, proposedStartTime: null, proposedEndTime: null },
  remainingProviderReschedule: 2,
  allowRescheduleCompletedBooking: false,
  reschedules: [],
  createdAt: '2030-03-01T09:00:00.000Z',
} as unknown as Booking;

let balance = 5_000_000;
let statuses: string[] = [];
const payments: unknown[] = [];

const server = setupServer(
  http.get(`${API}/user/timezone`, () => HttpResponse.json({ timezone: 'Africa/Lagos' })),
  http.get(`${API}/booking/bk_1`, () => HttpResponse.json(booking)),
  http.get(`${API}/wallet/balance`, () =>
    balance < 0 ? HttpResponse.json({ message: 'Boom' }, { status: 500 }) : HttpResponse.json({ balance, currencyCode: 'NGN' }),
  ),
  http.post(`${API}/booking/bk_1/payment`, async ({ request }) => {
    payments.push(await request.json());
    return HttpResponse.json({ message: 'Insufficient wallet balance.', code: 'INSUFFICIENT_BALANCE' }, { status: 409 });
  }),
  http.get(`${API}/payment/status/ref_1`, () =>
    HttpResponse.json({
      reference: 'ref_1',
      status: statuses.shift() ?? 'pending',
      amount: 1_500_000,
      currencyCode: 'NGN',
      purpose: 'booking',
      bookingIdentifier: 'bk_1',
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' } as never));
afterAll(() => server.close());
beforeEach(() => {
  resetBrowserState();
  sessionStorage.clear();
  startSession(loginResponse());
  balance = 5_000_000;
  statuses = [];
  payments.length = 0;
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});

describe('the payment page', () => {
  it('summarises the booking in the user time zone and offers card and wallet', async () => {
    renderApp('/payment/bk_1/');
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

  it('disables the wallet when its balance is too low', async () => {
    balance = 1_499_999;
    renderApp('/payment/bk_1/');
    const wallet = await screen.findByRole('radio', { name: 'Wallet balance' });
    await waitFor(() => expect(wallet).toHaveAccessibleDescription(/Your wallet balance is too low for this booking\./));
    expect(wallet).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Debit or credit card' })).toBeEnabled();
  });

  it("disables the wallet and says 'Failed to load' when the balance does not load", async () => {
    balance = -1;
    renderApp('/payment/bk_1/');
    const wallet = await screen.findByRole('radio', { name: 'Wallet balance' });
    await waitFor(() => expect(wallet).toHaveAccessibleDescription('Failed to load'), { timeout: 5_000 });
    expect(wallet).toBeDisabled();
  });

  it("sends the wallet choice and toasts the server's 409, keeping the page", async () => {
    const user = userEvent.setup();
    renderApp('/payment/bk_1/');
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
    setPendingPayment({ reference: 'ref_1', bookingId: 'bk_1' });
    statuses = ['pending', 'success'];
    const { router } = renderApp('/payment/bk_1/');
    expect(await screen.findByText('We are processing your request')).toBeInTheDocument();
    await waitFor(() => expect(statuses).toEqual(['success']));
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 200);
    expect(statuses).toEqual(['success']);
    await vi.advanceTimersByTimeAsync(200);
    expect(await screen.findByText('Payment successful!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.href).toBe('/appointments/?id=bk_1'));
    expect(sessionStorage.getItem('pendingPayment')).toBeNull();
  });

  it('a failed card payment toasts and returns to the choice of method', async () => {
    statuses = ['failed'];
    const { router } = renderApp('/payment/bk_1/?reference=ref_1');
    expect(await screen.findByText('Payment failed. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.href).toBe('/payment/bk_1/'));
    expect(await screen.findByRole('radio', { name: 'Debit or credit card' })).toBeInTheDocument();
  });
});
