import type { Page } from '@playwright/test';

/** A mail of the offline backend's outbox (mocks/lib/outbox.ts). */
export interface Mail {
  kind: 'verify' | 'reset' | 'email-change';
  to: string;
  link: string | null;
  code: string | null;
}

/** The mock outbox, newest first, read through the page's offline backend (GET /api/__mock/outbox). */
export async function outbox(page: Page): Promise<Mail[]> {
  return page.evaluate(async () => ((await (await fetch('/api/__mock/outbox')).json()) as { mails: Mail[] }).mails);
}

/** The newest mail of that kind to that address (throws when there is none). */
export async function lastMail(page: Page, kind: Mail['kind'], to: string): Promise<Mail> {
  const mail = (await outbox(page)).find((m) => m.kind === kind && m.to.toLowerCase() === to.toLowerCase());
  if (!mail) throw new Error(`no ${kind} mail to ${to} in the outbox`);
  return mail;
}

/** A fresh address per test run, so that runs against the same persisted demo data do not collide. */
export const freshEmail = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
