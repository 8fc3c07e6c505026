import { expect, test, type Page } from './fixtures';
import { dayAndTime, expectNoAxeViolations, setGerman, signIn } from './helpers';

const REFUND = 'If you cancel now, a refund will be immediately credited to your wallet balance.';
const NO_REFUND = 'You are cancelling within 48 hours of the session, so no refund will be given.';

const row = (page: Page, id: string) => page.locator(`li[data-booking="${id}"]`);
const dialog = (page: Page) => page.getByRole('dialog');

/** The wallet balance on the overview, in major units. */
async function walletBalance(page: Page): Promise<number> {
  if (!page.url().endsWith('/overview/')) await page.goto('/overview/');
  const text = await page.getByTestId('wallet-balance').innerText();
  return Number(text.replace(/[^\d.]/g, ''));
}

/** Opens a booking's cancel modal from its row (`list` is the list page that shows it). */
async function openCancel(page: Page, id: string, list = '/appointments/') {
  await page.goto(list);
  await row(page, id).getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Cancel booking' })).toBeVisible();
  await expect(
    dialog(page)
      .getByText(/Therapist|Client/)
      .first(),
  ).toBeVisible();
}

test.describe('as a client', () => {
  test('the list shows the seeded bookings, filters by status and pages', async ({ page }) => {
    await signIn(page, 'client');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Appointments' }).click();
    await expect(page).toHaveURL('/appointments/');
    await expect(page).toHaveTitle('Appointments · Therapy Booking');
    await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();

    const unpaid = row(page, 'bk_pending_unpaid');
    await expect(unpaid.getByText('Pending')).toBeVisible();
    await expect(unpaid.getByText('Not scheduled yet')).toBeVisible();
    await expect(unpaid.getByText('Dr Amaka Okafor')).toBeVisible();
    await expect(unpaid.getByRole('button', { name: 'Schedule' })).toBeVisible();
    const far = row(page, 'bk_confirmed_far');
    await expect(far.getByText('Confirmed')).toBeVisible();
    await expect(far.getByText(/GMT\+1$/)).toBeVisible();
    await expect(far.getByText('Paid · NGN 15,000.00')).toBeVisible();
    await expect(row(page, 'bk_cancelled_confirmed').getByText('No further changes')).toBeVisible();
    await expect(row(page, 'bk_reschedule_client').getByText("Awaiting the therapist's approval")).toBeVisible();

    const filters = page.getByRole('group', { name: 'Filter by status' });
    await filters.getByRole('link', { name: 'Pending' }).click();
    await expect(page).toHaveURL('/appointments/?status=pending');
    await expect(filters.getByRole('link', { name: 'Pending' })).toHaveAttribute('aria-current', /page|true/);
    await expect(page.locator('li[data-booking]')).toHaveCount(3);
    for (const item of await page.locator('li[data-booking]').all())
      await expect(item.getByText('Pending', { exact: true })).toBeVisible();

    await filters.getByRole('link', { name: 'Cancelled' }).click();
    await expect(page.locator('li[data-booking]')).toHaveCount(2);
    await expect(row(page, 'bk_cancelled_pending')).toBeVisible();

    await filters.getByRole('link', { name: 'All' }).click();
    await expect(page).toHaveURL('/appointments/');
    await expect(page.locator('li[data-booking]')).toHaveCount(10);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByText('Page 1 of 2')).toBeVisible();
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL('/appointments/?page=2');
    await expect(pages.getByText('Page 2 of 2')).toBeVisible();
    await expect(page.locator('li[data-booking]')).toHaveCount(6);
    await expect(row(page, 'bk_reschedule_pending').getByText('Reschedule awaiting your approval')).toBeVisible();
    await page.reload();
    await expect(pages.getByText('Page 2 of 2')).toBeVisible();
    await pages.getByRole('link', { name: 'Previous' }).click();
    await expect(pages.getByText('Page 1 of 2')).toBeVisible();
  });

  test('no attempts left: Reschedule is disabled in the row and the selected booking, with its reason read out', async ({
    page,
  }) => {
    await signIn(page, 'client');
    for (const language of ['en', 'de'] as const) {
      if (language === 'de') await setGerman(page);
      const [name, reason] =
        language === 'en'
          ? ['Reschedule', 'Rescheduling limit reached.']
          : ['Verschieben', 'Das Limit für Verschiebungen ist erreicht.'];
      await page.goto('/appointments/?id=bk_no_reschedules');
      const selected = page.getByRole('region', {
        name: language === 'en' ? 'Selected booking' : 'Ausgewählte Buchung',
      });
      for (const place of [row(page, 'bk_no_reschedules'), selected]) {
        const button = place.getByRole('button', { name });
        await expect(button).toBeDisabled();
        await expect(button).toHaveAccessibleDescription(reason);
        await expect(place.getByText(reason)).toBeVisible();
        // Still reachable by keyboard (so the reason is heard), but it opens nothing.
        await button.focus();
        await expect(button).toBeFocused();
        // eslint-disable-next-line playwright/no-force-option -- the click on a disabled button is what is tested
        await button.click({ force: true });
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL('/appointments/?id=bk_no_reschedules');
      }
      // Attempts left, or pending (unpaid): enabled.
      await expect(row(page, 'bk_confirmed_far').getByRole('button', { name })).toBeEnabled();
      await expect(row(page, 'bk_pending_scheduled').getByRole('button', { name })).toBeEnabled();
      // The overview has no reschedule button for it at all (its lists offer no reschedule).
      await page.goto('/overview/');
      await expect(
        page.locator('[data-booking="bk_no_reschedules"]').getByRole('button', { name, disabled: false }),
      ).toHaveCount(0);
    }
  });

  for (const language of ['en', 'de'] as const) {
    test(`at 390 px every status tab is in view, nothing cut off (${language})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, 'client');
      if (language === 'de') await setGerman(page);
      await page.goto('/appointments/');
      const filters = page.getByRole('group', { name: language === 'en' ? 'Filter by status' : 'Nach Status filtern' });
      const names =
        language === 'en'
          ? ['All', 'Pending', 'Confirmed', 'Cancelled']
          : ['Alle', 'Ausstehend', 'Bestätigt', 'Storniert'];
      for (const name of names) await expect(filters.getByRole('link', { name })).toBeInViewport({ ratio: 1 });
      // Nothing scrolls sideways: there is nothing hidden to scroll to.
      expect(await filters.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await filters.getByRole('link', { name: names[3]! }).click();
      await expect(page).toHaveURL('/appointments/?status=cancelled');
    });
  }

  test('cancelling more than 48 hours ahead refunds the booking to the wallet', async ({ page }) => {
    await signIn(page, 'client');
    const before = await walletBalance(page);
    await openCancel(page, 'bk_confirmed_far');
    await expect(dialog(page).getByText(REFUND)).toBeVisible();
    await expect(dialog(page).getByText('Refund: NGN 15,000.00')).toBeVisible();
    await expect(dialog(page).getByRole('link', { name: /Cancellation policy/ })).toHaveAttribute(
      'href',
      '/policy/client-cancellation/',
    );
    await dialog(page).getByLabel(/Note/).fill('Something came up at work.');
    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/booking/bk_confirmed_far/cancel'),
    );
    await dialog(page).getByRole('button', { name: 'Cancel booking' }).click();
    expect((await request).postDataJSON()).toEqual({ note: 'Something came up at work.' });
    await expect(page).toHaveURL('/overview/');
    await expect(page.getByText('Booking cancelled')).toBeVisible();
    await expect.poll(() => walletBalance(page)).toBe(before + 15_000);

    await page.goto('/appointments/?id=bk_confirmed_far');
    const selected = page.getByRole('region', { name: 'Selected booking' });
    await expect(selected.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(selected.getByText('No further changes')).toBeVisible();
    await expect(selected.getByText('Refunded · NGN 15,000.00')).toBeVisible();
    await page.goto('/appointments/?modal=cancel&id=bk_confirmed_far');
    await expect(dialog(page).getByText('This booking has been cancelled and can no longer be changed.')).toBeVisible();
  });

  test('cancelling within 48 hours gives no refund', async ({ page }) => {
    await signIn(page, 'client');
    const before = await walletBalance(page);
    await openCancel(page, 'bk_confirmed_soon', '/appointments/?status=confirmed');
    await expect(dialog(page).getByText(NO_REFUND)).toBeVisible();
    await expect(dialog(page).getByText(REFUND)).toHaveCount(0);
    await dialog(page).getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page).toHaveURL('/overview/');
    await expect(page.getByText('Booking cancelled')).toBeVisible();
    await page.reload();
    expect(await walletBalance(page)).toBe(before);
    await page.goto('/appointments/?status=cancelled');
    await expect(row(page, 'bk_confirmed_soon').getByText('Paid · NGN 15,000.00')).toBeVisible();
  });
});

test.describe('as a provider', () => {
  test('approves the reschedule the client asked for: the session moves', async ({ page }) => {
    await signIn(page, 'provider', '/appointments/?status=confirmed');
    const booking = row(page, 'bk_reschedule_client');
    await expect(booking.getByText('Reschedule awaiting your approval')).toBeVisible();
    await booking.getByRole('button', { name: 'Review reschedule' }).click();
    await expect(dialog(page).getByText('Your client asked to move this session to a new time.')).toBeVisible();
    const proposedTime = await dialog(page).locator('dd').last().innerText();
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Reschedule approved')).toBeVisible();
    const [day, time] = dayAndTime(proposedTime);
    await expect(booking.getByText(day)).toBeVisible();
    await expect(booking.getByText(time)).toBeVisible();
    await expect(booking.getByRole('button', { name: 'Review reschedule' })).toHaveCount(0);
    await page.reload();
    await expect(booking.getByText(day)).toBeVisible();
  });

  test('acknowledges one booking and rejects another', async ({ page }) => {
    await signIn(page, 'provider', '/appointments/');
    const social = row(page, 'bk_social_request');
    await expect(social.getByText('New booking: awaiting your acknowledgement')).toBeVisible();
    const ack = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/appointment/participant/bp_social_request/acknowledge'),
    );
    await social.getByRole('button', { name: 'Acknowledge' }).click();
    await ack;
    await expect(page.getByText('Booking acknowledged')).toBeVisible();
    await expect(social.getByRole('button', { name: 'Reschedule' })).toBeVisible();
    await expect(social.getByText('New booking: awaiting your acknowledgement')).toHaveCount(0);

    const unpaid = row(page, 'bk_pending_unpaid');
    await unpaid.getByRole('button', { name: 'Reject' }).click();
    await expect(unpaid.getByText('Reject this booking?')).toBeVisible();
    const reject = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/appointment/participant/bp_pending_unpaid/reject-booking'),
    );
    await unpaid.getByRole('button', { name: 'Yes, reject' }).click();
    await reject;
    await expect(page.getByText('Booking rejected')).toBeVisible();
    await expect(unpaid.getByText('Cancelled', { exact: true })).toBeVisible();
    await page.reload();
    await expect(social.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
    await expect(unpaid.getByText('No further changes')).toBeVisible();
  });
});

for (const who of ['provider', 'client'] as const) {
  test(`in German the ${who}'s cancel modal ${who === 'provider' ? 'has no refund note' : 'has the refund note'}`, async ({
    page,
  }) => {
    await signIn(page, who);
    await setGerman(page);
    await page.goto('/appointments/?modal=cancel&id=bk_confirmed_far');
    await expect(dialog(page).getByRole('heading', { name: 'Buchung stornieren' })).toBeVisible();
    await expect(dialog(page).getByLabel(/Notiz/)).toBeVisible();
    if (who === 'provider') await expect(dialog(page).getByText(/erstatt|Guthaben/i)).toHaveCount(0);
    else await expect(dialog(page).getByText(/Wallet-Guthaben gutgeschrieben/)).toBeVisible();
  });
}

test.describe('accessibility', () => {
  for (const width of [390, 1280]) {
    test(`the list, the overview and the modals at ${width} px have no serious axe violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'client');
      await expect(page.getByTestId('wallet-balance')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Needs your attention' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/appointments/?id=bk_reschedule_pending');
      await expect(row(page, 'bk_confirmed_far')).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Selected booking' }).getByText('bk_reschedule_pending'),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/appointments/?modal=cancel&id=bk_confirmed_far');
      await expect(dialog(page).getByText(REFUND)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/appointments/?modal=reschedule-decision&id=bk_reschedule_pending');
      await expect(dialog(page).getByRole('button', { name: 'Approve' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the provider list, overview and cancel modal have no serious axe violations', async ({ page }) => {
    await signIn(page, 'provider');
    await expect(page.getByRole('heading', { name: 'Needs your attention' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/appointments/');
    await expect(row(page, 'bk_social_request')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/appointments/?modal=cancel&id=bk_confirmed_far');
    await expect(dialog(page).getByLabel(/Note/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const [name, path, title] of [
    ['client', '/policy/client-cancellation/', 'Client cancellation policy'],
    ['provider', '/policy/provider-cancellation/', 'Therapist cancellation policy'],
  ] as const) {
    test(`the ${name} cancellation policy is public and readable`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Therapy Booking`);
      await expect(page.getByText(/48 hours/).first()).toBeVisible();
      // The number of attempts is the backend's, per booking (decision 0009): the page names no fixed count.
      await expect(page.getByText(/a limited number of times per booking/).first()).toBeVisible();
      await expect(page.getByText(/up to 2 times/)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  }
});
