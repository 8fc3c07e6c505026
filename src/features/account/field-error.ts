import { ApiError } from '../../lib/errors';

/**
 * A field-meta update that shows the server's message under the field, as a submit error:
 * `form.setFieldMeta('email', serverError(error))`. It goes when the field changes (TanStack Form clears a field's
 * submit error on its next change), and nothing typed is lost.
 */
export function serverError(error: unknown) {
  const message = error instanceof ApiError ? error.message : String(error);
  return <M extends { isTouched: boolean; isBlurred: boolean; errorMap: object }>(meta: M): M => ({
    ...meta,
    isTouched: true,
    isBlurred: true,
    errorMap: { ...meta.errorMap, onSubmit: message },
  });
}

/** A failure with this HTTP status (and code, when given). */
export const failedWith = (status: number, code?: string) => (error: unknown) =>
  error instanceof ApiError && error.status === status && (code === undefined || error.code === code);

/** Sign-in before the e-mail is verified (403 ACCOUNT_NOT_VERIFIED). */
export const isUnverified = failedWith(403, 'ACCOUNT_NOT_VERIFIED');
