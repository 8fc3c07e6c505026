import { expect, test, type Page } from './fixtures';
import { signIn, storedDemoPart } from './helpers';

// Every send button of the booking flows is double-clicked: the server must get exactly one request.
const dialog = (page: Page) => page.getByRole('dialog');

function countPosts(page: Page, pathEnd: string | RegExp) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && (typeof pathEnd === 'string' ? path.endsWith(pathEnd) : pathEnd.test(path)))
      sent.push(path);
  });
  return sent;
}

test('cancel: one request', async ({ page }) => {
  await signIn(page, 'client', '/overview/?modal=cancel&id=bk_confirmed_far');
  await expect(
    dialog(page).getByText('a refund will be immediately credited to your wallet balance', { exact: false }),
  ).toBeVisible();
  const sent = countPosts(page, '/api/booking/bk_confirmed_far/cancel');
  await dialog(page).getByRole('button', { name: 'Cancel booking' }).dblclick();
  await expect(page).toHaveURL('/overview/');
  expect(sent).toHaveLength(1);
});

test('schedule: one request', async ({ page }) => {
  await signIn(page, 'client', '/overview/?modal=schedule&id=bk_pending_unpaid');
  const days = dialog(page).getByRole('grid').getByRole('button', { disabled: false });
  await days.last().click();
  await dialog(page)
    .getByRole('group', { name: /^Available times on / })
    .getByRole('button')
    .first()
    .click();
  const sent = countPosts(page, '/api/booking/bk_pending_unpaid/schedule');
  await dialog(page).getByRole('button', { name: 'Schedule and Pay' }).dblclick();
  await expect(page).toHaveURL('/payment/bk_pending_unpaid/');
  expect(sent).toHaveLength(1);
});

test('new booking: one request', async ({ page }) => {
  await signIn(page, 'client', '/therapists/pr_demo/?modal=new-booking&providerId=pr_demo');
  await dialog(page).getByRole('radio').first().check();
  await dialog(page).getByRole('group', { name: 'Therapy' }).getByRole('radio').first().check();
  await dialog(page)
    .getByRole('group', { name: /^Available times on / })
    .getByRole('button')
    .first()
    .click();
  const sent = countPosts(page, /^\/api\//);
  await dialog(page).getByRole('button', { name: 'Schedule and Pay' }).dblclick();
  await expect(page).toHaveURL(/\/payment\/bk_[^/]+\/$/);
  expect(sent).toEqual(['/api/booking']);
});

test('acknowledge: one request', async ({ page }) => {
  await signIn(page, 'provider', '/appointments/?status=pending');
  const sent = countPosts(page, /\/api\/appointment\/participant\/[^/]+\/acknowledge$/);
  await page.getByRole('button', { name: 'Acknowledge' }).first().dblclick();
  await expect(page.getByText('Booking acknowledged', { exact: false }).first()).toBeVisible();
  expect(sent).toHaveLength(1);
});

async function pickLastDaysFirstSlot(page: Page) {
  await dialog(page).getByRole('grid').getByRole('button', { disabled: false }).last().click();
  await dialog(page)
    .getByRole('group', { name: /^Available times on / })
    .getByRole('button')
    .first()
    .click();
}

test('pay from the wallet: one request', async ({ page }) => {
  await signIn(page, 'client', '/overview/?modal=schedule&id=bk_pending_unpaid');
  await pickLastDaysFirstSlot(page);
  await dialog(page).getByRole('button', { name: 'Schedule and Pay' }).click();
  await expect(page).toHaveURL('/payment/bk_pending_unpaid/');
  const wallet = page.getByRole('radio', { name: 'Wallet balance' });
  await expect(wallet).toBeEnabled();
  await wallet.check();
  const sent = countPosts(page, '/api/booking/bk_pending_unpaid/payment');
  await page.getByRole('button', { name: /^Pay NGN/ }).dblclick();
  await expect(page).toHaveURL('/appointments/?id=bk_pending_unpaid');
  expect(sent).toHaveLength(1);
  // One success, and no error toast from a second payment.
  await expect(page.getByText('This booking is not awaiting payment.')).toHaveCount(0);
});

test('reschedule: one request', async ({ page }) => {
  await signIn(page, 'client', '/overview/?modal=reschedule&id=bk_confirmed_far');
  await pickLastDaysFirstSlot(page);
  const sent = countPosts(page, '/api/booking/bk_confirmed_far/reschedule');
  await dialog(page).getByRole('button', { name: 'Reschedule', exact: true }).dblclick();
  await expect(page).toHaveURL(/modal=rescheduled/);
  expect(sent).toHaveLength(1);
});

test('approving a reschedule: one request', async ({ page }) => {
  await signIn(page, 'client', '/overview/?modal=reschedule-decision&id=bk_reschedule_pending');
  const sent = countPosts(page, '/api/booking/bk_reschedule_pending/reschedule-update');
  await dialog(page).getByRole('button', { name: 'Approve' }).dblclick();
  await expect(page.getByText('Reschedule approved', { exact: false }).first()).toBeVisible();
  expect(sent).toHaveLength(1);
});

test('pay by card: one request, one payment, straight to the checkout', async ({ page }) => {
  await signIn(page, 'client', '/overview/?modal=schedule&id=bk_pending_unpaid');
  await pickLastDaysFirstSlot(page);
  await dialog(page).getByRole('button', { name: 'Schedule and Pay' }).click();
  await expect(page).toHaveURL('/payment/bk_pending_unpaid/');
  await page.getByRole('radio', { name: 'Debit or credit card' }).check();
  const sent = countPosts(page, '/api/booking/bk_pending_unpaid/payment');
  await page.getByRole('button', { name: /^Pay NGN/ }).dblclick();
  await expect(page).toHaveURL(/\/mock-checkout\/\?reference=ref_/);
  expect(sent).toHaveLength(1);
  const payments = await storedDemoPart<{ bookingIdentifier: string | null }[]>(page, 'payments');
  expect(payments.filter((p) => p.bookingIdentifier === 'bk_pending_unpaid')).toHaveLength(1);
});
