import { createMemoryHistory } from '@tanstack/react-router';
import { render, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { LoginResponse } from '../../generated/model';
import { App } from '../app/App';
import { connectApiClient } from '../app/api-setup';
import { createAppRouter } from '../app/router';
import { configureApiClient } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { clearSession } from '../lib/session';
import { seededUser } from './fixtures';
import { pendingLazyLoads } from './lazy-loads';

export const API = 'http://api.test';

/** The whole app (router, providers, API client wiring) at `url`, in memory, talking to `API` (or `baseUrl`). */
export function renderApp(url: string, baseUrl = API) {
  const queryClient = createQueryClient();
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createAppRouter({ queryClient, history });
  connectApiClient(router, queryClient);
  configureApiClient({ baseUrl });
  const view = render(<App router={router} queryClient={queryClient} />);
  rendered.add(router);
  return { ...view, router, queryClient, history };
}

const rendered = new Set<ReturnType<typeof createAppRouter>>();

// A navigation still under way when a test ends finishes after it; at the end of a file that is after the test
// environment (and `window`) is gone, where React throws. Each test waits for its routers to settle, through Testing
// Library's waitFor so that what they render on the way is awaited as a user would see it (no act() warning); so does
// a lazy component's chunk still loading.
afterEach(async () => {
  const routers = [...rendered];
  rendered.clear();
  await waitFor(
    () => {
      routers.forEach((r) => expect(r.state.status).toBe('idle'));
      expect(pendingLazyLoads()).toBe(0);
    },
    { timeout: 2_000 },
  ).catch(() => {});
});

export function resetBrowserState() {
  clearSession();
  localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  // A visitor who has made the cookie choice and passed the country prompt, as in e2e (decision 0065).
  Cookies.set('cookieConsent', 'minimal', { path: '/' });
  Cookies.set('ignoreOperatingCountryPrompt', 'true', { path: '/' });
}

/** The seeded demo client (Grace Adeyemi, mocks/data/ids.ts). */
export const clientUser = seededUser('client');

export function loginResponse(expiresInMs = 3_600_000): LoginResponse {
  return {
    token: 'tok-good',
    expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
    userType: clientUser.userType,
    isActive: clientUser.isActive,
    user: clientUser,
  };
}
