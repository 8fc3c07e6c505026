// Every handler of the offline backend, for one store and one base URL ('/api' in the browser, '' or a host in
// Node). Mock-only controls live under `${base}/__mock/`.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { createSeed, STATE_VERSION, type Db, type DemoState } from '../db';
import { z } from 'zod/mini';
import { badRequest, errorResponse, createRouter, jsonBody, MockHttpError, type RequestContext } from '../lib/http';
import {
  checkFaults,
  faultFor,
  faultProblems,
  htmlFaultAnswer,
  sharedFaultRules,
  type FaultRule,
  type FaultRules,
} from '../lib/faults';
import { IdempotencyStore } from '../lib/idempotency';
import { readOutbox } from '../lib/outbox';
import { stateProblems } from '../lib/state-shape';
import { registerUser } from './user';
import { registerClientProfile } from './profiles/client';
import { registerProviderProfile } from './profiles/provider';
import { registerProviderInsurance, registerProviderQualifications } from './profiles/provider-credentials';
import { registerProviderHistory } from './profiles/provider-history';
import { registerRegions } from './profiles/regions';
import { registerTherapists } from './profiles/therapists';
import { registerFiles } from './files';
import { registerCalendar } from './calendar';
import { registerInsights } from './insights';
import { registerAppointments } from './scheduling/appointments';
import { registerAvailability } from './scheduling/availability';
import { registerBookingExtras } from './scheduling/booking-extras';
import { registerBookings } from './scheduling/bookings';
import { registerBookingPayments } from './scheduling/payments';
import { registerPolicies } from './scheduling/policies';
import { notifyWaitlists, registerWaitlist } from './scheduling/waitlist';
import { checkoutHandlers, registerWallet } from './wallet';
import { registerMessages, stampCopiedChanges } from './content/messages';
import { registerNotes } from './content/notes';
import { registerReviews } from './content/reviews';
import { registerProviderBank } from './profiles/provider-bank';

/** `PUT /__mock/faults` takes `{ faults: [rule, …] }`; each rule is checked by lib/faults.ts. */
const faultsBody = z.strictObject({ faults: z.array(z.unknown()) });
/** `PUT /__mock/state` takes `{ state }`, a whole state as `GET /__mock/state` gives it (of this version). */
const stateBody = z.strictObject({ state: z.looseObject({ version: z.number(), seededAt: z.string() }) });

export interface MockOptions {
  db: Db;
  /** Prefix of every API path: '/api' in the browser, e.g. 'http://127.0.0.1:4010' in Node. */
  baseUrl: string;
  /** Tests pass the contract check (see test-utils.ts). */
  checkResponse?: (method: string, path: string, body: unknown) => string[];
  /** Where the fault rules are kept: shared by every caller unless given (each tab's own in the demo's worker). */
  faults?: FaultRules;
  /** Whether the caller aborted this request (a service worker's request does not hear of it: worker/backend.ts). */
  wasAborted?: (request: Request) => boolean;
}

/** POST calls that only read (the contract sends their input as a body): nothing to save after them. */
const readOnlyPosts = new Set(['/messages/conversations']);

export function createHandlers(options: MockOptions): HttpHandler[] {
  return buildHandlers(options).handlers;
}

/** The handlers and the list of contract operations they answer. */
export function buildHandlers({ db, baseUrl, checkResponse, faults = sharedFaultRules, wasAborted }: MockOptions): {
  handlers: HttpHandler[];
  routes: string[];
} {
  const basePath = new URL(baseUrl || '/', 'http://x').pathname.replace(/\/$/, '');
  const faultOf = (ctx: RequestContext) =>
    faultFor(ctx.request.method, ctx.url.pathname.slice(basePath.length) || '/', faults.of(ctx.request));
  // An injected 401 is the backend's own (a token that stopped working): the app signs out on its code.
  const injected = (status: number, message?: string) =>
    status === 401
      ? new MockHttpError(401, message ?? 'Unauthorized', { code: 'UNAUTHORIZED_ACCESS' })
      : new MockHttpError(status, message ?? `Injected fault: ${status}`, { code: 'INJECTED_FAULT' });
  const faultAnswer = ({ status = 500, message, html }: FaultRule) =>
    html ? htmlFaultAnswer(status) : errorResponse(injected(status, message));
  const idempotency = new IdempotencyStore(
    () => db.now().getTime(),
    () => db.state.seededAt,
  );
  const router = createRouter(baseUrl, {
    checkResponse,
    idempotency,
    wasAborted,
    async before(ctx: RequestContext) {
      await db.ready;
      const fault = faultOf(ctx);
      if (fault?.delayMs) await delay(fault.delayMs);
      if (fault?.status && !fault.applied) {
        if (fault.html) throw htmlFaultAnswer(fault.status);
        throw injected(fault.status, fault.message);
      }
    },
    after(ctx: RequestContext) {
      if (ctx.request.method === 'GET' || readOnlyPosts.has(ctx.url.pathname.slice(basePath.length))) return;
      // Any change may free an earlier time (a cancellation, new availability, a reschedule): the waitlist hears of it.
      notifyWaitlists(db);
      db.save();
    },
    deliver(ctx: RequestContext, response: Response) {
      const fault = faultOf(ctx);
      return fault?.status && fault.applied ? faultAnswer(fault) : response;
    },
    // A change runs alone, from its first read to its save.
    around(method, work) {
      return method === 'get' ? work() : db.exclusive(work);
    },
  });

  registerUser(router, db);
  registerFiles(router, db);
  registerCalendar(router, db);
  registerProviderProfile(router, db);
  registerProviderQualifications(router, db);
  registerProviderHistory(router, db);
  registerProviderInsurance(router, db);
  registerTherapists(router, db);
  registerClientProfile(router, db);
  registerRegions(router);
  registerBookings(router, db);
  registerBookingPayments(router, db);
  registerBookingExtras(router, db);
  registerAppointments(router, db);
  registerPolicies(router, db);
  registerWaitlist(router, db);
  registerAvailability(router, db);
  registerWallet(router, db);
  registerNotes(router, db);
  registerReviews(router, db);
  registerMessages(router, db);
  registerProviderBank(router, db);
  registerInsights(router, db);

  const control: HttpHandler[] = [
    // `?dataSet=large` restores the large data set instead of the default one.
    http.post(`${baseUrl}/__mock/reset`, ({ request }) =>
      db.exclusive(async () => {
        db.reset(new URL(request.url).searchParams.get('dataSet') === 'large' ? 'large' : 'default');
        idempotency.clear();
        return HttpResponse.json({ message: 'Demo data reset' });
      }),
    ),
    http.get(`${baseUrl}/__mock/outbox`, () => HttpResponse.json({ mails: readOutbox(db) })),
    // The whole state and its revision, for tests that read what the backend holds or share it between browsers.
    http.get(`${baseUrl}/__mock/state`, () => HttpResponse.json({ revision: db.revision, state: db.state })),
    http.put(`${baseUrl}/__mock/state`, async ({ request }) =>
      db.exclusive(async () => {
        try {
          const { state } = await jsonBody({ request, params: {}, url: new URL(request.url) }, stateBody);
          if (state.version !== STATE_VERSION) throw badRequest([`state.version: must be ${STATE_VERSION}`]);
          const problems = stateProblems(state, createSeed(db.now()));
          if (problems.length) throw badRequest(problems);
          const next = state as unknown as DemoState;
          stampCopiedChanges(db.state.messages, next.messages, db.now().toISOString());
          db.replace(next);
          return HttpResponse.json({ revision: db.revision });
        } catch (error) {
          return errorResponse(error);
        }
      }),
    ),
    http.get(`${baseUrl}/__mock/faults`, ({ request }) => HttpResponse.json({ faults: faults.of(request) })),
    http.put(`${baseUrl}/__mock/faults`, async ({ request }) => {
      try {
        const body = await jsonBody({ request, params: {}, url: new URL(request.url) }, faultsBody);
        const problems = faultProblems(body.faults);
        if (problems.length) throw badRequest(problems);
        faults.replace(request, checkFaults(body.faults));
        return HttpResponse.json({ faults: faults.of(request) });
      } catch (error) {
        return errorResponse(error);
      }
    }),
  ];
  return { handlers: [...control, ...checkoutHandlers(db, baseUrl), ...router.build()], routes: router.routes };
}
