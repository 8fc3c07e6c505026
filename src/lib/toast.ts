import { toast } from 'sonner';
import { ApiError, isUnauthorized } from './errors';
import { intl } from './i18n';

/** The text of a failed call: the catalogue's rule (already applied by ApiError), else the generic message. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return intl.formatMessage({ id: 'errors.generic' });
}

/** Shows a failure as an error toast; a forced sign-out (401 UNAUTHORIZED_ACCESS) has its own notice instead. */
export function toastError(error: unknown): void {
  if (isUnauthorized(error)) return;
  const text = errorText(error);
  toast.error(text, { id: `error:${text}` });
}

/** Success toasts take the spec's exact texts, as message ids. */
export function toastSuccess(text: string): void {
  toast.success(text, { id: `success:${text}` });
}
