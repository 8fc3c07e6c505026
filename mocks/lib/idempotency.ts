// Idempotency keys (the contract's `Idempotency-Key` header on every create call): the first successful answer to a
// key is stored and replayed for a retry, so a retried request never creates a second booking or payment.
import { HttpResponse } from 'msw';
import { MockHttpError } from './http-error';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a stored answer is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** The store forgets its oldest keys beyond this many. */
const MAX_KEYS = 500;

interface StoredAnswer {
  status: number;
  body: string;
  contentType: string;
}

interface Entry {
  /** Method, path, caller and body of the first request: a retry must match it. */
  fingerprint: string;
  /** The first request's answer; null when it failed (errors are not stored: a retry runs again). */
  answer: Promise<StoredAnswer | null>;
  storedAt: number;
  /** The store's generation when stored (a reset of the demo data starts a new one). */
  generation: string;
}

/** What identifies a request besides its key: method, path with query, bearer token and body. */
async function fingerprintOf(request: Request): Promise<string> {
  const url = new URL(request.url);
  const copy = request.clone();
  const type = copy.headers.get('Content-Type') ?? '';
  let body: string;
  if (type.startsWith('multipart/form-data')) {
    // A retried FormData gets a new boundary: compare the fields, files by name, type and size.
    try {
      const form = await copy.formData();
      body = JSON.stringify(
        [...form.entries()].map(([name, value]) => [
          name,
          typeof value === 'string' ? value : [value.name, value.type, value.size],
        ]),
      );
    } catch {
      body = await request.clone().text();
    }
  } else body = await copy.text();
  return JSON.stringify([request.method, url.pathname + url.search, request.headers.get('Authorization') ?? '', body]);
}

export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly generation: () => string = () => '',
  ) {}

  clear(): void {
    this.entries.clear();
  }

  /**
   * Answers a request that carries `key`: a key seen before with the same request replays its stored 2xx answer (or
   * waits for it while the first is still running); with another request it is 422; otherwise `run` answers it.
   */
  async answer(key: string, request: Request, run: () => Promise<Response>): Promise<Response> {
    if (key.length < 8 || key.length > 255) {
      throw new MockHttpError(400, 'Validation failed', {
        code: 'VALIDATION_ERROR',
        errors: [`${IDEMPOTENCY_HEADER}: must be 8 to 255 characters`],
      });
    }
    const fingerprint = await fingerprintOf(request);
    const known = this.live(key);
    if (known) {
      if (known.fingerprint !== fingerprint) {
        throw new MockHttpError(422, 'This Idempotency-Key was already used for a different request.', {
          code: 'IDEMPOTENCY_KEY_REUSED',
        });
      }
      const stored = await known.answer;
      if (stored) return replay(stored);
      // The first attempt failed and was forgotten: this retry runs again (below), unless another retry already did.
      const again = this.live(key);
      if (again && again !== known) return this.answer(key, request, run);
    }
    let settle: (answer: StoredAnswer | null) => void = () => {};
    const entry: Entry = {
      fingerprint,
      answer: new Promise((resolve) => (settle = resolve)),
      storedAt: this.now(),
      generation: this.generation(),
    };
    this.entries.set(key, entry);
    this.trim();
    let response: Response;
    try {
      response = await run();
    } catch (error) {
      this.forget(key, entry, settle);
      throw error;
    }
    if (response.status >= 200 && response.status < 300) {
      settle({
        status: response.status,
        body: await response.clone().text(),
        contentType: response.headers.get('Content-Type') ?? 'application/json',
      });
    } else this.forget(key, entry, settle);
    return response;
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== this.generation() || this.now() - entry.storedAt > IDEMPOTENCY_TTL_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private forget(key: string, entry: Entry, settle: (answer: null) => void): void {
    if (this.entries.get(key) === entry) this.entries.delete(key);
    settle(null);
  }

  private trim(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_KEYS) return;
      this.entries.delete(key);
    }
  }
}

function replay(stored: StoredAnswer): Response {
  return new HttpResponse(stored.body, {
    status: stored.status,
    headers: { 'Content-Type': stored.contentType, [REPLAYED_HEADER]: 'true' },
  });
}
