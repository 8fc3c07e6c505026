import { FIXED_NOW, startAtFixedTime } from './fixed-clock';
import { expect, test, type Page, type Request } from './fixtures';
import { DEMO_PASSWORD, expectNoAxeViolations, setGerman, signIn, signInWithForm } from './helpers';
import { lastMail } from './outbox';

// The seed: cl_demo's wallet holds NGN 50,000.00 in 14 transactions (2 pages of 10); mocks/README.md.
const BALANCE = /^NGN\s50,000\.00$/;
const statusPoll = (reference: string) => (r: Request) => r.url().endsWith(`/api/payment/status/${reference}`);
const pendingFlag = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('pendingPayment') ?? 'null') as unknown);

/** From the top-up choice to the card step; returns the amount field. */
async function chooseCard(page: Page, labels = { card: 'Top Up Via Paystack' }) {
  await page.getByRole('button', { name: new RegExp(`^${labels.card}`) }).click();
  await expect(page.getByRole('heading', { name: labels.card })).toBeVisible();
  return page.getByRole('textbox', { name: /^(Amount|Betrag)/ });
}

/** Signs the client in through the German login form. */
async function signInGerman(page: Page) {
  await setGerman(page);
  await page.goto('/login/');
  await page.getByLabel('E-Mail-Adresse').fill('client@example.com');
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL('/overview/');
}

/** Every top-up the page asks for from now on. */
function topupRequests(page: Page) {
  const sent: Request[] = [];
  page.on('request', (r) => r.url().endsWith('/api/payment/wallet') && sent.push(r));
  return sent;
}

/** A full page load of the dev build (the checkout, the return) on a busy 2-core machine. */
const PAGE_LOAD = 30_000;

// Each flow loads several pages of the dev build and waits for 5-second polls: give them room.
test.describe.configure({ timeout: 120_000 });

test('card top-up from the wallet: amount rules, checkout hand-off, polling that survives a reload, Pay, success', async ({
  page,
}) => {
  // Several 5-second polls, a reload and two hand-offs.
  test.setTimeout(180_000);
  await signIn(page, 'client');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL('/wallet/');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText(BALANCE);
  await expect(page.locator('[data-stat="totalTopup"]')).toContainText(/NGN\s115,000\.00/);
  await expect(page.locator('[data-stat="totalSpent"]')).toContainText(/NGN\s80,000\.00/);
  await expect(page.locator('[data-stat="totalRefunded"]')).toContainText(/NGN\s15,000\.00/);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Top up' }).click();
  await expect(page.getByRole('heading', { name: 'Top up your wallet' })).toBeVisible();
  await expectNoAxeViolations(page);
  const amount = await chooseCard(page);
  await expect(page).toHaveURL('/wallet/?modal=wallet-topup-card');
  await expect(page.getByTestId('topup-balance')).toHaveText(BALANCE);

  // Required, then below NGN's minimum of 500: nothing is sent.
  const sent = topupRequests(page);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Enter an amount')).toBeVisible();
  await amount.pressSequentially('4a99');
  await expect(amount).toHaveValue('4a99');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Use digits and commas only')).toBeVisible();
  await amount.fill('499');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Minimum topup amount is 500 NGN')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(sent).toHaveLength(0);

  // Thousands separators as it is typed; sent ×100.
  await amount.fill('');
  await amount.pressSequentially('1500');
  await expect(amount).toHaveValue('1,500');
  await expect(page.getByText('Minimum topup amount is 500 NGN')).toHaveCount(0);
  const create = page.waitForRequest((r) => r.url().endsWith('/api/payment/wallet') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Proceed' }).click();
  expect((await create).postDataJSON()).toEqual({ amount: 150_000 });
  await expect(page).toHaveURL(/\/mock-checkout\/\?reference=ref_/);
  await expect(page.getByTestId('checkout-amount')).toHaveText(/NGN\s1,500\.00/, { timeout: PAGE_LOAD });
  const reference = new URL(page.url()).searchParams.get('reference')!;
  expect(await pendingFlag(page)).toEqual({ reference, topupFrom: '/wallet/' });

  // Back without paying: the flag resumes polling every 5 s, and again after a reload.
  await page.goBack();
  await expect(page).toHaveURL('/wallet/');
  await expect(page.getByText('We are processing your request')).toBeVisible({ timeout: PAGE_LOAD });
  const first = await page.waitForRequest(statusPoll(reference), { timeout: 7_000 });
  await page.waitForRequest((r) => statusPoll(reference)(r) && r !== first, { timeout: 7_000 });
  await page.reload();
  await expect(page.getByText('We are processing your request')).toBeVisible({ timeout: PAGE_LOAD });
  await page.waitForRequest(statusPoll(reference), { timeout: 7_000 });

  // Paid at the checkout: it returns to the wallet with the reference, the poll says success.
  await page.goto(`/mock-checkout/?reference=${reference}`);
  // The checkout returns to the wallet with the reference (dropped again once the payment has settled).
  const returned = page.waitForURL(`/wallet/?reference=${reference}`, { timeout: PAGE_LOAD });
  await page.getByRole('button', { name: /^Pay NGN\s1,500\.00$/ }).click();
  await returned;
  await expect(page.getByText('Payment successful!')).toBeVisible({ timeout: PAGE_LOAD });
  await expect(page).toHaveURL('/wallet/');
  await expect(page.getByTestId('wallet-balance')).toHaveText(/^NGN\s51,500\.00$/, { timeout: 20_000 });
  const newest = page.getByRole('list', { name: 'Wallet transactions' }).getByRole('listitem').first();
  await expect(newest).toContainText('Wallet top-up by card');
  await expect(newest).toContainText(/\+NGN\s1,500\.00/);
  expect(await pendingFlag(page)).toBeNull();

  // Settled: a reload polls no more. The page's clock is under the test's hand: six of the 5-second poll's intervals
  // are run, up to the chat list's 30-second poll, whose request shows that the timers before it have fired.
  const polls: Request[] = [];
  page.on('request', (r) => statusPoll(reference)(r) && polls.push(r));
  const chatList = (r: Request) => new URL(r.url()).pathname === '/api/messages/chat-list';
  await page.clock.install();
  const chatListLoaded = page.waitForRequest(chatList);
  await page.reload();
  await expect(page.getByTestId('wallet-balance')).toHaveText(/^NGN\s51,500\.00$/);
  await chatListLoaded;
  const chatListPoll = page.waitForRequest(chatList);
  await page.clock.runFor(31_000);
  await chatListPoll;
  expect(polls).toHaveLength(0);
});

test('German, phone width: a declined card top-up from the overview returns there and says so; amounts are formatted for de', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInGerman(page);
  await expect(page.getByTestId('wallet-balance')).toHaveText(/^50\.000,00\sNGN$/);

  await page.getByRole('button', { name: 'Aufladen' }).click();
  await expect(page.getByRole('heading', { name: 'Wallet aufladen' })).toBeVisible();
  const amount = await chooseCard(page, { card: 'Über Paystack aufladen' });
  await expect(page.getByTestId('topup-balance')).toHaveText(/^50\.000,00\sNGN$/);
  await amount.pressSequentially('12000');
  await expect(amount).toHaveValue('12.000');
  await expectNoAxeViolations(page);
  const create = page.waitForRequest((r) => r.url().endsWith('/api/payment/wallet') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Weiter' }).click();
  expect((await create).postDataJSON()).toEqual({ amount: 1_200_000 });
  await expect(page.getByTestId('checkout-amount')).toHaveText(/^12\.000,00\sNGN$/, { timeout: PAGE_LOAD });

  await page.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(page).toHaveURL(/\/overview\/(\?reference=ref_\w+)?$/);
  await expect(page.getByText('Zahlung fehlgeschlagen. Bitte versuchen Sie es erneut.')).toBeVisible({
    timeout: PAGE_LOAD,
  });
  await expect(page).toHaveURL('/overview/');
  await expect(page.getByTestId('wallet-balance')).toHaveText(/^50\.000,00\sNGN$/);
  expect(await pendingFlag(page)).toBeNull();
});

test('German: the card top-up refuses 500,5 as not whole and reads 1.500 as 1500', async ({ page }) => {
  await signInGerman(page);
  await page.goto('/wallet/?modal=wallet-topup-card');
  const amount = page.getByRole('textbox', { name: /^Betrag/ });
  await expect(page.getByTestId('topup-balance')).toHaveText(/^50\.000,00\sNGN$/);
  const sent = topupRequests(page);

  await amount.pressSequentially('500,5');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Geben Sie einen ganzen Betrag ein')).toBeVisible();
  await expect(amount).toHaveValue('500,5');
  await expectNoAxeViolations(page);
  expect(sent).toHaveLength(0);

  await amount.fill('');
  await amount.pressSequentially('1.500');
  await expect(amount).toHaveValue('1.500');
  await expect(page.getByText('Geben Sie einen ganzen Betrag ein')).toHaveCount(0);
  const create = page.waitForRequest((r) => r.url().endsWith('/api/payment/wallet') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Weiter' }).click();
  expect((await create).postDataJSON()).toEqual({ amount: 150_000 });
  await expect(page.getByTestId('checkout-amount')).toHaveText(/^1\.500,00\sNGN$/, { timeout: PAGE_LOAD });
});

test('transfer: the account is generated, copied and confirmed; Back to Home; Settle transfer credits the wallet and mails', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'client', '/wallet/');
  await page.getByRole('button', { name: 'Top up' }).click();
  const generate = page.waitForRequest(
    (r) => r.url().endsWith('/api/virtual-accounts/generate') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: /^Transfer To Account/ }).click();
  await generate;
  await expect(page.getByRole('heading', { name: 'Transfer to your account' })).toBeVisible();
  await expect(page.getByText('Wema Bank (Mock)')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Grace Adeyemi')).toBeVisible();
  const number = (await page.getByTestId('account-number').textContent()) ?? '';
  expect(number).toMatch(/^\d{10}$/);
  await page.getByRole('button', { name: 'Copy account number' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'I Have Made The Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Top-up in progress' })).toBeVisible();
  await expect(page.getByText('We will send you an e-mail when your top-up is complete.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/overview/');
  await expect(page.getByTestId('wallet-balance')).toHaveText(BALANCE);

  // The bank's side (the dev menu): the transfer arrives.
  await page.getByRole('button', { name: 'Demo tools' }).click();
  await page.getByRole('button', { name: 'Settle transfer' }).click();
  await expect(
    page.getByText('Transfer settled: the wallet is credited and the e-mail is in the outbox.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('wallet-balance')).toHaveText(/^NGN\s60,000\.00$/);
  expect((await lastMail(page, 'topup-complete', 'client@example.com')).link).toBe('/wallet/');
  await page.getByRole('link', { name: 'Open wallet' }).click();
  await expect(page.getByRole('list', { name: 'Wallet transactions' }).getByRole('listitem').first()).toContainText(
    'Wallet top-up by bank transfer',
  );
});

test('transfer without first and last name: no account is generated, Update Profile leads to /account/', async ({
  page,
}) => {
  await page.goto('/login/');
  await signInWithForm(page, 'noname@example.com');
  await expect(page).toHaveURL('/overview/');
  const generated: Request[] = [];
  page.on('request', (r) => r.url().endsWith('/api/virtual-accounts/generate') && generated.push(r));
  await page.goto('/wallet/?modal=wallet-topup');
  await page.getByRole('button', { name: /^Transfer To Account/ }).click();
  await expect(page.getByText('Your name is needed')).toBeVisible();
  await expect(page.getByText('Please update your first and last name in your profile')).toBeVisible();
  await expect(page.getByText('I Have Made The Payment')).toHaveCount(0);
  expect(generated).toHaveLength(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Update Profile' }).click();
  await expect(page).toHaveURL('/account/');
});

test('transactions: type and date filters live in the URL and survive a reload; a reversed range is refused; paging; the detail', async ({
  page,
}) => {
  // The date filters' days count from today: the fixed clock's, which the seed's transactions follow too.
  await startAtFixedTime(page);
  await signIn(page, 'client', '/wallet/');
  const list = page.getByRole('list', { name: 'Wallet transactions' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL('/wallet/?page=2');
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();

  // A start after the end: an error, and neither the URL nor a request.
  const day = (offset: number) => new Date(FIXED_NOW.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const listed: Request[] = [];
  page.on('request', (r) => r.url().includes('/api/wallet/transactions?') && listed.push(r));
  await page.getByLabel('From').fill(day(-1));
  await page.getByLabel('To').fill(day(-10));
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('The start date must not be after the end date.')).toBeVisible();
  await expect(page).toHaveURL('/wallet/?page=2');
  expect(listed).toHaveLength(0);

  await page.getByLabel('Type').selectOption({ label: 'Refund' });
  await page.getByLabel('From').fill(day(-30));
  await page.getByLabel('To').fill(day(0));
  const filtered = page.waitForRequest((r) => r.url().includes('/api/wallet/transactions?'));
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const query = new URL((await filtered).url()).searchParams;
  expect(Object.fromEntries(query)).toEqual({
    page: '1',
    transactionType: 'refund',
    fromDate: day(-30),
    toDate: day(0),
  });
  await expect(page).toHaveURL(`/wallet/?transactionType=refund&fromDate=${day(-30)}&toDate=${day(0)}`);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Type')).toHaveValue('refund');
  await expect(page.getByLabel('From')).toHaveValue(day(-30));
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // A reversed range typed into the URL is shown as an error and not sent.
  listed.length = 0;
  await page.goto(`/wallet/?fromDate=${day(0)}&toDate=${day(-5)}`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The start date must not be after the end date.' }),
  ).toBeVisible();
  expect(listed).toHaveLength(0);

  // The refund's detail, and the booking it belongs to.
  await page.goto(`/wallet/?transactionType=refund`);
  await list.getByRole('link', { name: /Refund for cancelled booking/ }).click();
  await expect(page).toHaveURL(/\/wallet\/transactions\/wt_demo_10\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible();
  await expect(page.getByTestId('transaction-amount')).toHaveText(/\+NGN\s15,000\.00$/);
  await expect(page.getByRole('definition').filter({ hasText: 'Refund' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Successful' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /\d{4}.*\d{1,2}:\d{2}/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'View the booking' }).click();
  await expect(page).toHaveURL('/appointments/?id=bk_cancelled_confirmed');
});
