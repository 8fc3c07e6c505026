import { expect, test, type Page } from './fixtures';
import { accounts, DEMO_PASSWORD, e2eOrigin, signIn, signInWithForm, signOut } from './helpers';

const HOSTILE_REDIRECTS = [
  '//evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/\\evil.example',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  'javascript:alert(document.domain)',
  'http:evil.example',
  'https://evil.example/overview/',
  '/\t/evil.example',
  '/\n/evil.example',
];

const loginWithRedirect = (value: string) => `/login/?redirect=${encodeURIComponent(value)}`;

async function expectOnOverview(page: Page) {
  await expect(page).toHaveURL(`${e2eOrigin}/overview/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeVisible();
}

test('signing in with a hostile ?redirect= lands on this site’s overview', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
  for (const value of HOSTILE_REDIRECTS.slice(0, 3)) {
    await page.goto(loginWithRedirect(value));
    await signInWithForm(page, accounts.client.email);
    await expectOnOverview(page);
    await signOut(page);
  }
  expect(dialogs).toEqual([]);
});

test('a signed-in visit to /login/ with a hostile ?redirect= stays on this site', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
  await signIn(page, 'client');
  for (const value of HOSTILE_REDIRECTS) {
    await page.goto(loginWithRedirect(value));
    await expectOnOverview(page);
  }
  expect(dialogs).toEqual([]);
});

test('a same-site ?redirect= is still followed', async ({ page }) => {
  await page.goto(loginWithRedirect('/appointments/?status=cancelled'));
  await signInWithForm(page, accounts.client.email);
  await expect(page).toHaveURL(`${e2eOrigin}/appointments/?status=cancelled`);
});

test('the demo backend keeps no readable password in its storage (IndexedDB)', async ({ page }) => {
  await signIn(page, 'provider');
  const saved = () =>
    page.evaluate(async () => {
      const done = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
        });
      const database = await done(indexedDB.open('demo-backend'));
      const values = await done(database.transaction('state').objectStore('state').getAll());
      database.close();
      return values.join('\n');
    });
  await expect.poll(saved).toContain('pbkdf2-sha256$');
  expect(await saved()).not.toContain(DEMO_PASSWORD);
});
