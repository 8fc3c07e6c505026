// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { listenStrictly } from '../../../mocks/test-server';
import { startSession } from '../../lib/session';
import { browserTimeZone } from '../../lib/time-zone';
import { seededApi, shellHandlers } from '../../test/fixtures';
import { API, loginResponse, renderApp, resetBrowserState } from '../../test/render-app';

// GET /user/timezone may answer any name of the contract's pattern; the browser's Intl knows only real zones.
let stored = 'duJROTrsqjR/qQ44FO';
const seeded = seededApi();
const server = setupServer(
  http.get(`${API}/user/timezone`, () => HttpResponse.json({ timezone: stored })),
  ...['/user/info', '/user/calendar-subscription', '/region/user-timezone', '/region/country', '/region/languages'].map(
    (path) => http.get(`${API}${path}`, ({ request }) => seeded.forward(request, 'client')),
  ),
  ...shellHandlers(seeded, API),
);
listenStrictly(server);
beforeEach(() => {
  resetBrowserState();
  startSession(loginResponse());
});
afterEach(() => server.resetHandlers());

const section = () => screen.findByRole('region', { name: 'Time zone' }, { timeout: 8_000 });

describe('the settings page’s time zone', () => {
  it('names a stored zone the browser does not know as invalid and shows times in the browser’s zone', async () => {
    renderApp('/account/settings/');
    const zone = within(await section());
    expect(await zone.findByRole('status')).toHaveTextContent(
      'Your saved time zone duJROTrsqjR/qQ44FO is not a valid time zone, so times are shown in this device’s zone.',
    );
    expect(zone.getByText(/^Times are shown in/)).toHaveTextContent(
      `Times are shown in ${browserTimeZone().replace(/_/g, ' ')}`,
    );
  });

  it('says nothing of the kind for a real zone', async () => {
    stored = 'Africa/Lagos';
    renderApp('/account/settings/');
    const zone = within(await section());
    expect(await zone.findByText(/^Times are shown in/)).toHaveTextContent(
      'Times are shown in Africa/Lagos (GMT+01:00).',
    );
    expect(zone.queryByText(/is not a valid time zone/)).not.toBeInTheDocument();
  });
});
