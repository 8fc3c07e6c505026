import { expect, test, type Page } from './fixtures';
import {
  demoBackendState,
  expectNoAxeViolations,
  openAccountPage,
  putDemoBackendState,
  signIn,
  signInWithForm,
  storedDemoPart,
} from './helpers';
import { createVerifiedClient, freshEmail, lastMail, outbox } from './outbox';

const PASSWORD = 'first1pass';

/** A fresh verified client, signed in, on the settings page. */
async function signInFresh(page: Page, firstName = 'Tess'): Promise<string> {
  await page.goto('/login/');
  const email = await createVerifiedClient(page, PASSWORD, firstName);
  await signInWithForm(page, email, PASSWORD);
  await expect(page).toHaveURL('/overview/');
  await openAccountPage(page, 'Settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  return email;
}

test('change password: a wrong old password shows the server message; the new one works after', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await signInFresh(page);
  await expectNoAxeViolations(page);
  await page.getByLabel('Current password').fill('wrong1pass');
  await page.getByLabel('New password', { exact: true }).fill('second2pass');
  await page.getByLabel('Confirm new password').fill('second3pass');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('second2pass');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('oldPassword: does not match the current password')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('second2pass');
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await page.goto('/login/');
  await signInWithForm(page, email, PASSWORD);
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await signInWithForm(page, email, 'second2pass');
  await expect(page).toHaveURL('/overview/');
});

test('change e-mail with the password and the code: wrong password, taken address, wrong code, paste, type and backspace', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = await signInFresh(page);
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(page.getByText('Change your e-mail address')).toBeVisible();
  await expectNoAxeViolations(page);

  const fill = async (address: string, confirm: string, password: string) => {
    await page.getByLabel('New e-mail address', { exact: true }).fill(address);
    await page.getByLabel('Confirm new e-mail address').fill(confirm);
    await page.getByLabel('Your password').fill(password);
    await page.getByRole('button', { name: 'Send code' }).click();
  };
  await fill('client@example.com', 'client@example.co', '');
  await expect(page.getByText('Emails must match')).toBeVisible();
  await expect(page.getByText('Please enter your password')).toBeVisible();
  await fill(email, email, PASSWORD);
  await expect(page.getByText('email: this is already your e-mail address')).toBeVisible();
  const other = freshEmail('tess.other');
  await fill(other, other, 'wrong1pass');
  await expect(page.getByText('password: does not match')).toBeVisible();
  await expect(page.getByLabel('Your password')).toHaveAttribute('aria-invalid', 'true');

  // An address with an account answers as any other (step 2), but its owner gets a notice instead of a code.
  await fill('client@example.com', 'client@example.com', PASSWORD);
  await expect(page.getByText('Enter the 6-digit code we sent to client@example.com.')).toBeVisible();
  expect((await outbox(page)).filter((m) => m.to === 'client@example.com').map((m) => m.kind)).toEqual([
    'email-in-use',
  ]);
  await page.getByRole('button', { name: 'Use another address' }).click();

  const next = freshEmail('tess.new');
  await fill(next, next, PASSWORD);
  await expect(page.getByText('Input Your OTP Sent Via Email')).toBeVisible();
  await expect(page.getByText(`Enter the 6-digit code we sent to ${next}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  const code = (await lastMail(page, 'email-change', next)).code!;
  const wrong = code === '111111' ? '222222' : '111111';

  // A wrong code (typed, the last digit submits) shows the server message and clears the boxes.
  const box = page.getByLabel('6-digit code');
  await box.pressSequentially(wrong);
  await expect(page.getByText('token: wrong or expired code')).toBeVisible();
  await expect(box).toHaveValue('');

  // Letters are not taken; backspace on an empty box moves back.
  await box.pressSequentially('12ab');
  await expect(box).toHaveValue('12');
  await box.press('Backspace');
  await expect(box).toHaveValue('1');

  // Resend: a new code replaces the old one.
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect.poll(async () => (await outbox(page)).filter((m) => m.to === next).length).toBe(2);
  const fresh = (await lastMail(page, 'email-change', next)).code!;
  await box.press('Backspace');
  await expect(box).toHaveValue('');
  // Pasting exactly 6 digits fills every box and submits.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), fresh);
  await box.press('ControlOrMeta+V');
  await expect(page.getByText('Email Changed Successful')).toBeVisible();
  await expect(page.getByText('Change your e-mail address')).toHaveCount(0);
  await expect(page.getByTestId('current-email')).toContainText(next);
});

test('delete account with the password: a wrong one deletes nothing; then signed out and gone', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await signInFresh(page);
  await page.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText('Delete your account?')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Please enter your password')).toBeVisible();
  await page.getByLabel('Your password').fill('wrong1pass');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('password: does not match')).toBeVisible();
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Account Deleted Successfully')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/login/');
  await signInWithForm(page, email, PASSWORD);
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
});

test('a social account has no password to change and deletes without one', async ({ page }) => {
  test.setTimeout(120_000);
  // The social demo account cannot sign in with a password: give it a session in the offline backend's stored state.
  await page.goto('/login/');
  const { state } = await demoBackendState(page);
  const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
  await putDemoBackendState(page, {
    ...state,
    tokens: [...(state.tokens as unknown[]), { token: 'tok_social_e2e', userIdentifier: 'cl_social', expiresAt }],
  });
  await page.evaluate((expires) => {
    Object.entries({
      token: 'tok_social_e2e',
      tokenExpiresAt: expires,
      isAccountActive: 'true',
      userType: 'client',
    }).forEach(([k, v]) => localStorage.setItem(k, v));
  }, expiresAt);
  await page.goto('/account/settings/');
  await expect(
    page.getByText('You sign in through a social account, so this account has no password to change.'),
  ).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete account' }).click();
  await expect(
    page.getByText('Your account signs in through a social account, so no password is needed.'),
  ).toBeVisible();
  await expect(page.getByLabel('Your password')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // A dialog's draft kept for this account (lib/drafts.ts) goes with it.
  await page.evaluate(() =>
    sessionStorage.setItem('form-draft:/appointments/?modal=cancel', '{"owner":"cl_social","values":{"note":"x"}}'),
  );
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/profile/delete-account'));
  await page.getByRole('button', { name: 'Delete my account' }).click();
  expect((await sent).postDataJSON()).toEqual({});
  await expect(page.getByText('Account Deleted Successfully')).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('form-draft:')))).toEqual([]);
  const accounts = (await storedDemoPart<{ email: string }[]>(page, 'accounts')).map((a) => a.email);
  expect(accounts).not.toContain('social@example.com');
  // Put the seed back for the other tests.
  await page.evaluate(() => fetch('/api/__mock/reset', { method: 'POST' }));
});

test.describe('on a device set to New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('changing the time zone moves every shown time without a reload', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'client');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('banner').getByRole('link', { name: 'Appointments' }).click();
    await expect(page.getByText(/GMT\+1$/).first()).toBeVisible();
    await openAccountPage(page, 'Settings');
    await expect(page.getByText('Times are shown in Africa/Lagos (GMT+01:00).')).toBeVisible();
    // The device's zone differs from the saved one: it is suggested.
    await expect(page.getByText('This device is set to America/New York')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use America/New York' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Time zone' }).fill('Tokyo');
    await page.getByRole('option', { name: /Asia\/Tokyo/ }).click();
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await expect(page.getByText('Times are shown in Asia/Tokyo (GMT+09:00).')).toBeVisible();
    // The confirmation lies below the header: the navigation stays within reach while it shows.
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(async () => {
      const [toastBox, headerBox] = [await toast.boundingBox(), await page.getByRole('banner').boundingBox()];
      expect(toastBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
    }).toPass();
    await page.getByRole('banner').getByRole('link', { name: 'Appointments' }).click();
    await expect(page.getByText(/GMT\+9$/).first()).toBeVisible();
    await expect(page.getByText(/GMT\+1$/)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Put the demo account back.
    await openAccountPage(page, 'Settings');
    await page.getByRole('combobox', { name: 'Time zone' }).fill('Lagos');
    await page.getByRole('option', { name: /Africa\/Lagos/ }).click();
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await expect(page.getByText('Times are shown in Africa/Lagos (GMT+01:00).')).toBeVisible();
  });
});
