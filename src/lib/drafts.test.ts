// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forceSignIn } from '../app/api-setup';
import type { AppRouter } from '../app/router';
import { clearDrafts, draftKey, keepDrafts, registerDraft, takeDraft } from './drafts';
import { clearSession, startSession, storageKeys } from './session';
import { defineModal, idParam, modalSearchSchema } from './modal-descriptor';

// The draft's key counts the modal's own parameters, which the app's modal list declares.
modalSearchSchema([
  defineModal({
    name: 'cancel',
    params: { id: idParam },
    load: () => Promise.resolve({ default: () => null }),
  }),
]);

const KEY = draftKey({ pathname: '/appointments/', search: { modal: 'cancel', id: 'bk_confirmed_far' } });
const signInAs = (identifier: string) =>
  startSession({
    token: `tok-${identifier}`,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    isActive: true,
    userType: 'client',
    user: { identifier },
  });
const stored = () => Object.keys(sessionStorage).filter((key) => key.startsWith('form-draft:'));

beforeEach(() => {
  sessionStorage.clear();
  clearSession();
});

describe('drafts across a forced sign-in', () => {
  it('are keyed by the dialog: the page, the modal and its parameters, not other search params', () => {
    expect(
      draftKey({
        pathname: '/appointments/',
        search: { modal: 'cancel', id: 'bk_confirmed_far', status: 'confirmed' },
      }),
    ).toBe(KEY);
    expect(draftKey({ pathname: '/appointments/', search: { modal: 'cancel', id: 'bk_other' } })).not.toBe(KEY);
  });

  it('keep what an open form holds for its user, and give it back once, to that user only', () => {
    signInAs('cl_demo');
    const forget = registerDraft(KEY, () => ({ note: 'Running late, sorry.' }));
    keepDrafts();
    forget();
    expect(stored()).toHaveLength(1);
    clearSession();
    signInAs('cl_demo');
    expect(takeDraft(KEY)).toEqual({ note: 'Running late, sorry.' });
    expect(takeDraft(KEY)).toBeUndefined();
    expect(stored()).toEqual([]);
  });

  it('never give one user’s draft to another, and drop it', () => {
    signInAs('cl_demo');
    const forget = registerDraft(KEY, () => ({ note: 'Private note' }));
    keepDrafts();
    forget();
    clearSession();
    signInAs('pr_demo');
    expect(takeDraft(KEY)).toBeUndefined();
    expect(stored()).toEqual([]);
  });

  it('keep nothing for an untouched form, a form that is gone, or a session without its user', () => {
    signInAs('cl_demo');
    registerDraft(KEY, () => ({ note: 'gone' }))();
    const untouched = registerDraft(KEY, () => undefined);
    keepDrafts();
    untouched();
    startSession({
      token: 'tok-old',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      isActive: true,
      userType: 'client',
    });
    const typed = registerDraft(KEY, () => ({ note: 'typed' }));
    keepDrafts();
    typed();
    expect(stored()).toEqual([]);
  });

  it('are forgotten on sign-out', () => {
    signInAs('cl_demo');
    registerDraft(KEY, () => ({ note: 'typed' }))();
    sessionStorage.setItem('unrelated', 'stays');
    const forget = registerDraft(KEY, () => ({ note: 'typed' }));
    keepDrafts();
    forget();
    expect(stored()).toHaveLength(1);
    clearDrafts();
    expect(sessionStorage.getItem('unrelated')).toBe('stays');
    expect(stored()).toEqual([]);
  });

  it('are kept by the forced sign-in (a 401) before it drops the session', () => {
    signInAs('cl_demo');
    const forget = registerDraft(KEY, () => ({ note: 'Typed before the 401' }));
    const router = {
      state: { location: { pathname: '/appointments/', href: '/appointments/?modal=cancel&id=bk_confirmed_far' } },
      navigate: vi.fn(async () => {}),
    };
    forceSignIn(router as unknown as AppRouter, new QueryClient());
    forget();
    expect(router.navigate).toHaveBeenCalledWith(
      expect.objectContaining({
        to: '/login/',
        search: { redirect: '/appointments/?modal=cancel&id=bk_confirmed_far' },
      }),
    );
    signInAs('cl_demo');
    expect(takeDraft(KEY)).toEqual({ note: 'Typed before the 401' });
  });
});

describe('drafts belong to their user (issue 52 item 8)', () => {
  const keepFor = (identifier: string) => {
    signInAs(identifier);
    const forget = registerDraft(KEY, () => ({ note: `${identifier}'s private note` }));
    keepDrafts();
    forget();
    clearSession();
  };

  it('another user signing in in the same tab clears the kept draft at once, before any dialog asks for it', () => {
    keepFor('cl_demo');
    sessionStorage.setItem('unrelated', 'stays');
    expect(stored()).toHaveLength(1);
    signInAs('pr_demo');
    expect(stored()).toEqual([]);
    expect(sessionStorage.getItem('unrelated')).toBe('stays');
  });

  it('the same user signing in again keeps it', () => {
    keepFor('cl_demo');
    signInAs('cl_demo');
    expect(stored()).toHaveLength(1);
    expect(takeDraft(KEY)).toEqual({ note: "cl_demo's private note" });
  });

  it('another user signing in in another tab clears it too', () => {
    keepFor('cl_demo');
    localStorage.setItem(storageKeys.token, 'tok-elsewhere');
    localStorage.setItem(storageKeys.userId, 'pr_demo');
    localStorage.setItem(storageKeys.expiresAt, new Date(Date.now() + 3_600_000).toISOString());
    localStorage.setItem(storageKeys.userType, 'provider');
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.token }));
    expect(stored()).toEqual([]);
  });
});
