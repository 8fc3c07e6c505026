import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, setGerman, signIn, signInWithForm, signOut } from './helpers';

const dialog = (page: Page) => page.getByRole('dialog');
const apiCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/')) calls.push(`${r.method()} ${path.slice(4)}`);
  });
  return calls;
};

test('in German: a cancelled booking says who cancelled and why; the cancel and reschedule modals show the backend’s policy figures', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await setGerman(page);
  const calls = apiCalls(page);
  await page.goto('/login/');
  await page.getByLabel('E-Mail-Adresse').fill('client@example.com');
  await page.getByLabel('Passwort', { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL('/overview/');

  await page.goto('/appointments/?id=bk_cancelled_confirmed');
  const cancellation = page.getByRole('region', { name: 'Stornierung' });
  await expect(cancellation.getByText('Sie haben diese Buchung storniert.')).toBeVisible();
  await expect(cancellation.getByText('Notiz: I can no longer make this time.')).toBeVisible();
  expect(calls).toContain('GET /booking/bk_cancelled_confirmed/details');

  await page.goto('/appointments/?modal=cancel&id=bk_confirmed_far');
  await expect(page.getByTestId('cancel-policy')).toHaveText(
    'Richtlinie dieser Buchung: Bei einer Stornierung innerhalb von 48 Stunden vor der Sitzung gibt es keine Erstattung.',
  );
  expect(calls).toContain('GET /appointment/policy/bk_confirmed_far/cancellation');
  await expectNoAxeViolations(page);

  await page.goto('/appointments/?modal=reschedule&id=bk_confirmed_far');
  await expect(
    dialog(page).getByText(
      'Richtlinie dieser Buchung: Eine Verschiebung innerhalb von 48 Stunden vor der Sitzung braucht die Zustimmung Ihrer Therapeut:in.',
    ),
  ).toBeVisible();
  expect(calls).toContain('GET /appointment/policy/bk_confirmed_far/reschedule');
});

test('a provider opens a client’s page from an appointment: profile, relation and their appointments, paged', async ({
  page,
}) => {
  await signIn(page, 'provider', '/appointments/?id=bk_confirmed_far');
  await page.getByRole('link', { name: 'View client: Grace Adeyemi' }).click();
  await expect(page).toHaveURL('/clients/cl_demo/');
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Adeyemi' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByText('grace_a')).toBeVisible();
  const relation = page.getByRole('region', { name: 'Your relation' });
  await expect(relation.getByText('This client has a booking with you that is not cancelled.')).toBeVisible();
  await expect(relation.getByText(/^First booked on /)).toBeVisible();
  const appointments = page.getByRole('region', { name: 'Appointments with you' });
  await expect(appointments.locator('li[data-booking]')).toHaveCount(10);
  await expectNoAxeViolations(page);
  const pages = page.getByRole('navigation', { name: 'Appointment pages' });
  await expect(pages.getByText('Page 1 of 2')).toBeVisible();
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL('/clients/cl_demo/?page=2');
  await expect(pages.getByText('Page 2 of 2')).toBeVisible();
  await page.reload();
  await expect(pages.getByText('Page 2 of 2')).toBeVisible();
  await expect(appointments.locator('li[data-booking]').first()).toBeVisible();
});

test('a client shares a session with a second seeded client, who accepts it on their overview', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'client', '/appointments/?id=bk_confirmed_far');
  const participants = page.getByRole('region', { name: 'Participants' });
  await expect(participants.getByText('Nobody else has been invited to this session.')).toBeVisible();
  await participants.getByRole('button', { name: 'Invite someone' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Share this session' })).toBeVisible();
  await expectNoAxeViolations(page);
  const email = page.getByLabel('Their e-mail address');
  // One's own address: the backend's message.
  await email.fill('client@example.com');
  await dialog(page).getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('This booking is already shared with that e-mail address.')).toBeVisible();
  await email.fill('noname@example.com');
  await dialog(page).getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent to noname@example.com')).toBeVisible();
  const guest = participants.getByRole('listitem').filter({ hasText: 'noname@example.com' });
  await expect(guest.getByText('Invited')).toBeVisible();
  // The same address again: the backend's message.
  await participants.getByRole('button', { name: 'Invite someone' }).click();
  await page.getByLabel('Their e-mail address').fill('NoName@example.com');
  await dialog(page).getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('This booking is already shared with that e-mail address.')).toBeVisible();
  await page.keyboard.press('Escape');
  await signOut(page);

  await page.goto('/login/');
  await signInWithForm(page, 'noname@example.com');
  await expect(page).toHaveURL('/overview/');
  const invitations = page.getByRole('region', { name: 'Invitations to sessions' });
  await expect(
    invitations.getByText('Grace Adeyemi invites you to a Individual Therapy session with Dr Amaka Okafor.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await invitations.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Invitation accepted')).toBeVisible();
  await expect(invitations).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Invitations to sessions' })).toHaveCount(0);
  await signOut(page);

  await signIn(page, 'client', '/appointments/?id=bk_confirmed_far');
  await expect(
    participants.getByRole('listitem').filter({ hasText: 'noname@example.com' }).getByText('Accepted'),
  ).toBeVisible();
});

test('a client books a series of 4 from a booking and schedules one of its sessions', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'client', '/appointments/?id=bk_confirmed_far');
  await page.getByRole('button', { name: 'Book more sessions like this' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Book a series' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Number of sessions').selectOption('4');
  await page.getByLabel('How often').selectOption('biweekly');
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/booking/series'),
  );
  await dialog(page).getByRole('button', { name: 'Book series' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    providerIdentifier: 'pr_demo',
    count: 4,
    recurrence: 'biweekly',
  });
  await expect(page.getByText('4 sessions booked')).toBeVisible();
  const series = page.getByRole('region', { name: 'Series of 4 sessions' });
  await expect(series.getByText('Every two weeks')).toBeVisible();
  await expect(series.getByRole('listitem')).toHaveCount(4);
  await expect(series.getByText('Not scheduled yet')).toHaveCount(4);
  await expect(series.getByText('Pending')).toHaveCount(4);

  // One session is scheduled on its own (pending: Schedule and Pay, then the payment page).
  const first = series.getByRole('listitem').first();
  const id = await first.getAttribute('data-series-session');
  await first.getByRole('button', { name: 'Schedule Session 1' }).click();
  await expect(dialog(page).getByRole('heading', { name: /Schedule/ })).toBeVisible();
  const days = dialog(page).getByRole('grid').getByRole('button', { disabled: false });
  await days.last().click();
  await dialog(page)
    .getByRole('group', { name: /^Available times on / })
    .getByRole('button')
    .first()
    .click();
  await dialog(page).getByRole('button', { name: 'Schedule and Pay' }).click();
  await expect(page).toHaveURL(`/payment/${id}/`);
  await page.goto(`/appointments/?id=${id}`);
  await expect(series.getByText('Not scheduled yet')).toHaveCount(3);
  await expect(
    series
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /Schedule/ }),
  ).toHaveCount(0);
});
