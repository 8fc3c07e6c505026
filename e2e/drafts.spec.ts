import { expect, test, type Page } from './fixtures';
import { accounts, signIn, signInWithForm } from './helpers';

// A 401 in the middle of a dialog sends the user to sign in; what was typed comes back with the
// dialog, for the same user only (decision 0006).

const DIALOG = '/appointments/?modal=cancel&id=bk_confirmed_far';
const NOTE = 'Something came up at work, sorry for the short notice.';
const dialog = (page: Page) => page.getByRole('dialog');
const note = (page: Page) => dialog(page).getByLabel(/^Note/);

/** This tab's next calls to `path` answer 401 UNAUTHORIZED_ACCESS, until `clear` (mocks/README.md, fault injection). */
const setFaults = (page: Page, faults: { method: string; path: string; status: number }[]) =>
  page.evaluate(
    (body) =>
      fetch('/api/__mock/faults', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    { faults },
  );

/** Opens the cancel dialog, types the note, and sends it into a 401: the page goes to sign in. */
async function noteInto401(page: Page, cancelPath: string) {
  await page.goto(DIALOG);
  await expect(dialog(page).getByRole('heading', { name: 'Cancel booking' })).toBeVisible();
  await note(page).fill(NOTE);
  await setFaults(page, [{ method: 'POST', path: cancelPath, status: 401 }]);
  await dialog(page).getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page).toHaveURL(`/login/?redirect=${encodeURIComponent(DIALOG)}`);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await setFaults(page, []);
}

const drafts = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('form-draft:')));

for (const [who, cancelPath] of [
  ['client', '/booking/*/cancel'],
  ['provider', '/appointment/*/cancel'],
] as const) {
  test(`a 401 in the middle of the ${who}'s cancel dialog keeps the typed note across the sign-in`, async ({
    page,
  }) => {
    await signIn(page, who);
    await noteInto401(page, cancelPath);
    await signInWithForm(page, accounts[who].email);
    await expect(page).toHaveURL(DIALOG);
    await expect(note(page)).toHaveValue(NOTE);
    expect(await drafts(page)).toEqual([]);

    const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/cancel$/.test(new URL(r.url()).pathname));
    await dialog(page).getByRole('button', { name: 'Cancel booking' }).click();
    expect((await sent).postDataJSON()).toEqual({ note: NOTE });
    await expect(page).toHaveURL('/overview/');
    await page.goto(DIALOG);
    await expect(dialog(page).getByText('This booking has been cancelled and can no longer be changed.')).toBeVisible();
  });
}

test('the note kept across a forced sign-in never reaches another user who signs in', async ({ page }) => {
  await signIn(page, 'client');
  await noteInto401(page, '/booking/*/cancel');
  expect(await drafts(page)).toHaveLength(1);
  // The therapist of the same booking signs in at this screen: the same dialog, without the client's words.
  await signInWithForm(page, accounts.provider.email);
  await expect(page).toHaveURL(DIALOG);
  await expect(dialog(page).getByRole('heading', { name: 'Cancel booking' })).toBeVisible();
  await expect(note(page)).toHaveValue('');
  expect(await drafts(page)).toEqual([]);
});

test('signing out forgets a kept note', async ({ page }) => {
  await signIn(page, 'client');
  await noteInto401(page, '/booking/*/cancel');
  expect(await drafts(page)).toHaveLength(1);
  await page.goto('/');
  await signIn(page, 'provider');
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  expect(await drafts(page)).toEqual([]);
});
