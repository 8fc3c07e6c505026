import { ApiError, INVALID_RESPONSE_CODE, UNAUTHORIZED_CODE, type ErrorBody, type NetworkErrorCode } from './errors';
import { readBody, type Answer } from './api-answer';
import { intl } from './i18n';
import { answerMeansUnreachable, reachability } from './reachability';

/** The four request headers of the spec, sent when known. */
export interface RequestContext {
  originDomain?: string;
  language?: string;
  locale?: string;
  countryCode?: string;
}

export interface ApiClientConfig {
  baseUrl: string;
  /** The bearer token, or null when signed out. */
  getToken: () => string | null;
  /** True when a token exists but has expired: the call is not made and counts as a 401. */
  isTokenExpired: () => boolean;
  getRequestContext: () => RequestContext;
  /** Called once per 401 UNAUTHORIZED_ACCESS (or expired token) before the error is thrown. */
  onUnauthorized: () => void;
  /** Message for a failure whose body says nothing. */
  genericErrorMessage: () => string;
  /** Message for a success answer that is not the JSON the contract declares (code INVALID_RESPONSE). */
  invalidResponseMessage: () => string;
  /** Message for a request that got no answer: offline, no connection, or no answer within `timeoutMs`. */
  networkErrorMessage: (code: NetworkErrorCode, timeoutMs: number) => string;
  /** Message for a 429 (too many attempts), with the wait its `Retry-After` gives (null when it gives none). */
  tooManyAttemptsMessage: (retryAfterSeconds: number | null) => string;
  /** How long a request may take before it is given up (aborted) as timed out. */
  timeoutMs: number;
  /** True when the server cannot be reached (lib/reachability.ts): nothing is sent. */
  isOffline: () => boolean;
  /** Calls wait for this first (the demo build's in-browser backend, which starts after the first paint). */
  ready?: Promise<unknown>;
  /**
   * Called as each call is sent, with its headers (which it may add to) and the signal that aborts it: the demo
   * backend's worker gets this tab's fault rules and hears of aborted calls (mocks/browser.ts).
   */
  onSend?: (headers: Headers, signal: AbortSignal) => void;
  /** Sends a call instead of the browser's `fetch` (the demo backend, which answers unmodelled calls itself). */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

/** Every request is given up after this long, so that a lost answer says so instead of spinning (decision 0024). */
export const REQUEST_TIMEOUT_MS = 20_000;

const defaultBaseUrl = (import.meta.env?.VITE_API_BASE_URL as string | undefined) || '/api';

const config: ApiClientConfig = {
  baseUrl: defaultBaseUrl,
  getToken: () => null,
  isTokenExpired: () => false,
  getRequestContext: () => ({}),
  onUnauthorized: () => {},
  genericErrorMessage: () => 'Something went wrong. Please try again.',
  invalidResponseMessage: () => intl.formatMessage({ id: 'errors.invalidResponse' }),
  networkErrorMessage: (code, timeoutMs) => {
    if (code === 'TIMEOUT')
      return intl.formatMessage({ id: 'errors.timeout' }, { seconds: Math.round(timeoutMs / 1000) });
    return intl.formatMessage({ id: code === 'OFFLINE' ? 'errors.offline' : 'errors.network' });
  },
  tooManyAttemptsMessage: (seconds) =>
    seconds === null
      ? intl.formatMessage({ id: 'errors.tooManyAttemptsLater' })
      : intl.formatMessage({ id: 'errors.tooManyAttempts' }, { minutes: Math.max(1, Math.ceil(seconds / 60)) }),
  timeoutMs: REQUEST_TIMEOUT_MS,
  isOffline: () => !reachability.isReachable(),
};

export function configureApiClient(changes: Partial<ApiClientConfig>): void {
  Object.assign(config, changes);
}

export function apiBaseUrl(): string {
  return config.baseUrl;
}

const contextHeaders: Record<keyof RequestContext, string> = {
  originDomain: 'X-Origin-Domain',
  language: 'X-Language',
  locale: 'X-Locale',
  countryCode: 'X-CountryCode',
};

function buildHeaders(init: RequestInit): Headers {
  const headers = new Headers(init.headers);
  const token = config.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const context = config.getRequestContext();
  for (const key of Object.keys(contextHeaders) as (keyof RequestContext)[]) {
    const value = context[key];
    if (value) headers.set(contextHeaders[key], value);
  }
  // FormData sets its own multipart boundary; anything else orval sends is JSON.
  if (init.body instanceof FormData) headers.delete('Content-Type');
  else if (init.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  return headers;
}

/** The signal of the send in progress (see withRequestSignal); read synchronously when a request starts. */
let currentSignal: AbortSignal | undefined;

/**
 * Runs `start` (a generated request function, which calls the mutator synchronously) so that the requests it makes
 * are aborted with `signal`: the mutation path aborts a send whose dialog was closed.
 */
export function withRequestSignal<T>(signal: AbortSignal | undefined, start: () => T): T {
  const previous = currentSignal;
  currentSignal = signal;
  try {
    return start();
  } finally {
    currentSignal = previous;
  }
}

/** Aborted when any of the signals is (AbortSignal.any where the browser has it: Safari from 17.4). */
function eitherSignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const both = new AbortController();
  for (const signal of [a, b]) {
    if (signal.aborted) both.abort();
    else signal.addEventListener('abort', () => both.abort(), { once: true });
  }
  return both.signal;
}

function networkError(code: NetworkErrorCode): ApiError {
  return new ApiError(
    0,
    { code, message: config.networkErrorMessage(code, config.timeoutMs) },
    config.genericErrorMessage(),
  );
}

/**
 * Sends with a timeout: the caller's signal (a query's, or the send's) and the timer both abort the request. A
 * request without an answer throws an ApiError with status 0 and the code saying why.
 */
async function send(
  url: string,
  init: RequestInit,
  callerSignal: AbortSignal | undefined,
): Promise<{ response: Response; answer: Answer }> {
  if (config.isOffline()) throw networkError('OFFLINE');
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(), config.timeoutMs);
  const signal = callerSignal ? eitherSignal(callerSignal, timer.signal) : timer.signal;
  try {
    const headers = buildHeaders(init);
    config.onSend?.(headers, signal);
    const response = await (config.fetch ?? fetch)(`${config.baseUrl}${url}`, { ...init, headers, signal });
    const answer = await readBody(response);
    reachability.reportAnswer(response.status, answer.kind === 'json');
    return { response, answer };
  } catch {
    if (callerSignal?.aborted) throw networkError('ABORTED');
    // No answer: the server counts as unreachable until it answers again (lib/reachability.ts).
    reachability.reportNoAnswer();
    if (timer.signal.aborted) throw networkError('TIMEOUT');
    if (!reachability.browserOnline()) throw networkError('OFFLINE');
    throw networkError('NETWORK_ERROR');
  } finally {
    clearTimeout(timeout);
  }
}

/**
 * The probe while the server is unreachable (lib/reachability.ts): the contract's cheapest call, public and a few
 * bytes, sent outside the refusal above, without the session's token or headers.
 */
const PROBE_PATH = '/region/languages?primary=true';

async function probeServer(timeoutMs: number): Promise<boolean> {
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(), timeoutMs);
  try {
    const response = await fetch(`${config.baseUrl}${PROBE_PATH}`, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: timer.signal,
    });
    return !answerMeansUnreachable(response.status, (await readBody(response)).kind === 'json');
  } catch {
    return false;
  } finally {
    clearTimeout(timeout);
  }
}

reachability.useProbe(probeServer);

/** `Retry-After` as seconds from now: a number of seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.round((at - now) / 1000));
}

/** The failure of an answered call; a 429 reads as the catalogue's "too many attempts" with the wait, in the user's language. */
function failure(response: Response, body: unknown): ApiError {
  if (response.status !== 429)
    return new ApiError(response.status, body as ErrorBody | undefined, config.genericErrorMessage());
  const message = config.tooManyAttemptsMessage(retryAfterSeconds(response.headers.get('Retry-After')));
  const code = (body as ErrorBody | undefined)?.code;
  return new ApiError(429, { message, ...(typeof code === 'string' ? { code } : {}) }, message);
}

/** The orval mutator: every generated request function goes through here. */
export async function apiClient<T>(url: string, init: RequestInit = {}): Promise<T> {
  const callerSignal = init.signal ?? currentSignal;
  if (config.getToken() && config.isTokenExpired()) {
    config.onUnauthorized();
    throw new ApiError(401, { code: UNAUTHORIZED_CODE, message: 'Session expired' }, config.genericErrorMessage());
  }
  if (import.meta.env.VITE_MOCKS === 'true' && config.ready) await config.ready;
  const { response, answer } = await send(url, init, callerSignal);
  if (!response.ok) {
    // A failure that is not JSON (a proxy's 502 page) says nothing the user can read: the generic message.
    const error = failure(response, answer.kind === 'json' ? answer.body : undefined);
    if (error.status === 401 && error.code === UNAUTHORIZED_CODE) config.onUnauthorized();
    throw error;
  }
  if (answer.kind === 'json') return answer.body as T;
  // Every operation of the contract answers a JSON body on success (api-client-answers.test.ts checks it), so anything
  // else (an HTML page with 200, an empty 200) is not the server's answer and must not count as one; only 204 has none.
  if (answer.kind === 'empty' && (response.status === 204 || response.status === 205)) return undefined as T;
  throw new ApiError(
    response.status,
    { code: INVALID_RESPONSE_CODE, message: config.invalidResponseMessage() },
    config.genericErrorMessage(),
  );
}

/** orval types each hook's error as ErrorType<the declared error body>. */
export type ErrorType<_Body> = ApiError;
