import { FILTERED, scrubBreadcrumb, scrubEvent, scrubText } from './sentry-scrub';

describe('what an error report may carry', () => {
  it('masks e-mail addresses and drops the query and fragment of every URL', () => {
    expect(scrubText('No account for grace.a+1@example.co.uk')).toBe('No account for [email]');
    expect(scrubText('GET https://api.example.com/booking?searchQuery=anxiety#top failed')).toBe(
      'GET https://api.example.com/booking failed',
    );
    expect(scrubText('/reset-password/?token=abc')).toBe('/reset-password/');
  });

  it('keeps no copied accessible names in click breadcrumbs, no console arguments, no URL queries', () => {
    expect(
      scrubBreadcrumb({
        category: 'ui.click',
        message: 'header > button.menu[aria-label="Account menu for Grace Adeyemi"]',
      })?.message,
    ).toBe(`header > button.menu[aria-label="${FILTERED}"]`);
    expect(
      scrubBreadcrumb({ category: 'console', message: 'Failed', data: { arguments: [{ firstName: 'Grace' }] } }),
    ).toEqual({ category: 'console', message: 'Failed' });
    expect(
      scrubBreadcrumb({ category: 'fetch', data: { url: '/api/chat/pr_demo?searchQuery=my%20divorce', method: 'GET' } })
        ?.data,
    ).toEqual({ url: '/api/chat/pr_demo', method: 'GET' });
    expect(
      scrubBreadcrumb({ category: 'navigation', data: { from: '/login/?redirect=%2Fwallet%2F', to: '/wallet/' } })
        ?.data,
    ).toEqual({ from: '/login/', to: '/wallet/' });
  });

  it('drops the user, request headers’ queries, and fields that name a person or hold what they wrote', () => {
    const event = scrubEvent({
      type: undefined,
      user: { email: 'grace@example.com', ip_address: '10.0.0.1' },
      request: {
        url: 'https://app.example.com/messages/pr_demo/?q=hello',
        headers: { Referer: 'https://app.example.com/login/?email=grace@example.com' },
        cookies: { session: 'x' },
      },
      extra: { body: 'I feel anxious', firstName: 'Grace', nested: { lastName: 'Adeyemi', count: 2 }, note: 'private' },
      contexts: { react: { componentStack: 'at Boom' }, culture: { locale: 'en' } },
    });
    expect(event.user).toBeUndefined();
    expect(event.request).toEqual({
      url: 'https://app.example.com/messages/pr_demo/',
      headers: { Referer: 'https://app.example.com/login/' },
    });
    expect(event.extra).toEqual({
      body: FILTERED,
      firstName: FILTERED,
      nested: { lastName: FILTERED, count: 2 },
      note: FILTERED,
    });
    expect(event.contexts).toEqual({ react: { componentStack: 'at Boom' }, culture: { locale: 'en' } });
  });
});
