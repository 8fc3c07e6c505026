// The waitlist for an earlier slot (decision 0009): a client joins on a booking, the therapist cancels the session
// just before it, the mail is in the outbox, the overview offers the freed time, and one click moves the session
// there; a time taken meanwhile says so; leaving is one click. pr_second is closed for the rest of this month, and
// bk_waitlist_blocker (09:00) sits just before the client's bk_second_upcoming (10:00), so nothing earlier is free
// until it is cancelled.
import { expect, test, type Page } from './fixtures';
import {
  demoBackendState,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  setGerman,
  signIn,
  waitForDemoBackend,
} from './helpers';

const WAITING = 'bk_second_upcoming';
const BLOCKER = 'bk_waitlist_blocker';

interface SeededBooking {
  identifier: string;
  status: string;
  startTime: string;
  rescheduleInfo: { remainingClientReschedule: number };
}

async function bookingOf(page: Page, id: string): Promise<SeededBooking> {
  const { state } = await demoBackendState(page);
  return (state.bookings as SeededBooking[]).find((b) => b.identifier === id)!;
}

/** The therapist (provider2@example.com) cancels the session before the client's, through the backend. */
async function therapistCancelsBlocker(page: Page) {
  await waitForDemoBackend(page);
  const status = await page.evaluate(
    async ({ id, password }) => {
      const login = await fetch('/api/user/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'provider2@example.com', password }),
      });
      const { token } = (await login.json()) as { token: string };
      const res = await fetch(`/api/appointment/${id}/cancel`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: '{}',
      });
      return res.status;
    },
    { id: BLOCKER, password: DEMO_PASSWORD },
  );
  expect(status).toBe(200);
}

/**
 * A time as the app writes it: day and time in the client's zone (Lagos), in the test's language (the page's `lang`
 * attribute can still be the shell's `en` just after a navigation).
 */
function shown(lang: 'en' | 'de', instant: string) {
  return new Intl.DateTimeFormat(lang, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Africa/Lagos',
  }).format(new Date(instant));
}

const texts = {
  en: {
    join: 'Tell me if an earlier time frees up',
    waiting: /^On the waitlist for an earlier time, up to /,
    mail: 'An earlier time is free: ',
    offer: (time: string) => `An earlier time is free: ${time}`,
    take: 'Move my session to this time',
    moved: (time: string) => `Your session was moved to ${time}.`,
  },
  de: {
    join: 'Sagen Sie mir Bescheid, wenn ein früherer Termin frei wird',
    waiting: /^Auf der Warteliste für einen früheren Termin, bis /,
    mail: 'Ein früherer Termin ist frei: ',
    offer: (time: string) => `Ein früherer Termin ist frei: ${time}`,
    take: 'Meine Sitzung auf diesen Termin verschieben',
    moved: (time: string) => `Ihre Sitzung wurde auf ${time} verschoben.`,
  },
};

async function joinOnTheBooking(page: Page, t: (typeof texts)['en']) {
  await page.goto(`/appointments/?id=${WAITING}`);
  const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/booking/${WAITING}/waitlist`));
  await page.getByRole('button', { name: t.join }).click();
  const { until } = (await sent).postDataJSON() as { until: string };
  // The session's day, to its end in the client's zone (Lagos).
  const start = (await bookingOf(page, WAITING)).startTime;
  expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date(until))).toBe(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date(start)),
  );
  await expect(page.getByRole('status').filter({ hasText: t.waiting })).toBeVisible();
}

for (const lang of ['en', 'de'] as const) {
  test(`${lang}: join the waitlist, a cancellation frees an earlier time, the mail and the offer, one click moves the session`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = texts[lang];
    await signIn(page, 'client');
    if (lang === 'de') await setGerman(page);
    await joinOnTheBooking(page, t);
    const freed = (await bookingOf(page, BLOCKER)).startTime;

    await therapistCancelsBlocker(page);

    await page.goto('/overview/');
    const time = shown(lang, freed);
    const offer = page.getByRole('region', { name: t.offer(time) });
    await expect(offer.getByText(t.offer(time))).toBeVisible();
    await expectNoAxeViolations(page);

    // The mail is in the outbox (the dev menu), in the language the client joined in.
    await page.getByRole('button', { name: lang === 'en' ? 'Demo tools' : 'Demo-Werkzeuge' }).click();
    const outbox = page.getByRole('region', { name: lang === 'en' ? 'Outbox' : 'Postausgang' });
    await expect(outbox.getByRole('listitem').first()).toContainText(t.mail);
    await expect(outbox.getByRole('listitem').first()).toContainText('client@example.com');
    await page.keyboard.press('Escape');

    const reschedule = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/api/booking/${WAITING}/reschedule`),
    );
    await offer.getByRole('button', { name: t.take }).click();
    expect((await reschedule).postDataJSON()).toEqual({
      timeslotIdentifier: expect.stringMatching(/^ts-pr_second-th_individual-/),
    });
    await expect(page.getByText(t.moved(time))).toBeVisible();
    await expect(offer).toHaveCount(0);
    const moved = await bookingOf(page, WAITING);
    expect(moved.startTime).toBe(freed);
    expect(moved.rescheduleInfo.remainingClientReschedule).toBe(1);
  });
}
