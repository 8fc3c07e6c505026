// Fault injection: a latency and/or an error status per method and path pattern, e.g.
// `POST /booking/*/cancel` → 500 after 2000 ms. `*` matches one path segment, `**` any rest.
import { z } from 'zod/mini';
import './zod-messages';

/** The longest injected delay: a rule can slow a call down, not hang it. */
const MAX_FAULT_DELAY_MS = 60_000;
const MAX_FAULT_RULES = 50;

const errorStatus = { error: 'must be an error status (400–599)' };
const anyStatus = { error: 'must be a status (200–599)' };
const faultRule = z
  .strictObject({
    method: z.optional(
      z.pipe(
        z.pipe(
          z.string(),
          z.transform((m) => m.toUpperCase()),
        ),
        z.enum(['GET', 'POST', 'PUT', 'DELETE'], { error: 'must be GET, POST, PUT or DELETE' }),
      ),
    ),
    path: z
      .string()
      .check(
        z.maxLength(200),
        z.regex(/^\/[\w\-.~%{}*/]*$/, { error: 'must be a path pattern starting with / (segments, * or **)' }),
      ),
    status: z.optional(z.int().check(z.minimum(200, anyStatus), z.maximum(599, anyStatus))),
    delayMs: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_FAULT_DELAY_MS))),
    message: z.optional(z.string().check(z.maxLength(500))),
    /**
     * The request is answered as usual (its change is made and an idempotency key keeps its answer), then the answer
     * is lost on the way back: the client gets `status` instead, as after a dropped connection.
     */
    applied: z.optional(z.literal(true)),
    /**
     * The answer is an HTML page with `status` instead of the API's JSON, as a proxy or a captive portal gives it
     * (`502` from a gateway, even `200`): the client must not take it for the server's answer.
     */
    html: z.optional(z.literal(true)),
  })
  .check(
    z.refine((rule) => rule.status !== undefined || rule.delayMs !== undefined, {
      error: 'needs a status or a delayMs',
    }),
    z.refine((rule) => rule.status === undefined || rule.status >= 400 || rule.html === true, {
      path: ['status'],
      ...errorStatus,
    }),
  );

export type FaultRule = z.infer<typeof faultRule>;

const faultList = z.array(faultRule).check(z.maxLength(MAX_FAULT_RULES));

/** The problems of a list of rules, each naming its place (`faults.0.status: …`); empty when it is valid. */
export function faultProblems(value: unknown, prefix = 'faults'): string[] {
  const result = faultList.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${[prefix, ...i.path].join('.')}: ${i.message}`);
}

/** The rules, checked: invalid ones are refused as a whole, with an Error naming every problem. */
export function checkFaults(value: unknown, prefix = 'faults'): FaultRule[] {
  const problems = faultProblems(value, prefix);
  if (problems.length) throw new Error(`Invalid fault rules: ${problems.join('; ')}`);
  return faultList.parse(value);
}

let rules: FaultRule[] = [];

/** Replaces the rules (throws on invalid ones, keeping the current rules). */
export function setFaults(next: unknown): void {
  rules = checkFaults(next);
}

/**
 * Where a backend keeps its rules: one list for every caller (`sharedFaultRules`: the standalone server, Vitest), or
 * one per tab (the demo's worker, worker/tab-faults.ts). `GET|PUT /__mock/faults` read and replace them.
 */
export interface FaultRules {
  /** The rules for this request. */
  of(request: Request): FaultRule[];
  /** Replaces the rules of this request's caller with checked ones. */
  replace(request: Request, next: FaultRule[]): void;
}

export const sharedFaultRules: FaultRules = {
  of: () => rules,
  replace: (_request, next) => (rules = next),
};

function matches(pattern: string, path: string): boolean {
  const regex = new RegExp(
    '^' +
      pattern
        .split('/')
        .map((s) => (s === '**' ? '.*' : s === '*' ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/') +
      '$',
  );
  return regex.test(path);
}

/** The first rule for a call: from `list` (its caller's rules) or the backend's shared ones. */
export function faultFor(method: string, path: string, list: FaultRule[] = rules): FaultRule | undefined {
  return list.find((r) => (!r.method || r.method === method.toUpperCase()) && matches(r.path, path));
}

const optionalInt = (text: string | undefined) => (text ? (/^\d+$/.test(text) ? Number(text) : Number.NaN) : undefined);

/**
 * Parses the compact form used in URLs and env vars: `POST /booking/*\/cancel=500@2000;GET /wallet/**=@3000`
 * (status, then optional @delay in ms); `=503+applied` makes the change and then loses the answer (see `applied`);
 * `=502+html` answers an HTML page instead (see `html`), and the flags combine (`=200+html+applied`).
 * Malformed rules throw an Error naming each problem.
 */
export function parseFaults(text: string): FaultRule[] {
  const raw = text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [target = '', effect = '', ...extra] = part.split('=');
      const [maybeMethod = '', maybePath, ...rest] = target.trim().split(/\s+/);
      const [timing = '', ...flags] = effect.split('+');
      const [status, delay, ...more] = timing.split('@');
      const known =
        flags.every((flag) => flag === 'applied' || flag === 'html') && new Set(flags).size === flags.length;
      if (extra.length || rest.length || more.length || !known) {
        return { path: `malformed rule "${part}"` };
      }
      const flag = (name: 'applied' | 'html') => (flags.some((f) => f === name) ? true : undefined);
      return {
        method: maybePath ? maybeMethod : undefined,
        path: maybePath ?? maybeMethod,
        status: optionalInt(status),
        delayMs: optionalInt(delay),
        applied: flag('applied'),
        html: flag('html'),
      };
    })
    .map((rule) => Object.fromEntries(Object.entries(rule).filter(([, v]) => v !== undefined)));
  return checkFaults(raw, 'rule');
}

/** The page a proxy in front of the API answers with: HTML, never the API's JSON. */
export function htmlFaultAnswer(status: number): Response {
  const page = `<!DOCTYPE html><html><head><title>${status}</title></head><body><h1>${status} from the proxy</h1><p>nginx</p></body></html>`;
  return new Response(page, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
