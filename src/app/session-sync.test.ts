// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { startSession, storageKeys } from '../lib/session';
import type { AppRouter } from './router';
import { followSessionAcrossTabs } from './session-sync';

/** Another tab's change arrives as storage events (one per key), after localStorage has changed. */
function otherTab(change: () => void) {
  change();
  for (const key of Object.values(storageKeys)) window.dispatchEvent(new StorageEvent('storage', { key }));
}

function fakeRouter(routeId: string) {
  const navigate = vi.fn(async () => {});
  const invalidate = vi.fn(async () => {});
  const router = {
    state: { location: { href: '/appointments/?id=bk_1' }, matches: [{ routeId: '__root__' }, { routeId }] },
    navigate,
    invalidate,
  };
  return { router: router as unknown as AppRouter, navigate, invalidate };
}

function signedIn(token = 'tok-a') {
  startSession({
    token,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    isActive: true,
    userType: 'client',
  });
}

describe('several tabs are one session', () => {
  it('another tab’s sign-out leaves a private page for the sign-in page, then drops every cached response', async () => {
    signedIn();
    const queryClient = new QueryClient();
    queryClient.setQueryData(['/booking'], { items: ['private'] });
    const { router, navigate } = fakeRouter('/_authenticated/appointments/');
    const stop = followSessionAcrossTabs(router, queryClient);
    otherTab(() => localStorage.clear());
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith({
      to: '/login/',
      search: { redirect: '/appointments/?id=bk_1' },
      replace: true,
    });
    await vi.waitFor(() => expect(queryClient.getQueryData(['/booking'])).toBeUndefined());
    stop();
  });

  it('on a public page it stays, drops the cache and loads the page again', () => {
    signedIn();
    const queryClient = new QueryClient();
    queryClient.setQueryData(['/booking'], { items: ['private'] });
    const { router, navigate, invalidate } = fakeRouter('/therapists/$id');
    const stop = followSessionAcrossTabs(router, queryClient);
    otherTab(() => localStorage.clear());
    expect(navigate).not.toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['/booking'])).toBeUndefined();
    stop();
  });

  it('another account signing in drops the old account’s data; changes of other keys are ignored', () => {
    signedIn('tok-a');
    const queryClient = new QueryClient();
    const { router, invalidate } = fakeRouter('/_authenticated/overview/');
    const stop = followSessionAcrossTabs(router, queryClient);
    otherTab(() => localStorage.setItem('demo-backend-state', '{}'));
    expect(invalidate).not.toHaveBeenCalled();
    queryClient.setQueryData(['/user/info'], { firstName: 'Grace' });
    otherTab(() => localStorage.setItem(storageKeys.token, 'tok-b'));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['/user/info'])).toBeUndefined();
    stop();
  });
});
