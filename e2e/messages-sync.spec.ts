// A chat between two people stays in step: the other person's edits and deletions far up the
// conversation show at the next poll, without reopening it; an attachment reaches the other user of the same browser
// as the file itself, also after the demo's worker was stopped (decisions 0060, 0089).
import { expect, test, type CDPSession, type Page } from './fixtures';
import { DEMO_PASSWORD, setGerman, signIn, signOut, signInWithForm } from './helpers';
import { png } from './png';

const texts = {
  en: {
    edit: 'Edit',
    editLabel: 'Edit your message',
    delete: 'Delete',
    edited: 'edited',
    deleted: 'This message was deleted.',
    sent: 'Sent',
    composer: 'Message',
  },
  de: {
    edit: 'Bearbeiten',
    editLabel: 'Ihre Nachricht bearbeiten',
    delete: 'Löschen',
    edited: 'bearbeitet',
    deleted: 'Diese Nachricht wurde gelöscht.',
    sent: 'Gesendet',
    composer: 'Nachricht',
  },
} as const;

const conversation = (page: Page) => page.getByRole('log');
const bubble = (page: Page, text: string | RegExp) => conversation(page).getByRole('article').filter({ hasText: text });

/** Scrolls the conversation up, page by page, until its beginning is on screen; returns its first messages, in order. */
async function scrollToFirst(page: Page) {
  const beginning = conversation(page).getByText(/beginning of your conversation|Hier beginnt Ihre Unterhaltung/);
  await expect
    .poll(
      async () => {
        await conversation(page).evaluate((el) => (el.scrollTop = 0));
        return beginning.isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  // the seed's first messages: msg_demo_001 … 006 (its lines repeat further down, so they are told by their place)
  const article = (i: number) => conversation(page).getByRole('article').nth(i);
  await expect(article(0)).toContainText('Hello, I booked a session for next week.');
  return article;
}

/** The browser stops the backend's worker, as it does after a while without requests; the next request starts it. */
async function stopWorker(cdp: CDPSession) {
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
}

for (const locale of ['en', 'de'] as const) {
  const t = texts[locale];

  test(`${locale}: the client edits and deletes old messages far up; the therapist, scrolled up there, sees both at the next poll`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const therapist = page;
    await signIn(therapist, 'provider');
    if (locale === 'de') await setGerman(therapist);

    // The therapist has the chat open and has scrolled up to its first messages (two pages above the newest).
    await therapist.goto('/messages/cl_demo/');
    const seen = await scrollToFirst(therapist);
    await expect(seen(2)).toContainText('Great, I will do that.');
    await expect(seen(4)).toContainText('A bit better, thanks. The journaling helps.');
    const reading = await conversation(therapist).evaluate((el) => el.scrollTop);

    // The client, elsewhere (the calls their browser sends, with their own sign-in, to the same backend), edits one of
    // those old messages (msg_demo_003) and deletes another (msg_demo_005).
    const answers = await therapist.evaluate(async (password) => {
      const json = { 'Content-Type': 'application/json' };
      const login = await fetch('/api/user/login', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'client@example.com', password }),
      });
      const { token } = (await login.json()) as { token: string };
      const auth = { ...json, Authorization: `Bearer ${token}` };
      const edit = await fetch('/api/messages/msg_demo_003/update', {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify({ body: 'Great, I will write it down tonight.' }),
      });
      const removal = await fetch('/api/messages/msg_demo_005', { method: 'DELETE', headers: auth });
      return [login.status, edit.status, removal.status];
    }, DEMO_PASSWORD);
    expect(answers).toEqual([200, 200, 200]);

    // The therapist sees both at the next poll (every 5 s), where they were reading, without reopening the chat.
    const polls: string[] = [];
    therapist.on('request', (r) => void (r.url().includes('/messages/conversations') && polls.push(r.url())));
    await expect(seen(2)).toContainText('Great, I will write it down tonight.', { timeout: 20_000 });
    await expect(seen(2)).toContainText(t.edited);
    await expect(seen(4)).toContainText(t.deleted);
    await expect(seen(4)).not.toContainText('The journaling helps.');
    // still up there, not thrown to the newest message (rows on screen that changed height move what is below them)
    expect(Math.abs((await conversation(therapist).evaluate((el) => el.scrollTop)) - reading)).toBeLessThan(300);
    // only the newest page was asked for, with the changes since the poll before: the older pages were not fetched again
    expect(polls.length).toBeGreaterThan(0);
    expect(
      polls.every((url) => new URL(url).searchParams.has('changedSince') && !new URL(url).searchParams.has('cursor')),
    ).toBe(true);
  });

  test(`${locale}: an image the client sends reaches the therapist of the same browser as the file itself, after the worker was stopped`, async ({
    context,
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'client');
    if (locale === 'de') await setGerman(page);
    await page.goto('/messages/pr_demo/');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'sketch.png', mimeType: 'image/png', buffer: png(37, 23) });
    await page.getByRole('textbox', { name: t.composer, exact: true }).press('Enter');
    await expect(bubble(page, 'sketch.png')).toContainText(t.sent);

    // The browser stops the idle worker (its memory is gone); the therapist signs in on another page of this browser.
    await stopWorker(await context.newCDPSession(page));
    const other = await context.newPage();
    await other.goto('/overview/');
    await signOutAnyLocale(other, locale);
    await other.goto('/login/');
    if (locale === 'de') {
      await other.getByLabel('E-Mail-Adresse').fill('provider@example.com');
      await other.getByLabel('Passwort', { exact: true }).fill('Passw0rd!');
      await other.getByRole('button', { name: 'Anmelden', exact: true }).click();
    } else await signInWithForm(other, 'provider@example.com');
    await expect(other).toHaveURL('/overview/', { timeout: 20_000 });
    await other.goto('/messages/cl_demo/');
    const received = bubble(other, 'sketch.png');
    await received.getByText('sketch.png').click();
    const image = received.getByRole('img', { name: 'sketch.png' });
    await expect(image).toBeVisible();
    // the sent picture, not the generated 1-pixel placeholder
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([37, 23]);
  });
}

async function signOutAnyLocale(page: Page, locale: 'en' | 'de') {
  if (locale === 'en') return signOut(page);
  await page.getByRole('banner').getByRole('button', { name: 'Abmelden' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Abmelden' })).toHaveCount(0);
}
