import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import type { LoginResponse, UserType } from '../../generated/model';
import { hasStoredSession, storageKeys } from './session-keys';

/** What login stores (spec: token, expiry, active flag; user type locally and in a cookie), and whose session it is. */
export interface Session {
  token: string;
  expiresAt: string;
  isActive: boolean;
  userType: UserType;
  /** The user's identifier (login's `user.identifier`); missing for a session stored before it was kept. */
  userId?: string;
}

export { storageKeys };
export const USER_TYPE_COOKIE = 'userType';
export const ADMIN_IMPERSONATION_COOKIE = 'adminImpersonationToken';
/** The offline backend (mock mode) keeps its store under these keys; logging out must not wipe the demo data. */
const PRESERVED_PREFIX = import.meta.env.VITE_MOCKS === 'true' ? 'demo-backend-' : undefined;

function read(): Session | null {
  try {
    if (!hasStoredSession((key) => localStorage.getItem(key), storageKeys)) return null;
    const token = localStorage.getItem(storageKeys.token)!;
    const expiresAt = localStorage.getItem(storageKeys.expiresAt)!;
    const userType = localStorage.getItem(storageKeys.userType) as UserType;
    const userId = localStorage.getItem(storageKeys.userId) ?? undefined;
    return {
      token,
      expiresAt,
      userType,
      isActive: localStorage.getItem(storageKeys.isActive) === 'true',
      ...(userId ? { userId } : {}),
    };
  } catch {
    return null;
  }
}

let current = read();
const listeners = new Set<() => void>();
type ElsewhereListener = (previous: Session | null, next: Session | null) => void;
const elsewhereListeners = new Set<ElsewhereListener>();

function changed() {
  current = read();
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  // Signing in or out in another tab: every tab is one session.
  window.addEventListener('storage', (event) => {
    if (event.key !== null && !Object.values(storageKeys).includes(event.key as never)) return;
    const previous = current;
    changed();
    if (previous?.token !== current?.token) elsewhereListeners.forEach((listener) => listener(previous, current));
  });
}

/** Called when another tab signs out, signs in or switches the account (the token changed under this tab). */
export function onSessionChangedElsewhere(listener: ElsewhereListener): () => void {
  elsewhereListeners.add(listener);
  return () => elsewhereListeners.delete(listener);
}

export function getSession(): Session | null {
  return current;
}

export function isExpired(session: Session | null, now = Date.now()): boolean {
  if (!session) return false;
  const expiry = Date.parse(session.expiresAt);
  return Number.isNaN(expiry) || expiry <= now;
}

/** Signed in with a token that has not expired. */
export function hasActiveSession(): boolean {
  return current !== null && !isExpired(current);
}

export function startSession(
  login: Pick<LoginResponse, 'token' | 'expiresAt' | 'isActive' | 'userType'> & {
    user?: Pick<LoginResponse['user'], 'identifier'>;
  },
): void {
  localStorage.setItem(storageKeys.token, login.token);
  if (login.user) localStorage.setItem(storageKeys.userId, login.user.identifier);
  else localStorage.removeItem(storageKeys.userId);
  localStorage.setItem(storageKeys.expiresAt, login.expiresAt);
  localStorage.setItem(storageKeys.isActive, String(login.isActive));
  localStorage.setItem(storageKeys.userType, login.userType);
  Cookies.set(USER_TYPE_COOKIE, login.userType, { expires: 365, sameSite: 'lax', path: '/' });
  changed();
}

/**
 * The session's part of signing out (lib/sign-out.ts does the whole): token, user type, active flag, all of local
 * storage and the cookies.
 */
export function clearSession(): void {
  for (const key of Object.keys(localStorage)) {
    if (!PRESERVED_PREFIX || !key.startsWith(PRESERVED_PREFIX)) localStorage.removeItem(key);
  }
  Cookies.remove(USER_TYPE_COOKIE, { path: '/' });
  Cookies.remove(ADMIN_IMPERSONATION_COOKIE, { path: '/' });
  changed();
}

/** Called after every change of the session: signing in or out, here or in another tab. */
export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(onSessionChange, getSession, getSession);
}
