// Every status the offline backend can answer for an operation is declared for that operation in the contract.
// The statuses come from the mock's code (lib/reachable-statuses.ts), so a new `throw conflict(…)` in a handler fails
// here even before any test calls it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import bundled from '../../generated/openapi.json';
import { reachableStatuses } from './reachable-statuses';

interface Operation {
  operationId: string;
  requestBody?: unknown;
  parameters?: { name?: string; in?: string; $ref?: string }[];
  responses: Record<string, unknown>;
}
const contract = bundled as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, { name: string; in: string }> };
};

function operation(route: string): Operation | undefined {
  const [method = '', apiPath = ''] = route.split(' ');
  return contract.paths[apiPath]?.[method.toLowerCase()];
}

const takesIdempotencyKey = (op: Operation) =>
  (op.parameters ?? []).some(
    (p) => (p.$ref ? contract.components.parameters[p.$ref.split('/').pop() ?? ''] : p)?.name === 'Idempotency-Key',
  );

/**
 * Statuses the standalone server (lib/node-http.ts) gives a request with a body before any handler reads it: 413 over
 * the body cap (`readBody`), 431 for headers Node's parser cannot read; and 414 for any request whose target is too
 * long to route (both backends). Not counted for any operation: 405 and 400
 * for a method or request target no operation has, 499 (the client is gone and never sees it), 500 (a bug, or in
 * tests a success body that breaks the contract), and the statuses fault injection is told to answer.
 */
const HEADERS_TOO_LARGE = 431;
/** Both backends refuse a request target over the limit before routing it, whatever the operation (lib/request-target.ts). */
const URI_TOO_LONG = 414;

/**
 * Statuses the code reaches only on a path no request can take (the analysis does not follow conditions). Each says
 * why; an entry no longer reported, or now declared, fails the second test: none outlives its reason.
 */
const NEVER_SENT: Record<string, string> = {
  'listBookingInvitations: 404':
    "findBooking's 404 for an invitation's booking: bookings are never removed from the store",
};

const mocksDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const found = reachableStatuses(mocksDir);
const bodyStatuses = new Set([...found.ofFunction('lib/node-http.ts', 'readBody'), HEADERS_TOO_LARGE]);
const idempotencyStatuses = found.ofFunction('lib/idempotency.ts', 'answer');

/** Each operation's statuses as `operationId: status`, with whether the contract declares it. */
function sendable(): { pair: string; declared: boolean }[] {
  const pairs: { pair: string; declared: boolean }[] = [];
  for (const { route, statuses } of found.routes) {
    const op = operation(route);
    if (!op) {
      pairs.push({ pair: `${route}: not in the contract`, declared: false });
      continue;
    }
    const all = new Set([...statuses, URI_TOO_LONG]);
    if (op.requestBody) for (const s of bodyStatuses) all.add(s);
    if (takesIdempotencyKey(op)) for (const s of idempotencyStatuses) all.add(s);
    for (const status of [...all].sort())
      pairs.push({ pair: `${op.operationId}: ${status}`, declared: String(status) in op.responses });
  }
  return pairs;
}

describe('the statuses the offline backend sends', () => {
  it('reads them from every route, each with a literal status', () => {
    expect(found.routes.length).toBeGreaterThanOrEqual(Object.values(contract.paths).flatMap(Object.keys).length);
    expect(found.dynamic).toEqual([]);
    const of = (route: string) => [...(found.routes.find((r) => r.route === route)?.statuses ?? [])].sort();
    // Through helpers in other modules: jsonBody → 400/415, the attempt limit → 429, requireRole → 401/403.
    expect(of('POST /user/login')).toEqual([400, 401, 403, 415, 429]);
    expect(of('POST /booking')).toEqual(expect.arrayContaining([400, 401, 403, 404, 409, 415]));
    expect([...idempotencyStatuses].sort()).toEqual([400, 422]);
    expect([...bodyStatuses].sort()).toEqual([413, 431]);
  });

  it('are each declared for their operation in the contract', () => {
    const undeclared = sendable().filter((p) => !p.declared);
    expect(undeclared.map((p) => p.pair).filter((pair) => !(pair in NEVER_SENT))).toEqual([]);
    // An exemption whose status is now declared or no longer reached has lost its reason.
    expect(Object.keys(NEVER_SENT).filter((pair) => !undeclared.some((p) => p.pair === pair))).toEqual([]);
  });
});
