// Every handler of the offline backend, for one store and one base URL ('/api' in the browser, '' or a host in
// Node). Mock-only controls live under `${base}/__mock/`.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Db } from '../db';
import { errorResponse, createRouter, MockHttpError, type RequestContext } from '../lib/http';
import { faultFor, getFaults, setFaults, type FaultRule } from '../lib/faults';
import { readOutbox } from '../lib/outbox';
import { registerUser } from './user';
import { registerClientProfile } from './profiles/client';
import { registerProviderProfile } from './profiles/provider';
import { registerProviderInsurance, registerProviderQualifications } from './profiles/provider-credentials';
import { registerProviderHistory } from './profiles/provider-history';
import { registerRegions } from './profiles/regions';
import { registerTherapists } from './profiles/therapists';
import { registerUploadedFiles } from './profiles/uploads';
import { registerAppointments } from './scheduling/appointments';
import { registerAvailability } from './scheduling/availability';
import { registerBookingExtras } from './scheduling/booking-extras';
import { registerBookings } from './scheduling/bookings';
import { registerBookingPayments } from './scheduling/payments';
import { registerPolicies } from './scheduling/policies';
import { checkoutHandlers, registerWallet } from './wallet';
import { registerMessages } from './content/messages';
import { registerNotes } from './content/notes';
import { registerReviews } from './content/reviews';

export interface MockOptions {
  db: Db;
  /** Prefix of every API path: '/api' in the browser, e.g. 'http://127.0.0.1:4010' in Node. */
  baseUrl: string;
  /** Tests pass the contract check (see test-utils.ts). */
  checkResponse?: (method: string, path: string, body: unknown) => string[];
}

export function createHandlers({ db, baseUrl, checkResponse }: MockOptions): HttpHandler[] {
  return buildHandlers({ db, baseUrl, checkResponse }).handlers;
}

/** The handlers and the list of contract operations they answer. */
export function buildHandlers({ db, baseUrl, checkResponse }: MockOptions): { handlers: HttpHandler[]; routes: string[] } {
  const router = createRouter(baseUrl, {
    checkResponse,
    async before(ctx: RequestContext) {
      const apiPath = ctx.url.pathname.slice(new URL(baseUrl || '/', 'http://x').pathname.replace(/\/$/, '').length) || '/';
      const fault = faultFor(ctx.request.method, apiPath);
      if (fault?.delayMs) await delay(fault.delayMs);
      if (fault?.status) throw new MockHttpError(fault.status, fault.message ?? `Injected fault: ${fault.status}`, { code: 'INJECTED_FAULT' });
    },
    after(ctx: RequestContext) {
      if (ctx.request.method !== 'GET') db.save();
    },
  });

  registerUser(router, db);
  registerUploadedFiles(router, db);
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
  registerAvailability(router, db);
  registerWallet(router, db);
  registerNotes(router, db);
  registerReviews(router, db);
  registerMessages(router, db);

  const control: HttpHandler[] = [
    http.post(`${baseUrl}/__mock/reset`, () => {
      db.reset();
      return HttpResponse.json({ message: 'Demo data reset' });
    }),
    http.get(`${baseUrl}/__mock/outbox`, () => HttpResponse.json({ mails: readOutbox(db) })),
    http.get(`${baseUrl}/__mock/faults`, () => HttpResponse.json({ faults: getFaults() })),
    http.put(`${baseUrl}/__mock/faults`, async ({ request }) => {
      try {
        const { faults } = (await request.json()) as { faults: FaultRule[] };
        setFaults(Array.isArray(faults) ? faults : []);
        return HttpResponse.json({ faults: getFaults() });
      } catch (error) {
        return errorResponse(error);
      }
    }),
  ];
  return { handlers: [...control, ...checkoutHandlers(db, baseUrl), ...router.handlers], routes: router.routes };
}
