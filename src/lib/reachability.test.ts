import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { listenStrictly } from '../../mocks/test-server';
import { apiClient, configureApiClient } from './api-client';
import { createQueryClient } from './query-client';
import {
  answerMeansUnreachable,
  createReachability,
  FIRST_PROBE_DELAY_MS,
  LONGEST_PROBE_DELAY_MS,
  reachability,
} from './reachability';

/** A reachability of its own: a browser whose network can be switched, and a probe that answers as told. */
function setUp() {
  let network = true;
  let serverUp = false;
  const events = new EventTarget();
  const probe = vi.fn(async () => serverUp);
  const subject = createReachability({ browserOnline: () => network, events, random: () => 0.5 });
  subject.useProbe(probe);
  const changes = vi.fn();
  subject.subscribe(changes);
  return {
    subject,
    probe,
    changes,
    serverComesBack: () => (serverUp = true),
    browser: (online: boolean) => {
      network = online;
      events.dispatchEvent(new Event(online ? 'online' : 'offline'));
    },
  };
}

describe('"Offline" means the server cannot be reached: the rules', () => {
  it('counts a gateway’s 502, 503 or 504 without a JSON body as no answer', () => {
    for (const status of [502, 503, 504]) expect(answerMeansUnreachable(status, false)).toBe(true);
  });

  it('counts every answer with a JSON body, and every other status, as the server’s', () => {
    for (const status of [502, 503, 504]) expect(answerMeansUnreachable(status, true)).toBe(false);
    for (const status of [200, 204, 400, 401, 404, 429, 500, 501])
      expect(answerMeansUnreachable(status, false)).toBe(false);
  });

  it('is unreachable after a request without an answer, and while the browser says offline', () => {
    const { subject, changes, browser } = setUp();
    expect(subject.isReachable()).toBe(true);
    subject.reportNoAnswer();
    expect(subject.isReachable()).toBe(false);
    subject.reportAnswer(200, true);
    expect(subject.isReachable()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);

    browser(false);
    expect(subject.isReachable()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(3);
    subject.reportAnswer(200, true);
    expect(subject.isReachable()).toBe(false);
    browser(true);
    expect(subject.isReachable()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(4);
  });

  it('a 503 proxy page makes it unreachable; the server’s own 503 with JSON does not', () => {
    const { subject } = setUp();
    subject.reportAnswer(503, true);
    expect(subject.isReachable()).toBe(true);
    subject.reportAnswer(503, false);
    expect(subject.isReachable()).toBe(false);
  });
});

describe('"Offline" means the server cannot be reached: the probe and its back-off', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks again after 1, 2, 4, 8, 16 s, then every 30 s, until the server answers', async () => {
    const { subject, probe, changes, serverComesBack } = setUp();
    subject.reportNoAnswer();
    const waits = [1, 2, 4, 8, 16, 30, 30].map((s) => s * 1000);
    expect(waits[0]).toBe(FIRST_PROBE_DELAY_MS);
    expect(waits.at(-1)).toBe(LONGEST_PROBE_DELAY_MS);
    for (const [i, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(probe).toHaveBeenCalledTimes(i);
      await vi.advanceTimersByTimeAsync(1);
      expect(probe).toHaveBeenCalledTimes(i + 1);
    }
    expect(subject.isReachable()).toBe(false);

    serverComesBack();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(probe).toHaveBeenCalledTimes(waits.length + 1);
    expect(subject.isReachable()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);
    // Reachable again: no more probes.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(probe).toHaveBeenCalledTimes(waits.length + 1);
  });

  it('spreads the waits of many clients by up to a fifth either way', async () => {
    const probe = vi.fn(async () => false);
    const early = createReachability({ browserOnline: () => true, random: () => 0 });
    early.useProbe(probe);
    early.reportNoAnswer();
    await vi.advanceTimersByTimeAsync(FIRST_PROBE_DELAY_MS * 0.8 - 1);
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('does not probe while the browser has no network, and asks at once when it is back', async () => {
    const { subject, probe, browser, serverComesBack } = setUp();
    subject.reportNoAnswer();
    await vi.advanceTimersByTimeAsync(FIRST_PROBE_DELAY_MS + 2 * FIRST_PROBE_DELAY_MS);
    expect(probe).toHaveBeenCalledTimes(2);
    browser(false);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(probe).toHaveBeenCalledTimes(2);

    serverComesBack();
    browser(true);
    expect(probe).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(subject.isReachable()).toBe(true);
  });

  it('any answer of the server ends the probing at once', async () => {
    const { subject, probe } = setUp();
    subject.reportNoAnswer();
    await vi.advanceTimersByTimeAsync(FIRST_PROBE_DELAY_MS);
    expect(probe).toHaveBeenCalledTimes(1);
    subject.reportAnswer(404, true);
    expect(subject.isReachable()).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('a probe now (the installed app’s start) says whether it answered', async () => {
    const { subject, probe, serverComesBack } = setUp();
    expect(await subject.probeNow()).toBe(false);
    expect(probe).toHaveBeenCalledWith(10_000);
    serverComesBack();
    expect(await subject.probeNow(3_000)).toBe(true);
    expect(probe).toHaveBeenLastCalledWith(3_000);
  });
});

// The app's instance, the API client and TanStack Query together, against a server that stops answering.
const API = 'http://reach.test';
let serverUp = true;
const received: string[] = [];
const server = setupServer(
  http.get(`${API}/gateway`, () => new HttpResponse('<html>502 Bad Gateway</html>', { status: 502 })),
  http.all(`${API}/*`, ({ request }) => {
    received.push(new URL(request.url).pathname);
    if (!serverUp) return HttpResponse.error();
    return HttpResponse.json({ items: [{ code: 'en' }] });
  }),
);
listenStrictly(server);

describe('"Offline" means the server cannot be reached: the API client and the query client follow it', () => {
  beforeEach(() => {
    serverUp = true;
    received.length = 0;
    configureApiClient({ baseUrl: API, getToken: () => null, isTokenExpired: () => false });
  });
  afterEach(() => vi.useRealTimers());

  it('a proxy’s 502 page makes the server unreachable; then nothing is sent, with the offline message', async () => {
    await expect(apiClient('/gateway', { method: 'GET' })).rejects.toMatchObject({ status: 502 });
    expect(reachability.isReachable()).toBe(false);
    received.length = 0;
    await expect(apiClient('/booking', { method: 'POST', body: '{}' })).rejects.toMatchObject({
      status: 0,
      code: 'OFFLINE',
      message: 'You are offline. Nothing was sent: check your connection and try again.',
    });
    expect(received).toEqual([]);
  });

  it('a paused query resumes when the probe finds the server answering again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queryClient = createQueryClient();
    queryClient.mount(); // as QueryClientProvider does: it then hears of the onlineManager's changes
    serverUp = false;
    const observer = new QueryObserver(queryClient, {
      queryKey: ['/region/languages'],
      queryFn: ({ signal }) => apiClient<{ items: unknown[] }>('/region/languages', { method: 'GET', signal }),
    });
    const results: string[] = [];
    const stop = observer.subscribe((result) => results.push(`${result.status}/${result.fetchStatus}`));
    await vi.waitFor(() => expect(reachability.isReachable()).toBe(false));
    expect(onlineManager.isOnline()).toBe(false);
    // The query's one retry waits for the server instead of failing.
    await vi.advanceTimersByTimeAsync(FIRST_PROBE_DELAY_MS * 1.2);
    expect(observer.getCurrentResult().fetchStatus).toBe('paused');
    expect(received).toContain('/region/languages');

    serverUp = true;
    received.length = 0;
    await vi.advanceTimersByTimeAsync(2 * FIRST_PROBE_DELAY_MS * 1.2);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'));
    expect(onlineManager.isOnline()).toBe(true);
    expect(received.length).toBeGreaterThanOrEqual(2); // the probe, then the paused query
    expect(results).not.toContain('error/idle');
    stop();
    queryClient.unmount();
  });
});
