import { expect, test, type Page } from './fixtures';
import {
  DEMO_PASSWORD,
  expectNoAxeViolations,
  mainNav,
  setGerman,
  signIn,
  signInWithForm,
  storedDemoPart,
  waitForDemoBackend,
} from './helpers';
import { shareDemoBackend } from './shared-backend';

// Issue 19: messages between a client and their therapist.

const conversation = (page: Page) => page.getByRole('log');
const bubble = (page: Page, text: string | RegExp) => conversation(page).getByRole('article').filter({ hasText: text });

test('a client writes, the therapist sees the unread badge and reads it, the client sees it seen; edit and delete reach both', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const client = await (await browser.newContext()).newPage();
  const therapistContext = await browser.newContext();
  // The therapist's clock is under the test's hand: the chat list's 30-second poll is run on demand.
  await therapistContext.clock.install();
  const therapist = await therapistContext.newPage();
  await signIn(client, 'client');
  await therapist.goto('/login/');
  await waitForDemoBackend(therapist);
  const stopSharing = await shareDemoBackend(client, therapist);
  await signIn(therapist, 'provider');
  const messagesLink = mainNav(therapist).getByRole('link', { name: /^Messages/ });
  await expect(messagesLink).toHaveAccessibleName('Messages');

  // The client writes; the message shows at once, then as sent. Enter sends, Shift+Enter breaks the line.
  await mainNav(client)
    .getByRole('link', { name: /^Messages/ })
    .click();
  await client.getByRole('link', { name: /Amaka Okafor/ }).click();
  await expect(client).toHaveURL('/messages/pr_demo/');
  await expect(client.getByRole('heading', { level: 2, name: 'Amaka Okafor' })).toBeVisible();
  const box = client.getByRole('textbox', { name: 'Message' });
  await box.fill('Hello Amaka,');
  await box.press('Shift+Enter');
  await box.pressSequentially('the notes are at https://example.com/notes.');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const mine = bubble(client, 'Hello Amaka,');
  await expect(mine).toContainText('Hello Amaka,\nthe notes are at https://example.com/notes.');
  await expect(mine).toContainText('Sent');
  await expect(mine.getByRole('link', { name: 'https://example.com/notes' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );

  // The therapist's badge counts it at the chat list's next poll, without a reload.
  await expect
    .poll(async () =>
      (await storedDemoPart<{ body: string | null }[]>(therapist, 'messages')).some((m) =>
        m.body?.startsWith('Hello Amaka'),
      ),
    )
    .toBe(true);
  await therapist.clock.fastForward(31_000);
  await expect(messagesLink).toHaveAccessibleName('Messages (1 unread message)');
  await messagesLink.click();
  const chat = therapist.getByRole('link', { name: /Grace Adeyemi/ });
  await expect(chat).toContainText('1 unread message');
  await chat.click();
  await expect(bubble(therapist, 'Hello Amaka,')).toBeVisible();
  await expect(messagesLink).toHaveAccessibleName('Messages');
  // The client's open conversation shows it seen (its 5-second poll).
  await expect(mine).toContainText('Seen', { timeout: 15_000 });

  // Edit inline: Escape cancels, Enter saves; the therapist sees the new text, marked edited.
  await mine.getByRole('button', { name: 'Edit' }).click();
  const edit = client.getByRole('textbox', { name: 'Edit your message' });
  await edit.fill('Changed my mind');
  await edit.press('Escape');
  await expect(edit).toHaveCount(0);
  await expect(mine).toContainText('the notes are at');
  await mine.getByRole('button', { name: 'Edit' }).click();
  await edit.fill('Hello Amaka, until Thursday then.');
  await edit.press('Enter');
  const edited = bubble(client, 'until Thursday then.');
  await expect(edited).toContainText('edited');
  await expect(bubble(therapist, 'until Thursday then.')).toContainText('edited', { timeout: 15_000 });

  // Delete through the modal, with the spec's texts; it closes by itself and both see the message as deleted.
  await edited.getByRole('button', { name: 'Delete' }).click();
  await expect(client).toHaveURL(/modal=delete-message&messageId=msg_/);
  await expect(client.getByRole('heading', { name: 'DELETE MESSAGE?' })).toBeVisible();
  await expect(
    client.getByText('This message will be deleted for everyone in this chat. This action cannot be undone.'),
  ).toBeVisible();
  await expect(client.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expectNoAxeViolations(client);
  await client.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(client.getByRole('heading', { name: 'DELETE MESSAGE?' })).toHaveCount(0);
  await expect(client).toHaveURL('/messages/pr_demo/');
  await expect(bubble(client, 'until Thursday then.')).toHaveCount(0);
  await expect(conversation(client).getByText('This message was deleted.').last()).toBeVisible();
  await expect(bubble(therapist, 'until Thursday then.')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(client);

  // Both kept their sessions throughout; the backend has the message deleted.
  const messages = await storedDemoPart<{ body: string | null; isDeleted: boolean; senderIdentifier: string }[]>(
    therapist,
    'messages',
  );
  expect(messages.filter((m) => m.senderIdentifier === 'cl_demo' && m.isDeleted)).toHaveLength(2); // the seeded one and ours
  await stopSharing();
});

test('in German: a failed send keeps the text and retries; files are checked, sent and previewed; the appointment message', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await setGerman(page);
  // Every send fails until the fault is lifted.
  await page.goto('/login/?mockFaults=POST /messages/store=500');
  await page.getByLabel('E-Mail-Adresse').fill('client@example.com');
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL('/overview/');
  await page.goto('/messages/pr_second/');
  await expect(page.getByRole('heading', { level: 2, name: 'Lena Hoffmann' })).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Nachricht' });
  await box.fill('Guten Tag, gilt der Termin noch?');
  await page.getByRole('button', { name: 'Senden' }).click();
  const failed = bubble(page, 'Guten Tag, gilt der Termin noch?');
  await expect(failed).toContainText('Nicht gesendet.');
  await expect(box).toHaveValue('');
  await page.evaluate(() =>
    fetch('/api/__mock/faults', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ faults: [] }),
    }),
  );
  await failed.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(failed).toContainText('Gesendet');
  const stored = await storedDemoPart<{ body: string | null }[]>(page, 'messages');
  expect(stored.filter((m) => m.body === 'Guten Tag, gilt der Termin noch?')).toHaveLength(1);

  // Files: the accounts document's rules before anything is sent; an image is sent and shown as an image.
  const input = page.locator('input[type=file]');
  await input.setInputFiles({
    name: 'gross.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(page.getByRole('alert')).toHaveText('gross.pdf: Datei zu groß');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await input.setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('button', { name: 'plan.png entfernen' })).toBeVisible();
  await box.press('Enter');
  const withFile = bubble(page, 'plan.png');
  await expect(withFile).toContainText('Gesendet');
  await withFile.getByText('plan.png').click();
  await expect(withFile.getByRole('img', { name: 'plan.png' })).toBeVisible();
  // (once the failed send's toast has faded: axe measures its contrast mid-animation)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page);

  // 'Nachricht' on a booking: the appointment-message modal writes into the therapist's chat.
  await page.goto('/appointments/?id=bk_second_upcoming&mockFaults='); // (a reload would restore the tab's fault)
  await page.getByRole('button', { name: 'Nachricht', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Nachricht an Dr Lena Hoffmann' })).toBeVisible();
  const text = page.getByRole('textbox', { name: 'Nachricht' });
  await expect(text).toHaveValue(/^Zu unserer Sitzung am .+ um \d\d:\d\d: $/);
  await text.pressSequentially('Ich komme fünf Minuten später.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Senden' }).click();
  await expect(page.getByText('Nachricht gesendet')).toBeVisible();
  await page.goto('/messages/pr_second/');
  await expect(bubble(page, 'Ich komme fünf Minuten später.')).toContainText('Zu unserer Sitzung am');
});

test("the large data set's 5,000-message chat opens at the newest, scrolls to the first and keeps the reader's place", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/login/?demoData=large');
  await signInWithForm(page, 'large-client@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL('/overview/');
  await page.goto('/messages/pr_large/');
  const log = conversation(page);
  await expect(log.getByText('Message 5000 of 5000', { exact: true })).toBeVisible();

  // One page further up: the message the reader was looking at stays where it was. From the scroll to the top until
  // an older page has come in (the list grew upwards and scrolled with it), every frame notes where the first message
  // then on screen is, so that the frame just before the older page and the one just after are compared.
  const frames = await log.evaluate(async (el) => {
    const messages = () =>
      [...el.querySelectorAll('p')].filter((p) => /^Message \d+ of 5000$/.test(p.textContent ?? ''));
    const topOf = (node: Element | undefined) =>
      node ? Math.round(node.getBoundingClientRect().top - el.getBoundingClientRect().top) : null;
    let reading: string | null = null;
    const seen: { scrollTop: number; top: number | null }[] = [];
    el.scrollTop = 0;
    const until = Date.now() + 30_000;
    while (Date.now() < until) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      reading ??=
        messages().find((p) => p.getBoundingClientRect().bottom > el.getBoundingClientRect().top)?.textContent ?? null;
      const frame = { scrollTop: el.scrollTop, top: topOf(messages().find((p) => p.textContent === reading)) };
      seen.push(frame);
      // (the list renders the rows of its new scroll position a frame or two after the jump)
      if (frame.scrollTop > 500 && frame.top !== null) break;
    }
    return seen;
  });
  const jump = frames.findIndex((frame) => frame.scrollTop > 500);
  const before = frames.slice(0, jump).findLast((frame) => frame.top !== null);
  const after = frames.at(-1);
  expect(jump).toBeGreaterThan(0);
  expect(frames.length - jump).toBeLessThanOrEqual(3);
  expect(before).toBeDefined();
  // Within a message's height of where it was: on a busy runner the new rows' measured heights sometimes move it by
  // up to one row (seen: 68 px); without the anchor it would be a whole page (about 1,500 px) lower.
  expect(Math.abs((after?.top ?? Infinity) - (before?.top ?? 0))).toBeLessThanOrEqual(76);

  // On to the very first message; only what is on screen is in the page.
  const beginning = log.getByText('This is the beginning of your conversation with Kemi Adebayo.');
  // Scrolled to the top again each time a page has come in (in the page: 250 pages by hand would be slow here).
  await log.evaluate(async (el) => {
    const until = Date.now() + 200_000;
    while (!el.textContent?.includes('This is the beginning') && Date.now() < until) {
      el.scrollTop = 0;
      while (el.scrollTop === 0 && !el.textContent?.includes('This is the beginning') && Date.now() < until)
        await new Promise((r) => setTimeout(r, 20));
    }
  });
  // Every page is in; the newest page's 5-second refresh may have moved the view since: back to the top.
  await expect(async () => {
    await log.evaluate((el) => (el.scrollTop = 0));
    await expect(beginning).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(log.getByText('Message 1 of 5000', { exact: true })).toBeVisible();
  expect(await log.locator('[data-index]').count()).toBeLessThan(60);
});
