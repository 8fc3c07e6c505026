import { captureException, captureReactException, init, makeFetchTransport, type BrowserOptions } from '@sentry/react';
import { analyticsAllowed, CONSENT_CHANGED_EVENT } from './consent';
import { worthReporting } from './errors';
import { scrubbingTransport, scrubBreadcrumb, scrubEvent } from './sentry-scrub';

/** The accounts document's rates: one error in ten is sent, one session in a hundred is replayed. */
export const ERROR_SAMPLE_RATE = 0.1;
export const REPLAY_SESSION_SAMPLE_RATE = 0.01;

/**
 * Starts Sentry (loaded after the first paint by ./error-reporting.ts) and returns how to report an error to it.
 * Only errors are sent: no tracing, no release-health sessions (a request for every visitor). Session replay joins
 * only with the visitor's analytics consent, and stops when it is withdrawn. `overrides` are for tests (a transport).
 */
export function startSentry(
  dsn: string,
  overrides: Partial<BrowserOptions> = {},
): (error: unknown, componentStack?: string) => void {
  init({
    dsn,
    environment: import.meta.env.MODE,
    sampleRate: ERROR_SAMPLE_RATE,
    replaysSessionSampleRate: REPLAY_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: 0,
    // What `sendDefaultPii: false` said before Sentry 11 removed it: no user, cookies, headers, query strings or bodies.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
      graphQL: { document: false, variables: false },
      genAI: { inputs: false, outputs: false },
    },
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'BrowserSession'),
    beforeSend: (event, hint) => (worthReporting(hint.originalException) ? scrubEvent(event) : null),
    beforeBreadcrumb: scrubBreadcrumb,
    ...overrides,
    // Whatever else is configured, nothing leaves unscrubbed: replay does not pass through `beforeSend`.
    transport: scrubbingTransport(overrides.transport ?? makeFetchTransport),
  });
  followConsent();
  return (error, componentStack) => {
    if (componentStack !== undefined) captureReactException(error, { componentStack });
    else captureException(error);
  };
}

/** Replay follows the visitor's analytics consent: started when it is given, stopped when it is withdrawn. */
function followConsent() {
  let replay: Promise<{ stop(): Promise<void> } | undefined> | undefined;
  const apply = () => {
    if (analyticsAllowed()) {
      // A chunk of its own: only visitors who consent download the recorder. Once per page: after a withdrawal the
      // next page load asks again.
      replay ??= import('./sentry-replay').then(({ startReplay }) => startReplay()).catch(() => undefined);
    } else {
      void replay?.then((recorder) => recorder?.stop());
    }
  };
  apply();
  window.addEventListener(CONSENT_CHANGED_EVENT, apply);
}
