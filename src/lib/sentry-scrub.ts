import type { Breadcrumb, ErrorEvent } from '@sentry/react';

/*
 * No personal data leaves in an error report (besides `dataCollection` switched off in ./sentry.ts, which keeps the
 * user, cookies, headers and bodies out):
 * e-mail addresses are masked wherever they appear; URLs lose their query and fragment (a reset token, a search, an
 * address); fields that name a person or hold what they wrote are dropped; the accessible names and titles the click
 * breadcrumbs copy from the page ("Account menu for Grace Adeyemi") are dropped; console breadcrumbs keep no arguments.
 * Types only from Sentry: these run inside its chunk and in unit tests.
 */
export const FILTERED = '[Filtered]';

const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g;
// A URL (absolute, or a path) followed by its query or fragment: only the part up to ? or # is kept.
const URL_TAIL = /((?:https?:\/\/[^\s"'?#<>]*)|(?:\/[^\s"'?#<>]*))[?#][^\s"'<>]*/g;
const COPIED_ATTRIBUTE = /\[(aria-label|title|alt|placeholder|name|value)="[^"]*"\]/g;
const PERSONAL_KEY =
  /^(e-?mail|(first|last|full|user|display|reviewer|account)[-_]?name|body|text|note|content|comment|phone(Number)?|password|token|address)$/i;

/** A string with e-mail addresses masked and every URL's query and fragment removed. */
export function scrubText(text: string): string {
  return text.replace(URL_TAIL, '$1').replace(EMAIL, '[email]');
}

/** A copy of a JSON-like value: strings scrubbed, fields with personal names dropped (`keys`), at any depth. */
function scrubValue(value: unknown, keys: boolean, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, keys, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      keys && PERSONAL_KEY.test(key) ? FILTERED : scrubValue(item, keys, depth + 1),
    ]),
  );
}

const scrubData = <T>(data: T): T => scrubValue(data, true) as T;

export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  const copy: Breadcrumb = { ...breadcrumb };
  if (copy.message !== undefined) copy.message = scrubText(copy.message);
  if (copy.category?.startsWith('ui.') && copy.message)
    copy.message = copy.message.replace(COPIED_ATTRIBUTE, `[$1="${FILTERED}"]`);
  if (copy.category === 'console') delete copy.data;
  else if (copy.data) copy.data = scrubData(copy.data);
  return copy;
}

/** The event as it may leave: see above. Returns the same shape Sentry expects from `beforeSend`. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const copy: ErrorEvent = { ...event, user: undefined };
  if (copy.message) copy.message = scrubText(copy.message);
  if (copy.exception?.values)
    copy.exception = {
      ...copy.exception,
      values: copy.exception.values.map((v) => ({ ...v, value: v.value && scrubText(v.value) })),
    };
  if (copy.request) {
    const { url, headers } = copy.request;
    copy.request = {
      url: url && scrubText(url),
      headers: headers && (scrubValue(headers, false) as Record<string, string>),
    };
  }
  if (copy.breadcrumbs)
    copy.breadcrumbs = copy.breadcrumbs.map(scrubBreadcrumb).filter((b): b is Breadcrumb => b !== null);
  if (copy.extra) copy.extra = scrubData(copy.extra);
  if (copy.contexts) copy.contexts = scrubData(copy.contexts);
  if (copy.tags) copy.tags = scrubData(copy.tags);
  return copy;
}
