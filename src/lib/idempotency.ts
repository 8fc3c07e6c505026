/** The request header of the contract's create calls (openapi/parameters/common.yaml#IdempotencyKey). */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A random key (UUID v4; also the tracker's visitor id); `crypto.randomUUID` needs a secure context, `getRandomValues` does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What a submission sent, to tell a retry of it (same values) from a new one: files by name, type, size and date. */
export function submissionFingerprint(variables: unknown): string {
  return JSON.stringify(variables ?? null, (key, value: unknown) => {
    if (key === 'headers') return undefined;
    if (typeof Blob !== 'undefined' && value instanceof Blob) {
      const file = value as Partial<File>;
      return { blob: [file.name ?? '', value.type, value.size, file.lastModified ?? 0] };
    }
    return value;
  });
}

/**
 * One key per user intent: the same key while the same values are sent again (a retry after no answer or an error),
 * a new key when the values change or after a success.
 */
export class IntentKeys {
  private current: { fingerprint: string; key: string } | null = null;

  keyFor(variables: unknown): string {
    const fingerprint = submissionFingerprint(variables);
    if (this.current?.fingerprint !== fingerprint) this.current = { fingerprint, key: newIdempotencyKey() };
    return this.current.key;
  }

  /** The submission succeeded: the next one is a new intent. */
  done(): void {
    this.current = null;
  }
}

/** The variables with the key as the `Idempotency-Key` header (generated create calls send `headers`; others ignore it). */
export function withIdempotencyKey<V>(variables: V, key: string): V {
  if (variables !== undefined && (variables === null || typeof variables !== 'object' || Array.isArray(variables)))
    return variables;
  const given = (variables as { headers?: Record<string, string> } | undefined)?.headers;
  return { ...variables, headers: { [IDEMPOTENCY_HEADER]: key, ...given } };
}
