/*
 * Whether the server can be reached: the one place that decides what "offline" means (decision 0024). The browser's
 * `navigator.onLine` only knows whether there is a network; on a Wi-Fi without internet, behind a captive portal or
 * with the server down it still says online. So the server counts as unreachable when the browser says offline, or
 * when the last request got no answer (a network error, no answer in time) or a gateway's 502/503/504 without a JSON
 * body (a proxy's page, not the server's answer). While it is unreachable a light probe asks again with back-off, and
 * any answer that is the server's brings it back. TanStack Query's onlineManager (lib/query-client.ts), the API
 * client's refusal, the banner and the disabled buttons (lib/online.ts) and the saved answers (lib/offline-cache.ts)
 * all follow this.
 */

/** A gateway's word that the server behind it did not answer. With a JSON body it is the server's own answer. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** Whether an answer with this status and body means the server was not reached. */
export function answerMeansUnreachable(status: number, jsonBody: boolean): boolean {
  return GATEWAY_STATUSES.has(status) && !jsonBody;
}

/** The first probe comes soon (a blip), later ones ever further apart, never more than half a minute apart. */
export const FIRST_PROBE_DELAY_MS = 1_000;
export const LONGEST_PROBE_DELAY_MS = 30_000;
/** A probe without an answer this long counts as none. */
const PROBE_TIMEOUT_MS = 10_000;

/** Asks the server something cheap; true when it answered (by the rule above), false when not. */
type Probe = (timeoutMs: number) => Promise<boolean>;

interface ReachabilityOptions {
  browserOnline: () => boolean;
  /** Where the browser's `online` and `offline` events arrive (window), if anywhere. */
  events?: Pick<EventTarget, 'addEventListener'>;
  /** 0 ≤ r < 1, spreads the probes of many clients after an outage (±20 %). */
  random?: () => number;
}

export interface Reachability {
  isReachable(): boolean;
  /** Whether the browser says it has a network at all (`navigator.onLine`). */
  browserOnline(): boolean;
  subscribe(listener: () => void): () => void;
  /** The server answered a request: with what status, and whether the body was JSON. */
  reportAnswer(status: number, jsonBody: boolean): void;
  /** A request got no answer (a network error, or none in time). */
  reportNoAnswer(): void;
  /** Asks the server now (the installed app's start); resolves with whether it is reachable afterwards. */
  probeNow(timeoutMs?: number): Promise<boolean>;
  /** What the probe asks (the API client sets it). */
  useProbe(probe: Probe): void;
  /** Back to "reachable" with no probe pending (tests). */
  reset(): void;
}

export function createReachability({ browserOnline, events, random = Math.random }: ReachabilityOptions): Reachability {
  let serverAnswers = true;
  let probe: Probe | undefined;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let probing: Promise<boolean> | undefined;
  // A probe started before a reset must not change what came after it.
  let generation = 0;
  const listeners = new Set<() => void>();

  const isReachable = () => browserOnline() && serverAnswers;

  function stopProbing() {
    clearTimeout(timer);
    timer = undefined;
  }

  /** The next probe, each wait twice the last (with a spread), while the browser has a network at all. */
  function scheduleProbe() {
    if (serverAnswers || timer !== undefined || probing || !probe || !browserOnline()) return;
    const wait = Math.min(LONGEST_PROBE_DELAY_MS, FIRST_PROBE_DELAY_MS * 2 ** attempt) * (0.8 + 0.4 * random());
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void probeNow();
    }, wait);
  }

  // What the listeners were last told: the browser's events arrive after `navigator.onLine` has changed already.
  let told = isReachable();

  /** Runs `change`, then tells the listeners if reachability changed. */
  function changing(change: () => void) {
    change();
    if (isReachable() === told) return;
    told = isReachable();
    for (const listener of [...listeners]) listener();
  }

  function setServerAnswers(answers: boolean) {
    changing(() => {
      serverAnswers = answers;
      if (answers) {
        attempt = 0;
        stopProbing();
      }
    });
    scheduleProbe();
  }

  function probeNow(timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
    if (!probe || !browserOnline()) return Promise.resolve(isReachable());
    if (!probing) {
      const started = generation;
      stopProbing();
      probing = probe(timeoutMs)
        .catch(() => false)
        .then((answered) => {
          if (started !== generation) return isReachable();
          probing = undefined;
          setServerAnswers(answered);
          return isReachable();
        });
    }
    return probing;
  }

  events?.addEventListener('offline', () => changing(stopProbing));
  events?.addEventListener('online', () =>
    changing(() => {
      // Back on a network: ask at once rather than after the back-off reached so far.
      attempt = 0;
      if (!serverAnswers) void probeNow();
    }),
  );

  return {
    isReachable,
    browserOnline,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportAnswer: (status, jsonBody) => setServerAnswers(!answerMeansUnreachable(status, jsonBody)),
    reportNoAnswer: () => setServerAnswers(false),
    probeNow,
    useProbe(next) {
      probe = next;
      scheduleProbe();
    },
    reset() {
      generation += 1;
      probing = undefined;
      stopProbing();
      attempt = 0;
      changing(() => (serverAnswers = true));
    },
  };
}

/** The app's one instance. */
export const reachability = createReachability({
  browserOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  events: typeof window === 'undefined' ? undefined : window,
});

/** Whether the server can be reached now (see above). */
export const isServerReachable = (): boolean => reachability.isReachable();

/** Calls `listener` whenever that changes; returns what stops it. */
export const subscribeReachability = (listener: () => void): (() => void) => reachability.subscribe(listener);
