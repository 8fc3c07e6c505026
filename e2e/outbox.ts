import type { Page } from '@playwright/test';
import { waitForDemoBackend } from './helpers';

/** A mail of the offline backend's outbox (mocks/lib/outbox.ts). */
export interface Mail {
  kind:
    | 'verify'
    | 'reset'
    | 'email-change'
    | 'topup-complete'
    | 'account-exists'
    | 'email-in-use'
    | 'booking-invitation'
    | 'waitlist-offer';
  to: string;
  subject: string;
  link: string | null;
  code: string | null;
}

/** The mock outbox, newest first, read through the page's offline backend (GET /api/__mock/outbox). */
export async function outbox(page: Page): Promise<Mail[]> {
  await waitForDemoBackend(page);
  return page.evaluate(async () => ((await (await fetch('/api/__mock/outbox')).json()) as { mails: Mail[] }).mails);
}

/** The newest mail of that kind to that address (throws when there is none). */
export async function lastMail(page: Page, kind: Mail['kind'], to: string): Promise<Mail> {
  const mail = (await outbox(page)).find((m) => m.kind === kind && m.to.toLowerCase() === to.toLowerCase());
  if (!mail) throw new Error(`no ${kind} mail to ${to} in the outbox`);
  return mail;
}

/** A fresh address per test run, so that runs against the same persisted demo data do not collide. */
export const freshEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/**
 * A new verified client account, made through the page's offline backend (register, then the outbox's link's token),
 * so a test can change its password or delete it without touching the shared demo accounts.
 */
export async function createVerifiedClient(page: Page, password: string, firstName = 'Tess'): Promise<string> {
  const email = freshEmail(firstName.toLowerCase());
  await waitForDemoBackend(page);
  const body = {
    userType: 'client',
    email,
    password,
    firstName,
    lastName: 'Test',
    phoneNumber: '08031234567',
    agreedToTerms: true,
  };
  await page.evaluate(async (data) => {
    const response = await fetch('/api/user/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(data),
    });
    if (response.status !== 201) throw new Error(`register: ${response.status}`);
  }, body);
  const token = new URL((await lastMail(page, 'verify', email)).link!, 'http://x').searchParams.get('token');
  await page.evaluate(async (t) => {
    const response = await fetch('/api/user/register/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: t }),
    });
    if (!response.ok) throw new Error(`verify: ${response.status}`);
  }, token);
  return email;
}
