import { ApiError } from '../../lib/errors';

/**
 * The server's refusal of a profile form, by field: a 409 names its field by code (USERNAME_TAKEN → userName), a 400
 * lists `field: message` entries. Entries for fields the form does not have are left out (the caller toasts those).
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  if (error.status === 409 && error.code === 'USERNAME_TAKEN' && fields.includes('userName'))
    return { userName: error.message };
  if (error.status !== 400 || !Array.isArray(error.body?.errors)) return {};
  const byField: Record<string, string> = {};
  for (const entry of error.body.errors.map(String)) {
    const match = /^([A-Za-z]+)(?:\.\d+)?: (.+)$/.exec(entry);
    if (match && fields.includes(match[1]!))
      byField[match[1]!] = byField[match[1]!] ? `${byField[match[1]!]} ${match[2]}` : match[2]!;
  }
  return byField;
}

/** True when every problem of the refusal belongs to one of the form's fields (nothing else to tell). */
export function allOnFields(error: unknown, fields: readonly string[]): boolean {
  if (!(error instanceof ApiError)) return false;
  const found = serverFieldErrors(error, fields);
  if (error.status === 409) return 'userName' in found;
  const entries = Array.isArray(error.body?.errors) ? error.body.errors : [];
  return (
    entries.length > 0 &&
    entries.every((entry) => Object.keys(found).some((field) => String(entry).startsWith(`${field}`)))
  );
}

/** A field-meta update that shows the server's message under the field until it changes; nothing typed is lost. */
export function withServerError(message: string) {
  return <M extends { isTouched: boolean; isBlurred: boolean; errorMap: object }>(meta: M): M => ({
    ...meta,
    isTouched: true,
    isBlurred: true,
    errorMap: { ...meta.errorMap, onSubmit: message },
  });
}
