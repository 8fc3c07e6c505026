import type { Breadcrumb, BrowserOptions, ErrorEvent } from '@sentry/react';

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
  if (copy.transaction) copy.transaction = scrubText(copy.transaction);
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

/*
 * The last step before anything leaves, for what `beforeSend` never sees: session replay (the replay event's page
 * URLs, the recording's page address, navigation and network spans, breadcrumbs) and the envelopes' headers. Every
 * string of an event is scrubbed as above. In a recording, the spans and breadcrumbs are scrubbed the same way; the
 * page's own structure (its styles among it) only loses the query and fragment of a string that is a whole URL (a
 * link, the page's address) and every e-mail address: text and inputs are masked by the recorder itself
 * (./sentry-replay.ts). A recording that cannot be read (compressed) is not sent at all.
 */
type TransportFactory = NonNullable<BrowserOptions['transport']>;
/** What the SDK hands its transport: headers, then items (each a header and its payload). */
export type Envelope = Parameters<ReturnType<TransportFactory>['send']>[0];
type Item = Envelope[1][number];

/** A string that is one URL (absolute, or a path) with a query or fragment: the part before them. */
const WHOLE_URL = /^((?:[a-z][\w+.-]*:\/\/|\/)[^\s?#]*)[?#]\S*$/i;
const scrubUrlOnly = (text: string) => text.replace(WHOLE_URL, '$1').replace(EMAIL, '[email]');
/** rrweb's event type of the SDK's own entries (spans, breadcrumbs, options). */
const CUSTOM_RECORDING_EVENT = 5;

/** Every string at any depth through `scrub`; fields kept. */
function scrubStrings(value: unknown, scrub: (text: string) => string, depth = 0): unknown {
  if (typeof value === 'string') return scrub(value);
  if (value === null || typeof value !== 'object' || depth > 200) return value;
  if (Array.isArray(value)) return value.map((item) => scrubStrings(item, scrub, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubStrings(item, scrub, depth + 1)]));
}

/** A replay segment (a header line, then a JSON array of rrweb events) scrubbed; undefined when it cannot be read. */
function scrubRecording(payload: unknown): string | undefined {
  const text = typeof payload === 'string' ? payload : new TextDecoder().decode(payload as Uint8Array);
  const lineEnd = text.indexOf('\n') + 1;
  try {
    const events = JSON.parse(text.slice(lineEnd)) as { type?: number }[];
    const scrubbed = events.map((event) =>
      scrubStrings(event, event.type === CUSTOM_RECORDING_EVENT ? scrubText : scrubUrlOnly),
    );
    return `${text.slice(0, lineEnd)}${JSON.stringify(scrubbed)}`;
  } catch {
    return undefined;
  }
}

export function scrubEnvelope([headers, items]: Envelope): Envelope {
  const recordings = items.map(([header, payload]) =>
    header.type === 'replay_recording' ? scrubRecording(payload) : undefined,
  );
  const unreadable = items.some(([header], i) => header.type === 'replay_recording' && recordings[i] === undefined);
  const kept = items.flatMap(([header, payload], i): Item[] => {
    if (header.type === 'replay_recording' || header.type === 'replay_event') {
      if (unreadable) return [];
      const recording = recordings[i];
      if (recording !== undefined)
        return [[{ ...header, length: new TextEncoder().encode(recording).length }, recording] as Item];
    }
    if (typeof payload === 'string' || payload instanceof Uint8Array) return [[header, payload] as Item];
    return [[header, scrubStrings(payload, scrubText)] as Item];
  });
  return [scrubStrings(headers, scrubText), kept] as Envelope;
}

/** The SDK's transport with every envelope scrubbed (above) before it is sent. */
export function scrubbingTransport(make: TransportFactory): TransportFactory {
  return (options) => {
    const transport = make(options);
    return { ...transport, send: (envelope) => transport.send(scrubEnvelope(envelope)) };
  };
}
