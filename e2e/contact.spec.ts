import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, setGerman, signIn } from './helpers';

const isContactPost = (r: { method: () => string; url: () => string }) =>
  r.method() === 'POST' && new URL(r.url()).pathname === '/api/contact';
const form = (page: Page) => page.getByRole('main');
const MESSAGE = 'I would like to know how online sessions with a therapist work.';

// The honeypot that drops a bot silently: src/features/contact/ContactPage.test.tsx.
test('contact form from the footer: its rules and the backend answer', async ({ page }) => {
  let posts = 0;
  page.on('request', (r) => {
    if (isContactPost(r)) posts += 1;
  });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL('/contact/');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();

  await form(page).getByRole('button', { name: 'Send message' }).click();
  for (const text of [
    'Please enter your email address',
    'First name is required',
    'Last name is required',
    'Message is required',
  ]) {
    await expect(form(page).getByText(text)).toBeVisible();
  }
  await form(page).getByLabel('Phone number').fill('12345 6789');
  await form(page).getByLabel('Message').fill('Too short to be useful.');
  await expect(form(page).getByText('Phone number must be 10 to 32 characters: digits and ( ) + - only')).toBeVisible();
  await expect(form(page).getByText('Message must be at least 30 characters')).toBeVisible();
  await expect(form(page).getByText('30 to 1,000 characters; 23 so far.')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(posts).toBe(0);

  await form(page).getByLabel('Email address').fill('ada@example.com');
  await form(page).getByLabel('First name').fill('Ada');
  await form(page).getByLabel('Last name').fill('Obi');
  await form(page).getByLabel('Phone number').fill('+44(0)20-7946');
  await form(page).getByLabel('Message').fill(MESSAGE);
  const request = page.waitForRequest(isContactPost);
  await form(page).getByRole('button', { name: 'Send message' }).click();
  expect((await request).postDataJSON()).toEqual({
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Obi',
    phone: '+44(0)20-7946',
    message: MESSAGE,
  });
  const status = page.getByRole('status').filter({ hasText: 'Message sent' });
  await expect(status).toContainText('Thank you, we will get back to you soon.');
  await expectNoAxeViolations(page);

  expect(posts).toBe(1);
});

test('signed in, in German: name and e-mail are filled in, the phone left out when empty', async ({ page }) => {
  await signIn(page, 'client');
  await setGerman(page);
  await page.goto('/contact/');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await expect(form(page).getByLabel('E-Mail-Adresse')).toHaveValue('client@example.com');
  await expect(form(page).getByLabel('Vorname')).toHaveValue('Grace');
  await expect(form(page).getByLabel('Nachname')).toHaveValue('Adeyemi');
  await form(page).getByLabel('Nachricht').fill('x'.repeat(1001));
  await form(page).getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(form(page).getByText('Die Nachricht darf höchstens 1.000 Zeichen lang sein')).toBeVisible();
  await form(page).getByLabel('Nachricht').fill('Ich möchte meinen Termin für nächste Woche besprechen.');
  const request = page.waitForRequest(isContactPost);
  await form(page).getByRole('button', { name: 'Nachricht senden' }).click();
  expect((await request).postDataJSON()).toEqual({
    email: 'client@example.com',
    firstName: 'Grace',
    lastName: 'Adeyemi',
    message: 'Ich möchte meinen Termin für nächste Woche besprechen.',
  });
  await expect(page.getByRole('status').filter({ hasText: 'Nachricht gesendet' })).toBeVisible();
});
