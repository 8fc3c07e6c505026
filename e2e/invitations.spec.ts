import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, setGerman, signIn, signInWithForm, signOut } from './helpers';
import { lastMail } from './outbox';

// The invited person's view of a shared booking (decision 0009): from the invitation mail's link or the overview's
// list, the details (therapist, time in their own zone, who invited them), then accept or decline, once.
test.describe.configure({ timeout: 150_000 });

const dialog = (page: Page) => page.getByRole('dialog');
const PARTNER = 'partner@example.com';
/** The seeded invitation: Sam Social invites partner@example.com to a family session with Dr Lena Hoffmann. */
const SEEDED = 'bp_shared_family_partner';

/** '9:00 AM - 10:00 AM' as the app writes a session's time in that zone (plain spaces). */
function timeRange(start: string, end: string, timeZone: string, locale = 'en-US') {
  const time = (iso: string) =>
    new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone })
      .format(new Date(iso))
      .replace(/\s/g, ' ');
  return `${time(start)} - ${time(end)}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const participantAnswer = (page: Page, id: string) =>
  page.waitForResponse(
    (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `/api/booking/participant/${id}`,
  );

test('the invitation mail’s link: signed out it leads through login to the invitation; the details in the guest’s zone; accept', async ({
  page,
}) => {
  // Grace shares her session with the partner account.
  await signIn(page, 'client', '/appointments/?id=bk_confirmed_far');
  await page.getByRole('region', { name: 'Participants' }).getByRole('button', { name: 'Invite someone' }).click();
  await page.getByLabel('Their e-mail address').fill(PARTNER);
  await dialog(page).getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${PARTNER}`)).toBeVisible();
  const mail = await lastMail(page, 'booking-invitation', PARTNER);
  expect(mail.link).toMatch(/^\/overview\/\?modal=invitation&participantId=bp_[a-z0-9_]+$/);
  const guestId = new URL(mail.link!, 'http://x').searchParams.get('participantId')!;
  await signOut(page);

  // The invited person follows the link: signed out, the login comes first and leads back to it.
  const answer = participantAnswer(page, guestId);
  await page.goto(mail.link!);
  await expect(page).toHaveURL(`/login/?redirect=${encodeURIComponent(mail.link!)}`);
  await signInWithForm(page, PARTNER);
  await expect(page).toHaveURL(mail.link!);
  const { booking } = await (await answer).json();
  await expect(dialog(page).getByRole('heading', { name: 'Invitation to a session' })).toBeVisible();
  await expect(dialog(page)).toContainText(
    'Grace Adeyemi invites you to a Individual Therapy session with Dr Amaka Okafor.',
  );
  await expect(dialog(page).getByText('Dr Amaka Okafor', { exact: true })).toBeVisible();
  const details = dialog(page).getByRole('definition');
  await expect(details).toHaveText([
    'Grace Adeyemi',
    'Individual Therapy · Online',
    /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    new RegExp(`^${escape(timeRange(booking.startTime, booking.endTime, 'Europe/London'))} GMT`),
  ]);
  // The therapist is in Lagos; the guest reads the time in their own zone (London), which is named.
  await expect(
    dialog(page).getByText(/^Times are shown in your time zone, Europe\/London \(GMT([+-]\d+)?\)\.$/),
  ).toBeVisible();
  await expect(dialog(page).getByRole('status')).toHaveText(
    'Would you like to join this session? Grace Adeyemi and the therapist will see your answer.',
  );
  await expectNoAxeViolations(page);

  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === `/api/booking/participant/${guestId}/status`,
  );
  await dialog(page).getByRole('button', { name: 'Accept' }).click();
  expect((await sent).postDataJSON()).toEqual({ status: 'acknowledged' });
  await expect(page.getByText('Invitation accepted')).toBeVisible();
  await expect(dialog(page).getByRole('status')).toHaveText('You accepted this invitation.');
  await expect(dialog(page).getByRole('button', { name: 'Accept' })).toHaveCount(0);
  // Answered once: after a reload the invitation still says so, and the overview's list keeps only the seeded one.
  await page.reload();
  await expect(dialog(page).getByRole('status')).toHaveText('You accepted this invitation.');
  await dialog(page).getByRole('button', { name: 'Close' }).first().click();
  const list = page.getByRole('region', { name: 'Invitations to sessions' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Sam Social invites you to a Family Therapy session with Dr Lena Hoffmann.');
  await signOut(page);

  await signIn(page, 'client', '/appointments/?id=bk_confirmed_far');
  await expect(
    page
      .getByRole('region', { name: 'Participants' })
      .getByRole('listitem')
      .filter({ hasText: PARTNER })
      .getByText('Accepted'),
  ).toBeVisible();
});

test('in German: the seeded invitation opened from the overview’s list, its details, then Annehmen', async ({
  page,
}) => {
  await setGerman(page);
  await page.goto('/login/');
  await page.getByLabel('E-Mail-Adresse').fill(PARTNER);
  await page.getByLabel('Passwort', { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL('/overview/');
  const list = page.getByRole('region', { name: 'Einladungen zu Sitzungen' });
  await expect(list).toContainText('Sam Social lädt Sie zu einer Sitzung „Family Therapy“ mit Dr Lena Hoffmann ein.');
  const answer = participantAnswer(page, SEEDED);
  await list.getByRole('button', { name: 'Einladung ansehen' }).click();
  await expect(page).toHaveURL(`/overview/?modal=invitation&participantId=${SEEDED}`);
  const { booking } = await (await answer).json();
  // The guest does not see the owner's note to the therapist.
  expect(booking.note).toBeNull();
  await expect(dialog(page).getByRole('heading', { name: 'Einladung zu einer Sitzung' })).toBeVisible();
  await expect(dialog(page).getByText('Therapeut:in', { exact: true })).toBeVisible();
  await expect(dialog(page).getByText('Dr Lena Hoffmann', { exact: true })).toBeVisible();
  await expect(dialog(page).getByRole('term')).toHaveText(['Eingeladen von', 'Sitzung', 'Datum', 'Uhrzeit']);
  await expect(dialog(page).getByRole('definition').nth(0)).toHaveText('Sam Social');
  await expect(dialog(page).getByRole('definition').nth(3)).toContainText(
    timeRange(booking.startTime, booking.endTime, 'Europe/London', 'de-DE'),
  );
  await expect(dialog(page).getByText(/^Zeiten in Ihrer Zeitzone, Europe\/London \(GMT([+-]\d+)?\)\.$/)).toBeVisible();
  await expect(dialog(page).getByRole('status')).toHaveText(
    'Möchten Sie an dieser Sitzung teilnehmen? Sam Social und die Therapeut:in sehen Ihre Antwort.',
  );
  await expectNoAxeViolations(page);
  await dialog(page).getByRole('button', { name: 'Annehmen' }).click();
  await expect(page.getByText('Einladung angenommen', { exact: true })).toBeVisible();
  await expect(dialog(page).getByRole('status')).toHaveText('Sie haben diese Einladung angenommen.');
  await dialog(page).getByRole('button', { name: 'Schließen' }).first().click();
  await expect(page.getByRole('region', { name: 'Einladungen zu Sitzungen' })).toHaveCount(0);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // That anyone else is told it is not theirs to find: src/features/appointments/InvitationModal.test.tsx.
  test('the seeded invitation by its link: decline, once', async ({ page }) => {
    await page.goto('/login/');
    await signInWithForm(page, PARTNER);
    await expect(page).toHaveURL('/overview/');
    await page.goto(`/overview/?modal=invitation&participantId=${SEEDED}`);
    await expect(dialog(page)).toContainText(
      'Sam Social invites you to a Family Therapy session with Dr Lena Hoffmann.',
    );
    await expect(dialog(page).getByRole('button', { name: 'Decline' })).toBeInViewport();
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByText('Invitation declined')).toBeVisible();
    await expect(dialog(page).getByRole('status')).toHaveText('You declined this invitation.');
    await expect(dialog(page).getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await dialog(page).getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByRole('region', { name: 'Invitations to sessions' })).toHaveCount(0);
  });
});
