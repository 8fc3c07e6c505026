// How the API client reads an answer's body: only JSON is taken for the server's word.

/** `application/json` or a `+json` type (`application/problem+json`), parameters aside. */
const isJsonType = (header: string | null) =>
  /^application\/([\w.!#$&^-]+\+)?json$/i.test((header ?? '').split(';')[0]?.trim() ?? '');

/** What came back: a JSON body, no body at all, or something else (an HTML page of a proxy, a captive portal…). */
export type Answer = { kind: 'json'; body: unknown } | { kind: 'empty' } | { kind: 'other' };

/** Only a JSON media type is parsed; any other text is never read as a message (it may be a whole HTML page). */
export async function readBody(response: Response): Promise<Answer> {
  const text = await response.text();
  if (!text) return { kind: 'empty' };
  if (!isJsonType(response.headers.get('Content-Type'))) return { kind: 'other' };
  try {
    return { kind: 'json', body: JSON.parse(text) };
  } catch {
    return { kind: 'other' };
  }
}
