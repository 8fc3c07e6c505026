// API data for component tests, taken from the offline backend (mocks/): a fixture is what the mock answers for its
// seeded demo world, checked against the contract on the way out, so it cannot drift from the API. A test overrides
// only what it is about.
import { getResponse, http, type HttpHandler } from 'msw';
import type { AvailabilityTimeSlot, UserInfo } from '../../generated/model';
import { DEMO_PASSWORD, emails, ids } from '../../mocks/data/ids';
import { GENERAL, slotIdentifier } from '../../mocks/data/scheduling';
import { Db } from '../../mocks/db';
import { createHandlers } from '../../mocks/handlers';
import { userInfo } from '../../mocks/handlers/user';
import { checkResponse } from '../../mocks/lib/contract-check';
import type { PathWith, SuccessBody } from '../../mocks/lib/http';
import { required } from '../../mocks/lib/required';

const BASE = 'http://fixtures.mock';
const HOUR = 3_600_000;

/** A demo account (mocks/data/ids.ts) a fixture is asked for. */
export type DemoUser = keyof typeof emails;

/** A demo account's `GET /user/info`, as the seed has it. */
export function seededUser(who: DemoUser = 'client'): UserInfo {
  const account = new Db().state.accounts.find((a) => a.identifier === ids[who]);
  if (!account) throw new Error(`no seeded account ${who}`);
  return userInfo(account);
}

interface FixtureRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Signed in as this demo account; anonymous without. */
  as?: DemoUser;
}

export interface SeededApi {
  /** The offline backend's answer to `GET path` (a contract path with `{params}`); throws unless it succeeds. */
  get<P extends PathWith<'get'>>(path: P, request?: FixtureRequest): Promise<SuccessBody<P, 'get'>>;
  /** Answers a request the app sent to another API base with the offline backend, signed in as `as`. */
  forward(request: Request, as?: DemoUser): Promise<Response>;
}

/**
 * A freshly seeded offline backend, answering in-process (no network, so a test's msw server never sees it). It is
 * set up on its first request.
 */
export function seededApi(): SeededApi {
  let handlers: HttpHandler[] | undefined;
  const tokens = new Map<DemoUser, Promise<string>>();

  async function answer(url: string, init: RequestInit, as: DemoUser | undefined): Promise<Response> {
    const headers = new Headers(init.headers);
    if (as) headers.set('authorization', `Bearer ${await tokenOf(as)}`);
    handlers ??= createHandlers({ db: new Db(), baseUrl: BASE, checkResponse });
    const response = await getResponse(handlers, new Request(`${BASE}${url}`, { ...init, headers }));
    if (!response) throw new Error(`the offline backend has no handler for ${init.method ?? 'GET'} ${url}`);
    return response;
  }

  async function json<T>(url: string, init: RequestInit, as?: DemoUser): Promise<T> {
    const response = await answer(url, init, as);
    if (!response.ok)
      throw new Error(`fixture ${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  function tokenOf(who: DemoUser): Promise<string> {
    let token = tokens.get(who);
    if (!token) {
      const body = JSON.stringify({ email: emails[who], password: DEMO_PASSWORD });
      token = json<{ token: string }>('/user/login', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      }).then((r) => r.token);
      tokens.set(who, token);
    }
    return token;
  }

  return {
    get(path, { params = {}, query, as } = {}) {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(required(params[name], `a value for {${name}} in ${path}`)),
      );
      return json(query ? `${url}?${new URLSearchParams(query)}` : url, { method: 'GET' }, as);
    },
    async forward(request, as) {
      const { pathname, search } = new URL(request.url);
      const body =
        request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.clone().arrayBuffer();
      const headers = new Headers(request.headers);
      headers.delete('authorization');
      return answer(`${pathname}${search}`, { method: request.method, headers, body }, as);
    },
  };
}

/** A slot of a GENERAL calendar, identified as the offline backend identifies its slots. */
export function timeSlot(
  startTime: string,
  hours = 1,
  providerIdentifier: string = ids.provider,
): AvailabilityTimeSlot {
  const start = Date.parse(startTime);
  return {
    identifier: slotIdentifier(providerIdentifier, GENERAL, start),
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + hours * HOUR).toISOString(),
  };
}

/**
 * What the signed-in app shell asks on every page, answered by the seeded backend: the header's own profile (`/client`
 * as the demo client, `/provider` as the demo provider) and the messages link's unread badge (as `chatsAs`).
 */
export function shellHandlers(seeded: SeededApi, api: string, chatsAs: DemoUser = 'client'): HttpHandler[] {
  return [
    http.get(`${api}/client`, ({ request }) => seeded.forward(request, 'client')),
    http.get(`${api}/provider`, ({ request }) => seeded.forward(request, 'provider')),
    http.get(`${api}/messages/chat-list`, ({ request }) => seeded.forward(request, chatsAs)),
  ];
}
