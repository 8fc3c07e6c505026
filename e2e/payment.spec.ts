import { FIXED_NOW, startAtFixedTime } from './fixed-clock';
import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, signIn, waitForDemoBackend } from './helpers';

const BOOKING = 'bk_pending_unpaid';
const AMOUNT = /NGN\s15,000\.00/;

/**
 * Calls the offline backend as the signed-in user (for setting up and checking state, not for the flow itself). The
 * dev server is shared and may reload the page, and a request caught by a navigation may never be answered by the
 * service worker: then it asks again (after 10 s at most) once the page is back.
 */
async function api<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      await waitForDemoBackend(page);
      return await page.evaluate(
        async ({ path, init }) => {
          await navigator.serviceWorker.ready;
          const response = await fetch(`/api${path}`, {
            signal: AbortSignal.timeout(10_000),
            method: init.method ?? 'GET',
            headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' },
            body: init.body === undefined ? undefined : JSON.stringify(init.body),
          });
          if (!response.ok)
            throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
          return (await response.json()) as T;
        },
        { path, init },
      );
    } catch (error) {
      // The next attempt waits for the reloaded page's backend (waitForDemoBackend) before it asks again.
      if (attempt >= 3 || !/context was destroyed|not valid JSON|TimeoutError|timed out/.test(String(error)))
        throw error;
    }
  }
}

interface BookingBody {
  status: string;
  paymentStatus: string;
  amount: number;
  provider: { identifier: string };
  therapyCategory: { identifier: string };
}

/** bk_pending_unpaid is unscheduled in the seed: give it the provider's first free slot. */
async function schedule(page: Page, id = BOOKING) {
  const booking = await api<BookingBody>(page, `/booking/${id}`);
  const now = FIXED_NOW;
  for (let ahead = 0; ahead < 3; ahead++) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1)).toISOString().slice(0, 7);
    const { days } = await api<{ days: { timeSlot: { identifier: string }[] }[] }>(
      page,
      `/providers-availability/${booking.provider.identifier}/timeslot/${month}?category=${booking.therapyCategory.identifier}`,
    );
    const slot = days.flatMap((d) => d.timeSlot)[0];
    if (slot) {
      await api(page, `/booking/${id}/schedule`, { method: 'POST', body: { timeslotIdentifier: slot.identifier } });
      return;
    }
  }
  throw new Error('no free slot');
}

/**
 * The status poll answers slowly in this tab, so that the pending view can be seen and scanned before the payment
 * succeeds (it is read at the next page load). An axe scan takes seconds on a loaded 2-core machine.
 */
const STATUS_POLL_DELAY_MS = 6000;
async function slowStatusPolls(page: Page) {
  await page.evaluate(
    (delay) => sessionStorage.setItem('demo-backend-faults', `GET /payment/status/*=@${delay}`),
    STATUS_POLL_DELAY_MS,
  );
}
const afterSlowPoll = { timeout: STATUS_POLL_DELAY_MS + 10_000 };

async function openPaymentPage(page: Page) {
  await page.goto(`/payment/${BOOKING}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your session' })).toBeVisible();
  await expect(page).toHaveTitle('Pay for your session · Therapy Booking');
  await expect(page.getByText('Dr Amaka Okafor')).toBeVisible();
  await expect(page.getByText(AMOUNT).first()).toBeVisible();
}

async function payByCard(page: Page) {
  await page.getByRole('radio', { name: 'Debit or credit card' }).check();
  const request = page.waitForRequest(
    (r) => r.url().endsWith(`/api/booking/${BOOKING}/payment`) && r.method() === 'POST',
  );
  await page.getByRole('button', { name: /^Pay NGN/ }).click();
  expect((await request).postDataJSON()).toEqual({ method: 'card' });
  await expect(page).toHaveURL(/\/mock-checkout\/\?reference=ref_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo checkout — no real payment' })).toBeVisible();
  await expect(page.getByTestId('checkout-amount')).toHaveText(AMOUNT);
  await expect(page.getByText('Individual Therapy with Dr Amaka Okafor')).toBeVisible();
  const flag = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('pendingPayment') ?? 'null') as { bookingId: string } | null,
  );
  expect(flag?.bookingId).toBe(BOOKING);
}

// Each flow loads several pages of the dev build (sign-in, payment, checkout, return): give them room.
test.describe.configure({ timeout: 120_000 });

// The provider's free slots are looked up month by month from today: the fixed clock's.
test.beforeEach(async ({ page }) => {
  await startAtFixedTime(page);
  await signIn(page, 'client');
});

test('card: scheduled through the modal, paid at the mock checkout, polled, and the booking is confirmed and paid', async ({
  page,
}) => {
  await slowStatusPolls(page);
  // Unscheduled: the page asks for a time first and opens the schedule modal, which comes back here.
  await page.goto(`/payment/${BOOKING}/`);
  await expect(page.getByText('Choose a time first')).toBeVisible();
  await page.getByRole('button', { name: 'Schedule session' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('group', { name: /^Available times on / })
    .getByRole('button')
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Schedule and Pay' }).click();
  await expect(page).toHaveURL(`/payment/${BOOKING}/`);

  await openPaymentPage(page);
  await expect(page.getByText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), /)).toBeVisible();
  await expect(page.getByText(/\d:00 (AM|PM) - \d+:00 (AM|PM) GMT\+1/)).toBeVisible();
  await payByCard(page);

  await page.getByRole('button', { name: /^Pay NGN\s15,000\.00$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/${BOOKING}/\\?reference=ref_`));
  await expect(page.getByText("Please don't close this window!")).toBeVisible();
  await expect(page.getByText('We are processing your request')).toBeVisible();
  await expect(page.getByText('Secure 256-bit SSL encrypted payment')).toBeVisible();

  await expect(page.getByText('Payment successful!')).toBeVisible(afterSlowPoll);
  await expect(page).toHaveURL(`/appointments/?id=${BOOKING}`);
  expect(await page.evaluate(() => sessionStorage.getItem('pendingPayment'))).toBeNull();
  const paid = await api<BookingBody>(page, `/booking/${BOOKING}`);
  expect([paid.status, paid.paymentStatus]).toEqual(['confirmed', 'paid']);

  await page.reload();
  await expect(page).toHaveURL(`/appointments/?id=${BOOKING}`);
  // The page has started its offline backend once it shows the booking; asking before that can go unanswered.
  await expect(page.getByText('Selected booking')).toBeVisible();
  const afterReload = await api<BookingBody>(page, `/booking/${BOOKING}`);
  expect([afterReload.status, afterReload.paymentStatus]).toEqual(['confirmed', 'paid']);

  // The payment page of a confirmed booking says so and links to it.
  await page.goto(`/payment/${BOOKING}/`);
  await expect(page.getByText('This booking is already confirmed')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View booking' })).toHaveAttribute(
    'href',
    `/appointments/?id=${BOOKING}`,
  );
});

test('card: a declined payment says so and offers the choice of method again', async ({ page }) => {
  await schedule(page);
  await openPaymentPage(page);
  await payByCard(page);

  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Payment failed. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(`/payment/${BOOKING}/`);
  await expect(page.getByRole('radio', { name: 'Debit or credit card' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay NGN/ })).toBeEnabled();
  expect(await page.evaluate(() => sessionStorage.getItem('pendingPayment'))).toBeNull();
  const unpaid = await api<BookingBody>(page, `/booking/${BOOKING}`);
  expect([unpaid.status, unpaid.paymentStatus]).toEqual(['pending', 'unpaid']);

  // And it can be paid after all.
  await payByCard(page);
  await page.getByRole('button', { name: /^Pay NGN/ }).click();
  await expect(page.getByText('Payment successful!')).toBeVisible();
  await expect(page).toHaveURL(`/appointments/?id=${BOOKING}`);
});

test('card: back from the checkout without paying, the page resumes polling from the pending-payment flag', async ({
  page,
}) => {
  await schedule(page);
  await openPaymentPage(page);
  await payByCard(page);
  const reference = new URL(page.url()).searchParams.get('reference');

  await page.goBack();
  await expect(page).toHaveURL(`/payment/${BOOKING}/`);
  await expect(page.getByText('We are processing your request')).toBeVisible();
  // Polled every 5 s with the stored reference.
  const first = await page.waitForRequest((r) => r.url().endsWith(`/api/payment/status/${reference}`), {
    timeout: 7_000,
  });
  const second = await page.waitForRequest((r) => r.url().endsWith(`/api/payment/status/${reference}`) && r !== first, {
    timeout: 7_000,
  });
  expect(second).toBeTruthy();

  await expect(page.getByText('This is taking longer than expected.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Refresh the page' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose another payment method' }).click();
  await expect(page.getByRole('radio', { name: 'Wallet balance' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('pendingPayment'))).toBeNull();
});

test('wallet: pays from the balance at once and the balance drops by the booking amount', async ({ page }) => {
  await schedule(page);
  const before = await api<{ balance: number }>(page, '/wallet/balance');
  const { amount } = await api<BookingBody>(page, `/booking/${BOOKING}`);
  await openPaymentPage(page);
  await expect(page.getByText(/Available: NGN\s50,000\.00/)).toBeVisible();

  await page.getByRole('radio', { name: 'Wallet balance' }).check();
  const request = page.waitForRequest(
    (r) => r.url().endsWith(`/api/booking/${BOOKING}/payment`) && r.method() === 'POST',
  );
  await page.getByRole('button', { name: /^Pay NGN/ }).click();
  expect((await request).postDataJSON()).toEqual({ method: 'wallet' });
  await expect(page.getByText('Payment successful!')).toBeVisible();
  await expect(page).toHaveURL(`/appointments/?id=${BOOKING}`);

  const after = await api<{ balance: number }>(page, '/wallet/balance');
  expect(after.balance).toBe(before.balance - amount);
  const paid = await api<BookingBody>(page, `/booking/${BOOKING}`);
  expect([paid.status, paid.paymentStatus]).toEqual(['confirmed', 'paid']);
});

for (const width of [390, 1280]) {
  test(`the payment page, the mock checkout and the pending view have no serious axe violations at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await schedule(page);
    await slowStatusPolls(page);
    await openPaymentPage(page);
    await expectNoAxeViolations(page);

    await payByCard(page);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /^Pay NGN/ }).click();
    await expect(page.getByText('We are processing your request')).toBeVisible();
    await expectNoAxeViolations(page);
    // The landing, not the success toast, which a slow scan on a loaded machine can outlast (the card test reads it).
    await expect(page).toHaveURL(`/appointments/?id=${BOOKING}`, afterSlowPoll);
  });
}
