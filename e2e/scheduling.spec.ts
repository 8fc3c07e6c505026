import { expect, test, type Page } from './fixtures';
import fs from 'node:fs';
import { dayAndTime, expectNoAxeViolations, setGerman, signIn, signOut } from './helpers';
import { pickSlot } from './slots';

// Whole flows through several modals, with axe scans: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** The open modal (Headless UI's dialog role sits on a zero-size wrapper: use it for scoping only). */
const dialog = (page: Page) => page.getByRole('dialog');

test.describe('schedule', () => {
  test('an unpaid booking: validation, the slot and note are sent, then on to payment', async ({ page }) => {
    await signIn(page, 'client', '/overview/?modal=schedule&id=bk_pending_unpaid');
    await expect(page.getByText('Schedule appointment')).toBeVisible();
    await expect(dialog(page).getByText('Dr Amaka Okafor')).toBeVisible();
    const submit = dialog(page).getByRole('button', { name: 'Schedule and Pay' });
    // Today or the nearest day with slots is chosen for the user; a day announces its date and slot count.
    await expect(dialog(page).getByRole('group', { name: /^Available times on / })).toBeVisible();
    await expect(
      dialog(page)
        .getByRole('button', { name: /^\d+ — \w+day, \w+ \d+, \d{4}, \d+ slots? available$/ })
        .first(),
    ).toBeVisible();
    await expect(dialog(page).getByText('Times are shown in your time zone: Africa/Lagos (GMT+1)')).toBeVisible();

    // The form's rules and messages are the component test's (schedule-modal.test.tsx); axe reads one shown here.
    await submit.click();
    await expect(dialog(page).getByText('Please select a time slot')).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog(page).getByLabel('Note').fill('First session, please call me.');
    const { label } = await pickSlot(page);
    expect(label).toMatch(/^\d{1,2}:00 [AP]M - \d{1,2}:00 [AP]M$/);
    await expect(dialog(page).getByText(new RegExp(`^Selected: .+, ${label}$`))).toBeVisible();

    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/booking/bk_pending_unpaid/schedule'),
    );
    await submit.click();
    const body = (await request).postDataJSON();
    expect(body).toEqual({
      timeslotIdentifier: expect.stringMatching(/^ts-pr_demo-general-/),
      note: 'First session, please call me.',
    });
    // Still pending (unpaid): payment is next.
    await expect(page).toHaveURL('/payment/bk_pending_unpaid/');
  });

  test('a free pending booking also reads Schedule and Pay, then the processing view until the server confirms it', async ({
    page,
  }) => {
    await signIn(page, 'client', '/appointments/?modal=schedule&id=bk_pending_free');
    await expect(page.getByText('Schedule appointment')).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Schedule', exact: true })).toHaveCount(0);
    const { label } = await pickSlot(page);
    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/booking/bk_pending_free/schedule'),
    );
    await dialog(page).getByRole('button', { name: 'Schedule and Pay' }).click();
    await request;
    await expect(page).toHaveURL('/payment/bk_pending_free/');
    await expect(page.getByText('We are processing your session booking')).toBeVisible();
    await expect(page.getByText("Please don't close this window!")).toBeVisible();
    await expect(page.getByText('Secure 256-bit SSL encrypted payment')).toHaveCount(0);
    // Confirmed without charging: the booking on top of the list, confirmed and free.
    await expect(page).toHaveURL('/appointments/?id=bk_pending_free', { timeout: 15_000 });
    await expect(page.getByText('Your session is booked.')).toBeVisible();
    const selected = page.getByRole('region', { name: 'Selected booking' });
    await expect(selected.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(selected.getByText('Free', { exact: true })).toBeVisible();
    await expect(selected.getByText(label)).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Selected booking' }).getByText('Confirmed', { exact: true }),
    ).toBeVisible();
  });

  test('a confirmed, prepaid booking without a time reads Schedule: success modal, calendar file, the time after a reload, Back To Bookings', async ({
    page,
  }) => {
    await signIn(page, 'client', '/overview/?modal=schedule&id=bk_confirmed_unscheduled');
    await expect(page.getByText('Schedule appointment')).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Schedule and Pay' })).toHaveCount(0);
    const { label } = await pickSlot(page);
    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/booking/bk_confirmed_unscheduled/schedule'),
    );
    await dialog(page).getByRole('button', { name: 'Schedule', exact: true }).click();
    expect((await request).postDataJSON()).toEqual({
      timeslotIdentifier: expect.stringMatching(/^ts-pr_demo-general-/),
    });

    await expect(page.getByText('Appointment scheduled successfully')).toBeVisible();
    await expect(page).toHaveURL('/overview/?modal=scheduled&id=bk_confirmed_unscheduled');
    await expect(dialog(page).getByText('Your session is booked and your therapist will be notified.')).toBeVisible();
    const time = dialog(page).getByText(new RegExp(`^${label} GMT\\+1$`));
    await expect(time).toBeVisible();
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog(page).getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^therapy-session-\d{4}-\d{2}-\d{2}\.ics$/);
    const ics = fs.readFileSync(await download.path(), 'utf8');
    expect(ics).toContain('SUMMARY:Therapy session with Dr Amaka Okafor');
    expect(ics).toContain('DESCRIPTION:Therapy: Individual Therapy');
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(ics).toMatch(/DTEND:\d{8}T\d{6}Z/);

    // The server kept it: after a reload the modal shows the booking's time from a fresh load.
    await page.reload();
    await expect(page.getByText('Appointment scheduled successfully')).toBeVisible();
    await expect(dialog(page).getByText(new RegExp(`^${label} GMT\\+1$`))).toBeVisible();
    // Scheduling it again is not possible any more: it has its time.
    await page.goto('/overview/?modal=schedule&id=bk_confirmed_unscheduled');
    await expect(
      dialog(page).getByText('This booking already has a confirmed time. To move it, reschedule it.'),
    ).toBeVisible();
    await page.goto('/overview/?modal=scheduled&id=bk_confirmed_unscheduled');
    await dialog(page).getByRole('button', { name: 'Back To Bookings' }).click();
    await expect(page).toHaveURL('/appointments/');
  });

  test('a scheduled, unpaid booking can be moved from the list (no attempt used), then on to payment', async ({
    page,
  }) => {
    await signIn(page, 'client', '/appointments/?status=pending');
    const row = page.locator('li[data-booking="bk_pending_scheduled"]');
    await expect(row.getByRole('link', { name: 'Pay' })).toBeVisible();
    await row.getByRole('button', { name: 'Reschedule' }).click();
    await expect(page.getByText('Reschedule appointment')).toBeVisible();
    await expect(dialog(page).getByText('You have 2 reschedule attempts left.')).toBeVisible();
    const { label } = await pickSlot(page);
    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/booking/bk_pending_scheduled/reschedule'),
    );
    await dialog(page).getByRole('button', { name: 'Reschedule', exact: true }).click();
    await request;
    await expect(page).toHaveURL('/payment/bk_pending_scheduled/');
    await expect(page.getByRole('heading', { level: 1, name: 'Pay for your session' })).toBeVisible();
    await expect(page.getByText(label).first()).toBeVisible();
    // No attempt was used.
    await page.goto('/appointments/?modal=reschedule&id=bk_pending_scheduled');
    await expect(dialog(page).getByText('You have 2 reschedule attempts left.')).toBeVisible();
  });
});

test.describe('reschedule', () => {
  test('a client reschedules until the limit is reached', async ({ page }) => {
    await signIn(page, 'client');
    for (const attemptsText of ['You have 2 reschedule attempts left.', 'You have 1 reschedule attempt left.']) {
      await page.goto('/overview/?modal=reschedule&id=bk_confirmed_far');
      await expect(page.getByText('Reschedule appointment')).toBeVisible();
      await expect(dialog(page).getByText(attemptsText)).toBeVisible();
      const approval = page.waitForResponse((r) =>
        r.url().includes('/api/booking/bk_confirmed_far/reschedule/approval-required?timeslotIdentifier='),
      );
      const { label } = await pickSlot(page);
      expect((await (await approval).json()).approvalRequired).toBe(false);
      await expect(dialog(page).getByText(/must approve the new time/)).toHaveCount(0);
      await dialog(page).getByLabel('Note').fill('Moving it, sorry.');
      const request = page.waitForRequest(
        (r) => r.method() === 'POST' && r.url().endsWith('/api/booking/bk_confirmed_far/reschedule'),
      );
      await dialog(page).getByRole('button', { name: 'Reschedule', exact: true }).click();
      expect((await request).postDataJSON()).toEqual({
        timeslotIdentifier: expect.any(String),
        note: 'Moving it, sorry.',
      });
      await expect(page.getByText('Appointment rescheduled successfully')).toBeVisible();
      await expect(
        dialog(page).getByText('Your session has been moved and your therapist will be notified.'),
      ).toBeVisible();
      await expect(dialog(page).getByText(new RegExp(`^${label} GMT\\+1$`))).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await page.goto('/overview/?modal=reschedule&id=bk_confirmed_far');
    await expect(dialog(page).getByText('Rescheduling limit reached.')).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Reschedule', exact: true })).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(dialog(page).getByText('Rescheduling limit reached.')).toBeVisible();
  });

  test('within 48 hours the client is told before confirming that the therapist must approve, and the therapist approves', async ({
    page,
  }) => {
    await signIn(page, 'client', '/overview/?modal=reschedule&id=bk_confirmed_soon');
    await expect(dialog(page).getByText('You have 2 reschedule attempts left.')).toBeVisible();
    await pickSlot(page);
    const notice =
      'The session starts within 48 hours, so your therapist must approve the new time. Until then it keeps its current time.';
    await expect(dialog(page).getByText(notice)).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Reschedule', exact: true }).click();
    await expect(page.getByText('Reschedule request sent')).toBeVisible();
    await expect(
      dialog(page).getByText(/^Request sent, awaiting approval: your therapist must approve the new time\./),
    ).toBeVisible();
    await expect(dialog(page).getByText('Proposed time')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Back To Bookings' }).click();
    await expect(page).toHaveURL('/appointments/');
    // A second request waits for the first.
    await page.goto('/overview/?modal=reschedule&id=bk_confirmed_soon');
    await expect(dialog(page).getByText('A new time for this booking is already awaiting approval.')).toBeVisible();

    // The therapist approves it: the session moves to the proposed time for both of them.
    await dialog(page).getByRole('button', { name: 'Close' }).first().click();
    await signOut(page);
    await signIn(page, 'provider', '/appointments/?status=confirmed');
    const booking = page.locator('li[data-booking="bk_confirmed_soon"]');
    await expect(booking.getByText('Reschedule awaiting your approval')).toBeVisible();
    await booking.getByRole('button', { name: 'Review reschedule' }).click();
    const [day, time] = dayAndTime(await dialog(page).locator('dd').last().innerText());
    await dialog(page).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Reschedule approved')).toBeVisible();
    await expect(booking.getByText(day)).toBeVisible();
    await expect(booking.getByText(time)).toBeVisible();
    await signOut(page);
    await signIn(page, 'client', '/appointments/?status=confirmed&id=bk_confirmed_soon');
    await expect(page.locator('li[data-booking="bk_confirmed_soon"]').getByText(day)).toBeVisible();
    await expect(page.locator('li[data-booking="bk_confirmed_soon"]').getByText('Rescheduled')).toBeVisible();
  });
});

test('in German: schedule and reschedule read German texts and 24-hour times', async ({ page }) => {
  await signIn(page, 'client');
  await setGerman(page);
  await page.goto('/overview/?modal=schedule&id=bk_pending_unpaid');
  await expect(page.getByText('Termin planen')).toBeVisible();
  await expect(dialog(page).getByText('Therapeut:in')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Einplanen und bezahlen' }).click();
  await expect(dialog(page).getByText('Bitte wählen Sie ein Zeitfenster aus')).toBeVisible();
  await expect(dialog(page).getByText('Zeiten in Ihrer Zeitzone: Africa/Lagos (GMT+1)')).toBeVisible();
  await expect(
    dialog(page)
      .getByRole('button', { name: /^\d+ — \w+, \d+\. \w+ \d{4}, \d+ freie? Zeitfenster$/ })
      .first(),
  ).toBeVisible();

  await page.goto('/overview/?modal=reschedule&id=bk_confirmed_far');
  await expect(page.getByText('Termin verschieben')).toBeVisible();
  await expect(dialog(page).getByText('Ihnen bleiben noch 2 Verschiebungen.')).toBeVisible();
  const { label } = await pickSlot(page, /^Freie Zeiten am /);
  expect(label).toMatch(/^\d{2}:00 - \d{2}:00$/);
  await expect(dialog(page).getByText(new RegExp(`^Ausgewählt: .+, ${label}$`))).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog(page).getByRole('button', { name: 'Neu planen' }).click();
  await expect(page.getByText('Termin erfolgreich verschoben')).toBeVisible();
  await expect(
    dialog(page).getByText('Ihre Sitzung wurde verschoben und Ihre Therapeut:in wird benachrichtigt.'),
  ).toBeVisible();
  await expect(dialog(page).getByText(new RegExp(`${label} GMT\\+1$`))).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Zurück zu den Buchungen' })).toBeVisible();
  await page.goto('/overview/?modal=reschedule&id=bk_confirmed_far');
  await expect(dialog(page).getByText('Ihnen bleibt noch 1 Verschiebung.')).toBeVisible();
});

test('the scheduling modals have no serious axe violations at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'client', '/overview/?modal=schedule&id=bk_confirmed_unscheduled');
  await pickSlot(page);
  await expectNoAxeViolations(page);
  await dialog(page).getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Appointment scheduled successfully')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/overview/?modal=reschedule&id=bk_confirmed_soon');
  await pickSlot(page);
  await expect(dialog(page).getByText(/must approve the new time/)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog(page).getByRole('button', { name: 'Reschedule', exact: true }).click();
  await expect(page.getByText('Reschedule request sent')).toBeVisible();
  await expectNoAxeViolations(page);
  // A cancelled booking's notice in place of the form.
  await page.goto('/overview/?modal=reschedule&id=bk_cancelled_confirmed');
  await expect(dialog(page).getByText('This booking has been cancelled and can no longer be changed.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('in German: a pending booking reads Einplanen und bezahlen (free ones too), a prepaid one Einplanen; a scheduled unpaid one can be moved', async ({
  page,
}) => {
  await signIn(page, 'client');
  await setGerman(page);
  await page.goto('/appointments/?modal=schedule&id=bk_pending_free');
  await expect(page.getByText('Termin planen')).toBeVisible();
  await pickSlot(page, /^Freie Zeiten am /);
  await dialog(page).getByRole('button', { name: 'Einplanen und bezahlen' }).click();
  await expect(page).toHaveURL('/payment/bk_pending_free/');
  await expect(page.getByText('Wir bearbeiten Ihre Sitzungsbuchung')).toBeVisible();
  await expect(page).toHaveURL('/appointments/?id=bk_pending_free', { timeout: 15_000 });
  await expect(page.getByText('Ihre Sitzung ist gebucht.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Ausgewählte Buchung' }).getByText('Bestätigt', { exact: true }),
  ).toBeVisible();

  await page.goto('/appointments/?modal=schedule&id=bk_confirmed_unscheduled');
  await pickSlot(page, /^Freie Zeiten am /);
  await expect(dialog(page).getByRole('button', { name: 'Einplanen und bezahlen' })).toHaveCount(0);
  await dialog(page).getByRole('button', { name: 'Einplanen', exact: true }).click();
  await expect(page.getByText('Termin erfolgreich geplant')).toBeVisible();

  await page.goto('/appointments/?status=pending');
  await page.locator('li[data-booking="bk_pending_scheduled"]').getByRole('button', { name: 'Verschieben' }).click();
  await expect(page.getByText('Termin verschieben')).toBeVisible();
  await pickSlot(page, /^Freie Zeiten am /);
  await dialog(page).getByRole('button', { name: 'Neu planen' }).click();
  await expect(page).toHaveURL('/payment/bk_pending_scheduled/');
});

test.describe('the modal keeps its actions in view (sticky footer)', () => {
  for (const [width, height, language] of [
    [1280, 800, 'en'],
    [1280, 720, 'de'],
    [390, 844, 'en'],
    [390, 600, 'de'],
  ] as const) {
    test(`schedule modal at ${width}×${height} (${language})`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await signIn(page, 'client');
      if (language === 'de') await setGerman(page);
      await page.goto('/appointments/?modal=schedule&id=bk_pending_unpaid');
      const submit = dialog(page).getByRole('button', {
        name: language === 'en' ? 'Schedule and Pay' : 'Einplanen und bezahlen',
      });
      await expect(dialog(page).getByRole('grid')).toBeVisible();
      await expect(submit).toBeInViewport({ ratio: 1 });
      // The content scrolls inside the dialog; the actions stay put.
      await dialog(page)
        .getByLabel(language === 'en' ? 'Note' : 'Notiz')
        .scrollIntoViewIfNeeded();
      await expect(submit).toBeInViewport({ ratio: 1 });
      await expect(
        dialog(page).getByRole('button', { name: language === 'en' ? 'Cancel' : 'Abbrechen', exact: true }),
      ).toBeInViewport({ ratio: 1 });
    });
  }
});
