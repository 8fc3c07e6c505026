// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey, registerDraft, takeDraft } from './drafts';
import { ADMIN_IMPERSONATION_COOKIE, getSession, startSession, USER_TYPE_COOKIE } from './session';
import { signOut } from './sign-out';

// The installed app's saved answers live in IndexedDB (idb-keyval), which jsdom lacks: the store is observed here.
const idb = vi.hoisted(() => ({ clear: vi.fn(async () => {}) }));
vi.mock('idb-keyval', () => ({
  createStore: () => 'offline-store',
  clear: idb.clear,
  get: vi.fn(),
  update: vi.fn(),
}));

const KEY = draftKey({ pathname: '/appointments/', search: { modal: 'cancel', id: 'bk_confirmed_far' } });

function signedInWithEverything() {
  startSession({
    token: 'tok-cl_demo',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    isActive: true,
    userType: 'client',
    user: { identifier: 'cl_demo' },
  });
  localStorage.setItem('clientProfile', '{"firstName":"Ada"}');
  Cookies.set(ADMIN_IMPERSONATION_COOKIE, 'imp-1', { path: '/' });
  sessionStorage.setItem(`form-draft:${KEY}`, JSON.stringify({ owner: 'cl_demo', values: { note: 'Earlier.' } }));
  const queryClient = new QueryClient();
  queryClient.setQueryData(['/booking'], { items: ['private'] });
  return queryClient;
}

beforeEach(() => {
  vi.stubEnv('VITE_PWA', 'true');
  idb.clear.mockClear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllEnvs());

describe('signOut: the one clean-up of every way out', () => {
  it('forgets the session, local storage, the cookies, the drafts, the saved answers and the cache', async () => {
    const queryClient = signedInWithEverything();
    await signOut(queryClient);
    expect(getSession()).toBeNull();
    expect(Object.keys(localStorage)).toEqual([]);
    expect(Cookies.get(USER_TYPE_COOKIE)).toBeUndefined();
    expect(Cookies.get(ADMIN_IMPERSONATION_COOKIE)).toBeUndefined();
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    await vi.waitFor(() => expect(idb.clear).toHaveBeenCalledWith('offline-store'));
  });

  it('drops the cache only after leaving the page, so that the page does not fetch again without a token', async () => {
    const queryClient = signedInWithEverything();
    let cachedWhileLeaving: unknown;
    await signOut(queryClient, {
      leave: async () => {
        cachedWhileLeaving = queryClient.getQueryData(['/booking']);
        expect(getSession()).toBeNull();
      },
    });
    expect(cachedWhileLeaving).toEqual({ items: ['private'] });
    expect(queryClient.getQueryData(['/booking'])).toBeUndefined();
  });

  it('a forced sign-in keeps what the open dialog holds, for the same user only', async () => {
    const queryClient = signedInWithEverything();
    sessionStorage.clear();
    const forget = registerDraft(KEY, () => ({ note: 'Running late, sorry.' }));
    await signOut(queryClient, { keepOpenForms: true });
    forget();
    expect(getSession()).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    startSession({
      token: 't2',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      isActive: true,
      userType: 'client',
      user: { identifier: 'cl_demo' },
    });
    expect(takeDraft(KEY)).toEqual({ note: 'Running late, sorry.' });
  });

  it('cancels what is still loading, so that no late answer lands in the signed-out cache', async () => {
    const queryClient = signedInWithEverything();
    let aborted = false;
    let answerLate = (_answer: string) => {};
    const late = new Promise<string>((resolve) => (answerLate = resolve));
    const loading = queryClient
      .query({
        queryKey: ['/slow'],
        queryFn: ({ signal }) => {
          signal.addEventListener('abort', () => (aborted = true));
          return late;
        },
      })
      .catch(() => {});
    await signOut(queryClient, { leave: () => Promise.resolve() });
    // The answer arrives only after the sign-out, and the query has settled on it (or on its cancellation).
    answerLate('late');
    await loading;
    expect(aborted).toBe(true);
    expect(queryClient.getQueryData(['/slow'])).toBeUndefined();
  });
});
