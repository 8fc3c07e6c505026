// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_COOKIE,
  CONSENT_SETTINGS_COOKIE,
  consentFor,
  grantsAnalytics,
  parseConsent,
  readConsent,
} from './consent';
import { conversion, dataLayerEntry, setConsent, track, VISITOR_COOKIE } from './track';
import { expectConsoleError } from '../test/console';

const custom = (analytics: boolean) => consentFor({ analytics, personalization: true, advertising: false });

describe('consent rules', () => {
  it('stores true, minimal or custom with the four settings, essential always on', () => {
    expect(consentFor('accept')).toEqual({
      value: 'true',
      settings: { essential: true, analytics: true, personalization: true, advertising: true },
    });
    expect(consentFor('reject')).toEqual({
      value: 'minimal',
      settings: { essential: true, analytics: false, personalization: false, advertising: false },
    });
    expect(custom(false)).toEqual({
      value: 'custom',
      settings: { essential: true, analytics: false, personalization: true, advertising: false },
    });
  });

  it('grants analytics only for true, or custom with analytics on', () => {
    expect(grantsAnalytics(consentFor('accept'))).toBe(true);
    expect(grantsAnalytics(custom(true))).toBe(true);
    expect(grantsAnalytics(custom(false))).toBe(false);
    expect(grantsAnalytics(consentFor('reject'))).toBe(false);
    expect(grantsAnalytics(null)).toBe(false);
  });

  it('reads back what it wrote, and treats anything else as no choice (the banner shows)', () => {
    expect(parseConsent('true', undefined)).toEqual(consentFor('accept'));
    expect(parseConsent('minimal', 'garbage')).toEqual(consentFor('reject'));
    expect(parseConsent('custom', JSON.stringify(custom(true).settings))).toEqual(custom(true));
    // A custom choice without readable settings is no choice; unknown values too.
    expect(parseConsent('custom', '{oops')).toBeNull();
    expect(parseConsent('yes', undefined)).toBeNull();
    expect(parseConsent(undefined, undefined)).toBeNull();
  });
});

describe('the tracker', () => {
  afterEach(() => {
    for (const name of [CONSENT_COOKIE, CONSENT_SETTINGS_COOKIE, VISITOR_COOKIE]) Cookies.remove(name, { path: '/' });
    delete window.dataLayer;
    vi.restoreAllMocks();
  });

  it('gives conversions the amount in minor and major units, and NGN when the currency is unknown', () => {
    expect(conversion(12_500, 'GBP')).toEqual({ amount: 12_500, value: 125, currency: 'GBP' });
    expect(conversion(5_000, null)).toEqual({ amount: 5_000, value: 50, currency: 'NGN' });
    expect(conversion(undefined)).toEqual({ amount: 0, value: 0, currency: 'NGN' });
    expect(dataLayerEntry('Finish_Booking', { amount: 1 }, 'v1')).toEqual({
      event: 'Finish_Booking',
      amount: 1,
      visitor_id: 'v1',
    });
  });

  it('sends nothing and makes no visitor id before analytics consent', () => {
    track('Start_Booking', { providerId: 'pr_demo' });
    setConsent(consentFor('reject'));
    track('Start_Booking');
    setConsent(custom(false));
    track('Booking_Request', conversion(100, 'GBP'));
    expect(window.dataLayer).toBeUndefined();
    expect(Cookies.get(VISITOR_COOKIE)).toBeUndefined();
    expect(readConsent()).toEqual(custom(false));
  });

  it('pushes with consent, with a visitor id that stays, and stops at once when consent is withdrawn', () => {
    setConsent(consentFor('accept'));
    track('Start_Booking', { providerId: 'pr_demo' });
    const visitor = Cookies.get(VISITOR_COOKIE);
    expect(visitor).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    track('Booking_Request', conversion(100, 'GBP'));
    setConsent(custom(false));
    track('Finish_Booking', conversion(100, 'GBP'));
    expect(window.dataLayer).toEqual([
      {
        event: 'consent_update',
        analytics_storage: 'granted',
        personalization_storage: 'granted',
        ad_storage: 'granted',
      },
      { event: 'Start_Booking', providerId: 'pr_demo', visitor_id: visitor },
      { event: 'Booking_Request', amount: 100, value: 1, currency: 'GBP', visitor_id: visitor },
      {
        event: 'consent_update',
        analytics_storage: 'denied',
        personalization_storage: 'granted',
        ad_storage: 'denied',
      },
    ]);
    expect(Cookies.get(VISITOR_COOKIE)).toBeUndefined();
  });

  it('a broken data layer costs only a console error', () => {
    setConsent(consentFor('accept'));
    expectConsoleError(/Analytics is not available/);
    window.dataLayer = Object.freeze([]) as unknown as unknown[];
    expect(() => track('Start_Booking')).not.toThrow();
  });
});
