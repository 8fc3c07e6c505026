import type { ErrorInfo } from 'react';
import { worthReporting } from './errors';

/*
 * Error reporting (the accounts document: "error-reporting sample rate 0.1 and session-replay sample 0.01"), with
 * Sentry. Off unless the build has `VITE_SENTRY_DSN` (vite.config.ts defines it, empty when unset): then this module
 * is all there is, and the build holds no Sentry code. With a DSN, the SDK (./sentry.ts, a chunk of its own) loads
 * after the first paint; errors before that wait here, a few at most.
 */
const MAX_WAITING = 10;

type Deliver = (error: unknown, componentStack?: string) => void;
type Sdk = { startSentry: (dsn: string) => Deliver };

/** Error reporting to `dsn` with the SDK `load` brings: what this module exports when the build has a DSN. */
export function errorReporting(dsn: string, load: () => Promise<Sdk>) {
  let deliver: Deliver | undefined;
  const waiting: Parameters<Deliver>[] = [];
  const report: Deliver = (error, componentStack) => {
    if (!worthReporting(error)) return;
    if (deliver) deliver(error, componentStack);
    else if (waiting.length < MAX_WAITING) waiting.push([error, componentStack]);
  };
  // Until the SDK listens itself.
  const onWindowError = (event: ErrorEvent) => report(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
  window.addEventListener('error', onWindowError);
  window.addEventListener('unhandledrejection', onRejection);
  const reportAndLog = (error: unknown, info: ErrorInfo) => {
    console.error(error);
    report(error, info.componentStack ?? undefined);
  };
  return {
    report,
    /** The React root's hooks: an error that an error boundary caught (a route's error page), or that none did. */
    rootErrorOptions: { onCaughtError: reportAndLog, onUncaughtError: reportAndLog },
    start: () =>
      load()
        .then(({ startSentry }) => {
          deliver = startSentry(dsn);
          window.removeEventListener('error', onWindowError);
          window.removeEventListener('unhandledrejection', onRejection);
          for (const args of waiting.splice(0)) deliver(...args);
        })
        // Reporting never costs the user anything: a blocked or failed download only loses the reports.
        .catch(() => {}),
  };
}

const dsn = import.meta.env.VITE_SENTRY_DSN;
const reporting = dsn ? errorReporting(dsn, () => import('./sentry')) : undefined;

/** For `createRoot`: without a DSN none, and React's own logging stays. */
export const rootErrorOptions = reporting?.rootErrorOptions ?? {};

/** Loads and starts the SDK (app/boot/first-commit.ts, after the first paint); nothing without a DSN. */
export function startErrorReporting(): void {
  void reporting?.start();
}
