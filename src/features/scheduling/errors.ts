import { toast } from 'sonner';
import { ApiError, isUnauthorized } from '../../lib/errors';
import { intl } from '../../lib/i18n';

/** 409 SLOT_UNAVAILABLE: someone took the slot between loading and submitting. */
export function isSlotTaken(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'SLOT_UNAVAILABLE';
}

/** The schedule error (spec): the server's message only when it is a string, else the generic message. */
export function toastScheduleError(error: unknown): void {
  if (isUnauthorized(error)) return;
  const text = error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'errors.generic' });
  toast.error(text, { id: `error:${text}` });
}
