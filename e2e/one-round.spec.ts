import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';

interface ApiCall {
  call: string;
  startedAt: number;
  answeredAt?: number;
}

/**
 * Loads `url` afresh (empty cache) and returns its API calls with the round each belongs to: round 1 started before
 * any answer came back; round n started after an answer of round n-1. Calls matching `later` are left out. A call's
 * round is that of its first request: a repeat (a refetch) is not something the page waited for.
 * Every answer takes 2 s here (an injected latency, as on a slow network): the demo's worker answers in a few ms,
 * sooner than the page's own code loads, and a call would then count as a later round without having waited.
 */
async function roundsOf(page: Page, url: string, settled: () => Promise<void>, later: RegExp[] = []) {
  const calls = new Map<string, ApiCall>();
  const started = (request: { url: () => string; method: () => string }) => {
    const path = new URL(request.url()).pathname;
    return path.startsWith('/api/') ? `${request.method()} ${path.slice(4)}` : null;
  };
  page.on('request', (request) => {
    const call = started(request);
    // The navigation's unread badge loads after the page and polls the chat list on its own.
    if (call === 'GET /messages/chat-list') return;
    if (call && later.some((pattern) => pattern.test(call))) return;
    if (call && !calls.has(call)) calls.set(call, { call, startedAt: performance.now() });
  });
  page.on('requestfinished', (request) => {
    const call = started(request);
    const entry = call ? calls.get(call) : undefined;
    if (entry && entry.answeredAt === undefined) entry.answeredAt = performance.now();
  });
  await page.goto(`${url}${url.includes('?') ? '&' : '?'}mockFaults=${encodeURIComponent('GET /**=@2000')}`);
  await settled();
  const list = [...calls.values()].sort((a, b) => a.startedAt - b.startedAt);
  const rounds = new Map<string, number>();
  for (const entry of list) {
    const before = list.filter((other) => other.answeredAt !== undefined && other.answeredAt < entry.startedAt);
    rounds.set(entry.call, 1 + Math.max(0, ...before.map((other) => rounds.get(other.call) ?? 1)));
  }
  return Object.fromEntries(rounds);
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'client');
});

test('the overview starts everything it shows in one round', async ({ page }) => {
  const rounds = await roundsOf(page, '/overview/', () => expect(page.getByTestId('wallet-balance')).toBeVisible());
  expect(rounds).toEqual({
    'GET /user/timezone': 1,
    'GET /user/info': 1,
    'GET /client': 1,
    'GET /booking': 1,
    'GET /wallet/balance': 1,
    'GET /review/pending': 1,
    'GET /booking-invitations': 1,
    'GET /booking-waitlist': 1,
  });
});

test('the appointments list and the booking on top load in one round', async ({ page }) => {
  // The selected booking's extras load after it, in their own chunk: their calls are a later round by design,
  // and may start before the title is seen to be visible.
  const rounds = await roundsOf(
    page,
    '/appointments/?id=bk_confirmed_far',
    () => expect(page.locator('#selected-booking-title')).toBeVisible(),
    [/^GET \/booking\/[^/]+\/details$/],
  );
  expect(rounds).toEqual({
    'GET /user/timezone': 1,
    'GET /client': 1,
    'GET /booking': 1,
    'GET /booking/bk_confirmed_far': 1,
    'GET /booking-waitlist': 1,
  });
});

test('the payment page loads the booking and the balance in one round', async ({ page }) => {
  // Not scheduled yet, so the page asks for a time first; the loader asked for both anyway.
  const rounds = await roundsOf(page, '/payment/bk_pending_unpaid/', () =>
    expect(page.getByText('Choose a time first')).toBeVisible(),
  );
  expect(rounds).toEqual({
    'GET /user/timezone': 1,
    'GET /client': 1,
    'GET /booking/bk_pending_unpaid': 1,
    'GET /wallet/balance': 1,
  });
});

test('a deep-linked reschedule modal starts its booking with the page; only the calendar waits for the booking', async ({
  page,
}) => {
  const rounds = await roundsOf(page, '/appointments/?id=bk_confirmed_far&modal=reschedule', () =>
    expect(page.getByRole('dialog').getByRole('grid').first()).toBeVisible(),
  );
  const calendar = Object.entries(rounds).filter(([call]) =>
    call.startsWith('GET /providers-availability/pr_demo/timeslot/'),
  );
  const rest = Object.entries(rounds).filter(([call]) => !call.startsWith('GET /providers-availability/'));
  expect(Object.fromEntries(rest)).toEqual({
    'GET /user/timezone': 1,
    'GET /client': 1,
    'GET /booking': 1,
    'GET /booking/bk_confirmed_far': 1,
    'GET /appointment/policy/bk_confirmed_far/reschedule': 1,
  });
  // The month of slots is asked of the booking's therapist, whom only the booking's answer names.
  expect(calendar.map(([, round]) => round)).toEqual([2]);
});
