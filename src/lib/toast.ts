import { ApiError, isAborted, isUnauthorized } from './errors';
import { intl } from './i18n';

/*
 * The one way to show a toast. The toast library loads after the first paint: calls wait until the toaster listens
 * and then run in the order they were made (a dismiss never overtakes its toast).
 */
type Sonner = typeof import('sonner');
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let queue: Promise<Sonner> = mounted.then(() => import('sonner'));

/** The toaster (ui/SonnerToaster.tsx) says it is listening. */
export function toasterMounted(): void {
  markMounted();
}

function withSonner(run: (sonner: Sonner) => void): void {
  queue = queue.then((sonner) => {
    run(sonner);
    return sonner;
  });
}

/** The text of a failed call: the catalogue's rule (already applied by ApiError), else the generic message. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return intl.formatMessage({ id: 'errors.generic' });
}

/** How a failure reads: the catalogue's rule, or (the schedule call) the server's message only when it is a string. */
export type ErrorRule = 'catalogue' | 'server-message';

/**
 * Shows a failure as an error toast; a forced sign-out (401 UNAUTHORIZED_ACCESS) has its own notice instead, and a
 * request the app aborted itself (a closed dialog) shows nothing. No answer at all (offline, timeout) always says so.
 */
export function toastError(error: unknown, rule: ErrorRule = 'catalogue'): void {
  if (isUnauthorized(error) || isAborted(error)) return;
  if (error instanceof ApiError && error.status === 0) {
    toastMessage('error', error.message, `network:${error.code}`);
    return;
  }
  const text =
    rule === 'server-message'
      ? (error instanceof ApiError && error.serverMessage) || intl.formatMessage({ id: 'errors.generic' })
      : errorText(error);
  toastMessage('error', text);
}

/** Success toasts take the spec's exact texts, as message ids. */
export function toastSuccess(text: string): void {
  toastMessage('success', text);
}

/*
 * One `id` shows once while its toast is on screen. Once that toast has closed, the next one with the `id` goes to
 * sonner under a fresh id: sonner merged a toast into one of the same id that was still leaving, and both were gone
 * (a second "saved" a few seconds after the first showed nothing).
 */
const closedCount = new Map<string, number>();
const sonnerId = (id: string) => `${id}#${closedCount.get(id) ?? 0}`;

/** Any other toast; one `id` shows once however often it is asked for while it is on screen. */
export function toastMessage(
  kind: 'success' | 'error' | 'info' | 'loading',
  text: string,
  id = `${kind}:${text}`,
): void {
  withSonner(({ toast }) => {
    const current = sonnerId(id);
    const closed = () => {
      if (sonnerId(id) === current) closedCount.set(id, (closedCount.get(id) ?? 0) + 1);
    };
    toast[kind](text, { id: current, onAutoClose: closed, onDismiss: closed });
  });
}

export function dismissToast(id: string): void {
  withSonner(({ toast }) => toast.dismiss(sonnerId(id)));
}

/** A toast that stays until its action is taken or it is closed (the update prompt): one per `id`. */
export function toastAction(text: string, action: { label: string; onClick: () => void }, id: string): void {
  withSonner(({ toast }) => toast.info(text, { id, duration: Infinity, closeButton: true, action }));
}
