// Fault injection: a latency and/or an error status per method and path pattern, e.g.
// `POST /booking/*/cancel` → 500 after 2000 ms. `*` matches one path segment, `**` any rest.
export interface FaultRule {
  method?: string;
  path: string;
  status?: number;
  delayMs?: number;
  message?: string;
  /**
   * The request is answered as usual (its change is made and an idempotency key keeps its answer), then the answer
   * is lost on the way back: the client gets `status` instead, as after a dropped connection.
   */
  applied?: boolean;
}

let rules: FaultRule[] = [];

export function setFaults(next: FaultRule[]): void {
  rules = next;
}

export function getFaults(): FaultRule[] {
  return rules;
}

function matches(pattern: string, path: string): boolean {
  const regex = new RegExp(
    '^' + pattern.split('/').map((s) => (s === '**' ? '.*' : s === '*' ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/') + '$',
  );
  return regex.test(path);
}

export function faultFor(method: string, path: string): FaultRule | undefined {
  return rules.find((r) => (!r.method || r.method.toUpperCase() === method.toUpperCase()) && matches(r.path, path));
}

/**
 * Parses the compact form used in URLs and env vars: `POST /booking/*\/cancel=500@2000;GET /wallet/**=@3000`
 * (status, then optional @delay in ms); `=503+applied` makes the change and then loses the answer (see `applied`).
 */
export function parseFaults(text: string): FaultRule[] {
  return text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [target = '', effect = ''] = part.split('=');
      const [maybeMethod = '', maybePath] = target.trim().split(/\s+/);
      const [timing = '', flag] = effect.split('+');
      const [status, delay] = timing.split('@');
      return {
        method: maybePath ? maybeMethod : undefined,
        path: maybePath ?? maybeMethod,
        status: status ? Number(status) : undefined,
        delayMs: delay ? Number(delay) : undefined,
        ...(flag === 'applied' ? { applied: true } : {}),
      };
    });
}
