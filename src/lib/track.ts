import Cookies from 'js-cookie';
import { useEffect, useRef } from 'react';
import { newIdempotencyKey } from './idempotency';
import { analyticsAllowed, cookieOptions, grantsAnalytics, saveConsent, type ConsentChoice } from './consent';

/** The product's tracking events, by the spec's exact names. */
export type TrackEvent =
  | 'Start_Client_SignUp'
  | 'Start_Provider_Sign_Up'
  | 'Provider_SignUp_Success'
  | 'Start_Booking'
  | 'Booking_Request'
  | 'Start_Booking_Payment'
  | 'Finish_Booking';

export type TrackProperties = Record<string, string | number | boolean | null>;

/** The spec's default currency for conversion tracking. */
const DEFAULT_CURRENCY = 'NGN';
export const VISITOR_COOKIE = 'visitor_id';

/** A conversion's amount (minor units, as the API gives it), its value in major units, and its currency. */
export function conversion(amount: number | null | undefined, currencyCode?: string | null): TrackProperties {
  const minor = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  return { amount: minor, value: minor / 100, currency: currencyCode || DEFAULT_CURRENCY };
}

/** What goes into the data layer for one event. */
export function dataLayerEntry(event: string, properties: TrackProperties, visitorId: string): TrackProperties {
  return { ...properties, event, visitor_id: visitorId };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The visitor's id (a random UUID kept 365 days), made with the first event analytics may receive. */
function visitorId(): string {
  const known = Cookies.get(VISITOR_COOKIE);
  if (known) return known;
  const id = newIdempotencyKey();
  Cookies.set(VISITOR_COOKIE, id, cookieOptions);
  return id;
}

/** Pushes to the tag manager's data layer; a broken one costs a console error, never the user's flow. */
function push(entry: TrackProperties): boolean {
  try {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push(entry);
    return true;
  } catch (error) {
    console.error('Analytics is not available', error);
    return false;
  }
}

// The demo's dev menu lists what was tracked ("Tracking events"); the production build keeps no log.
const keepLog = import.meta.env.VITE_MOCKS === 'true';
const LOG_KEY = 'trackLog';
export interface TrackLogEntry {
  at: string;
  event: string;
  properties: TrackProperties;
  sent: boolean;
}
let log: TrackLogEntry[] = [];
const logListeners = new Set<() => void>();
if (keepLog) {
  try {
    log = JSON.parse(sessionStorage.getItem(LOG_KEY) ?? '[]') as TrackLogEntry[];
  } catch {
    log = [];
  }
}

function record(event: string, properties: TrackProperties, sent: boolean) {
  if (!keepLog) return;
  log = [{ at: new Date().toISOString(), event, properties, sent }, ...log].slice(0, 50);
  try {
    sessionStorage.setItem(LOG_KEY, JSON.stringify(log));
  } catch {
    // A full storage only loses the demo's log.
  }
  logListeners.forEach((listener) => listener());
}

export const trackLog = {
  read: (): TrackLogEntry[] => log,
  subscribe: (listener: () => void): (() => void) => {
    logListeners.add(listener);
    return () => logListeners.delete(listener);
  },
};

/** Records a tracking event: pushed to `window.dataLayer` only with analytics consent (checked at every call). */
export function track(event: TrackEvent, properties: TrackProperties = {}): void {
  const allowed = analyticsAllowed();
  const sent = allowed && push(dataLayerEntry(event, properties, visitorId()));
  record(event, properties, sent);
}

const tracked = new Set<string>();

/** Tracks an outcome once per page life, however many paths reach it (`key` names it, e.g. the booking). */
export function trackOnce(key: string, event: TrackEvent, properties: TrackProperties = {}): void {
  if (tracked.has(`${event}:${key}`)) return;
  tracked.add(`${event}:${key}`);
  track(event, properties);
}

/**
 * Tracks once when a component shows (a modal opening, a page): with `properties` null it waits for them (data on
 * its way). A new `key` tracks again. React's development double mount does not track twice.
 */
export function useTrackOnce(event: TrackEvent, properties: TrackProperties | null, key: string = event): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!properties || done.current === key) return;
    done.current = key;
    track(event, properties);
  });
}

/** Sets traits of the visitor (the country prompt's choice); a failure is only logged. */
export function identify(traits: TrackProperties): void {
  try {
    if (!analyticsAllowed()) return;
    if (!push({ event: 'identify', visitor_id: visitorId(), ...traits })) return;
    record('identify', traits, true);
  } catch (error) {
    console.error('The visitor traits could not be updated', error);
  }
}

/**
 * Saves the visitor's cookie choice. Analytics follows it at once: a grant is announced to the data layer, a
 * withdrawal too (if anything was sent before) and the visitor id is forgotten.
 */
export function setConsent(choice: ConsentChoice): void {
  const before = analyticsAllowed();
  saveConsent(choice);
  const now = grantsAnalytics(choice);
  const state = (on: boolean) => (on ? 'granted' : 'denied');
  const update = {
    event: 'consent_update',
    analytics_storage: state(now),
    personalization_storage: state(choice.settings.personalization),
    ad_storage: state(choice.settings.advertising),
  };
  if (now) push(update);
  else if (before) {
    push(update);
    Cookies.remove(VISITOR_COOKIE, { path: '/' });
  }
}
