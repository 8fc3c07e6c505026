import { expect, test, type Page } from './fixtures';
import { e2eOrigin, expectNoAxeViolations, setGerman, signInWithForm, signOut } from './helpers';
import { freshEmail, lastMail, outbox } from './outbox';

const PASSWORD = 'calm2sea';

async function fillClientForm(page: Page, email: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel('Phone number').fill('08031234567');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel(/I agree to the terms of use/).check();
}

test('a client signs up, opens the link from the outbox, is verified and signs in', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/sign-up/');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Every rule shows its message at once, and the form is not sent.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await expect(page.getByText('Please enter your phone number')).toBeVisible();
  await expect(page.getByText('Please agree to the terms of use and the privacy policy')).toBeVisible();
  await expectNoAxeViolations(page);

  const email = freshEmail('ada');
  await fillClientForm(page, email);
  await page.getByLabel('Confirm password').fill('other2sea');
  await expect(page.getByText('Password must match')).toBeVisible();
  await page.getByLabel('Confirm password').fill(PASSWORD);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/register') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Create account' }).click();
  expect((await sent).postDataJSON()).toEqual({
    userType: 'client',
    email,
    password: PASSWORD,
    firstName: 'Ada',
    lastName: 'Obi',
    phoneNumber: '08031234567',
    agreedToTerms: true,
  });

  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(`We sent a verification link to ${email}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend' })).toBeDisabled();
  await expect(page.getByText(/Resend in (60|59) seconds/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Signing in before verifying: an inline message with a resend button, not only a toast.
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await signInWithForm(page, email, PASSWORD);
  await expect(page.getByText('Please verify your e-mail address')).toBeVisible();
  await expect(page.getByText(`We sent a verification link to ${email} when you signed up.`)).toBeVisible();
  await expectNoAxeViolations(page);
  const firstLink = (await lastMail(page, 'verify', email)).link;
  await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(page.getByText(/Resend in \d+ seconds/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification e-mail' })).toBeDisabled();
  const mail = await lastMail(page, 'verify', email);
  expect(mail.link).not.toBe(firstLink);
  expect((await outbox(page)).filter((m) => m.to === email)).toHaveLength(2);

  // The first link was replaced by the resend: it no longer works.
  await page.goto(firstLink!);
  await expect(page.getByText('This verification link is invalid, has expired or was already used.')).toBeVisible();

  await page.goto(mail.link!);
  await expect(page.getByText('Your e-mail address is verified. You can sign in now.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL('/login/');
  await signInWithForm(page, email, PASSWORD);
  await expect(page).toHaveURL('/overview/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ada' })).toBeVisible();
});

test('an address that already has an account gets the same answer; its owner gets a mail, the form says nothing more', async ({
  page,
}) => {
  await page.goto('/sign-up/');
  await fillClientForm(page, 'client@example.com');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText('We sent a verification link to client@example.com.')).toBeVisible();
  await expect(
    page.getByText('If this address already has an account, the e-mail reminds you to sign in instead.'),
  ).toBeVisible();
  const mails = (await outbox(page)).filter((m) => m.to === 'client@example.com');
  expect(mails.map((m) => [m.kind, m.link])).toEqual([['account-exists', '/login/']]);
  // The account is unchanged: it still signs in with its own password.
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await signInWithForm(page, 'client@example.com', 'Passw0rd!');
  await expect(page).toHaveURL('/overview/');
});

test('a provider signs up with a country and verifies through the dev menu outbox', async ({ page }) => {
  await page.goto('/login/');
  await page.getByRole('link', { name: 'Join as a therapist' }).click();
  await expect(page).toHaveURL('/sign-up/provider/');
  await expect(page.getByRole('heading', { level: 1, name: 'Join as a therapist' })).toBeVisible();
  await expectNoAxeViolations(page);

  const email = freshEmail('lena');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel(/I agree to the terms of use/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Country is required')).toBeVisible();

  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'United Kingdom' });
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/register'));
  await page.getByRole('button', { name: 'Create account' }).click();
  const body = (await sent).postDataJSON();
  expect(body).toMatchObject({ userType: 'provider', email, password: PASSWORD, agreedToTerms: true });
  expect(body.countryIdentifier).toBeTruthy();
  expect(body).not.toHaveProperty('firstName');
  await expect(page.getByText(`We sent a verification link to ${email}.`)).toBeVisible();

  // The dev menu lists the mail, newest first, with its link.
  await page.getByRole('button', { name: 'Demo tools' }).click();
  const outboxList = page.getByRole('region', { name: 'Outbox' });
  await expect(outboxList.getByRole('listitem').first()).toContainText(email);
  await outboxList.getByRole('listitem').first().getByRole('link').click();
  await expect(page.getByText('Your e-mail address is verified. You can sign in now.')).toBeVisible();
});

test('the check-your-e-mail screen lets the mail be sent again once the 60 s are over', async ({ page }) => {
  await page.clock.install();
  await page.goto('/sign-up/');
  const email = freshEmail('ada');
  await fillClientForm(page, email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Resend in 60 seconds')).toBeVisible();
  await page.clock.fastForward(30_000);
  await expect(page.getByText('Resend in 30 seconds')).toBeVisible();
  await page.clock.fastForward(30_000);
  await expect(page.getByRole('button', { name: 'Resend' })).toBeEnabled();
  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText(`Verification e-mail sent to ${email}`)).toBeVisible();
  // The wait starts again. The clock runs on meanwhile, so a slow machine may already show a few seconds less.
  await expect(page.getByRole('button', { name: 'Resend' })).toBeDisabled();
  await expect(page.getByText(/^Resend in [1-6]\d seconds$/)).toBeVisible();
  expect((await outbox(page)).filter((m) => m.to === email && m.kind === 'verify')).toHaveLength(2);
});

test('an unknown verification link says so and sends a new link', async ({ page }) => {
  await page.goto('/verify-email/?token=unknown');
  await expect(page.getByText('This verification link is invalid, has expired or was already used.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email address').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(page.getByText('Verification e-mail sent to nobody@example.com')).toBeVisible();
});

test('the terms page is linked from the sign-up form', async ({ page }) => {
  await page.goto('/sign-up/');
  await page.getByRole('link', { name: 'terms of use' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('sign-up fully in German', async ({ page }) => {
  await page.context().addCookies([
    { name: 'X-Locale', value: 'de', url: e2eOrigin },
    { name: 'X-Language', value: 'de', url: e2eOrigin },
  ]);
  await page.goto('/sign-up/');
  await expect(page.getByRole('heading', { level: 1, name: 'Konto erstellen' })).toBeVisible();
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByText('Bitte geben Sie Ihre Telefonnummer ein')).toBeVisible();
  const email = freshEmail('anna');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Vorname').fill('Anna');
  await page.getByLabel('Nachname').fill('Schmidt');
  await page.getByLabel('Telefonnummer').fill('123456789');
  await expect(page.getByText('Die Telefonnummer muss 10 bis 13 Ziffern haben')).toBeVisible();
  await page.getByLabel('Telefonnummer').fill('4915112345678');
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Passwort bestätigen').fill(PASSWORD);
  await page.getByLabel(/Ich stimme den Nutzungsbedingungen/).check();
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prüfen Sie Ihre E-Mails' })).toBeVisible();
  await expect(page.getByText(`Wir haben einen Bestätigungslink an ${email} gesendet.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto((await lastMail(page, 'verify', email)).link!);
  await expect(page.getByText('Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.')).toBeVisible();
  await page.getByRole('link', { name: 'Anmelden' }).last().click();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL('/overview/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo, Anna' })).toBeVisible();
});

/** The sign-up form's texts in each language. */
const signUpTexts = {
  en: {
    email: 'Email address',
    first: 'First name',
    last: 'Last name',
    phone: 'Phone number',
    password: 'Password',
    confirm: 'Confirm password',
    terms: /I agree to the terms of use/,
    create: 'Create account',
    firstRequired: 'Please enter your first name',
    checkMail: 'Check your e-mail',
    verified: 'Your e-mail address is verified. You can sign in now.',
    signIn: 'Sign in',
    hello: 'Hello',
  },
  de: {
    email: 'E-Mail-Adresse',
    first: 'Vorname',
    last: 'Nachname',
    phone: 'Telefonnummer',
    password: 'Passwort',
    confirm: 'Passwort bestätigen',
    terms: /Ich stimme den Nutzungsbedingungen/,
    create: 'Konto erstellen',
    firstRequired: 'Bitte geben Sie Ihren Vornamen ein',
    checkMail: 'Prüfen Sie Ihre E-Mails',
    verified: 'Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.',
    signIn: 'Anmelden',
    hello: 'Hallo',
  },
};

/** Signs up with the name in the page's language (a name of zero-width characters first), verifies and signs in. */
async function signUpAs(page: Page, text: (typeof signUpTexts)['en'], firstName: string, lastName: string) {
  await page.goto('/sign-up/');
  const email = freshEmail('names');
  await page.getByLabel(text.email).fill(email);
  // A name of zero-width characters is no name: the required message, nothing sent, the field keeps what was typed.
  await page.getByLabel(text.first).fill('\u200B\u200B\u2060');
  await page.getByLabel(text.last).fill(lastName);
  await page.getByLabel(text.phone).fill('4915112345678');
  await page.getByLabel(text.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(text.confirm).fill(PASSWORD);
  await page.getByLabel(text.terms).check();
  const registers: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/user/register')) registers.push(r.url());
  });
  await page.getByRole('button', { name: text.create }).click();
  await expect(page.getByText(text.firstRequired)).toBeVisible();
  await expect(page.getByLabel(text.first)).toHaveValue('\u200B\u200B\u2060');
  expect(registers).toEqual([]);

  await page.getByLabel(text.first).fill(firstName);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/register') && r.method() === 'POST');
  await page.getByRole('button', { name: text.create }).click();
  expect((await sent).postDataJSON()).toMatchObject({ firstName, lastName });
  await expect(page.getByRole('heading', { level: 1, name: text.checkMail })).toBeVisible();

  await page.goto((await lastMail(page, 'verify', email)).link!);
  await expect(page.getByText(text.verified)).toBeVisible();
  await page.getByRole('link', { name: text.signIn }).last().click();
  await page.getByLabel(text.email).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: text.signIn, exact: true }).click();
  await expect(page).toHaveURL('/overview/');
}

test('names as people write them sign up in English and in German and are shown afterwards (issue 52 items 1 and 7)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpAs(page, signUpTexts.en, 'Zoë', 'Ñúñez');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Zoë' })).toBeVisible();
  await signOut(page);
  await setGerman(page);
  await signUpAs(page, signUpTexts.de, 'Jürgen', 'Müller');
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo, Jürgen' })).toBeVisible();
});
