import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { clear, createStore, get, set } from 'idb-keyval';
import { getSession } from './session';

/*
 * What the signed-in user last loaded, kept in IndexedDB so that the installed app reads it offline (decision 0130):
 * the query cache's successful answers, one entry per user, restored only when the app starts offline and only for
 * the user whose session it is. Sign-out forgets every entry (clearOfflineCache). Production build only: the demo's
 * backend keeps its data in the browser anyway.
 */

const store = () => (cached ??= createStore('offline-cache', 'queries'));
let cached: ReturnType<typeof createStore> | undefined;

/** A week: older answers are more likely wrong than useful (a session long moved or cancelled). */
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** "The last opened conversations": the newest few; older ones are not worth the space. */
const KEPT_CONVERSATIONS = 5;
const SAVE_DELAY_MS = 1000;

interface Saved {
  savedAt: number;
  state: DehydratedState;
}

const keyOf = (userId: string) => `user:${userId}`;
const conversationOf = (query: Query) => (query.queryKey[0] === '/messages/conversations' ? String(query.queryKey[1]) : undefined);

/** The conversations to keep: those fetched most recently. A search inside one is never kept. */
function keptConversations(queries: Query[]): Set<string> {
  const newest = new Map<string, number>();
  for (const query of queries) {
    const user = conversationOf(query);
    if (user !== undefined) newest.set(user, Math.max(newest.get(user) ?? 0, query.state.dataUpdatedAt));
  }
  return new Set([...newest].sort((a, b) => b[1] - a[1]).slice(0, KEPT_CONVERSATIONS).map(([user]) => user));
}

function snapshot(queryClient: QueryClient): DehydratedState {
  const keep = keptConversations(queryClient.getQueryCache().getAll());
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => {
      if (query.state.status !== 'success') return false;
      const user = conversationOf(query);
      return user === undefined || (keep.has(user) && query.queryKey[2] !== 'search');
    },
  });
}

/** Saves the signed-in user's answers a moment after each change; returns what stops it. */
export function keepOfflineCache(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const userId = getSession()?.userId;
    if (!userId || !navigator.onLine) return; // offline, the cache holds nothing newer than what is saved
    const saved: Saved = { savedAt: Date.now(), state: snapshot(queryClient) };
    set(keyOf(userId), saved, store()).catch(() => {}); // a full or blocked store only costs the offline copy
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && timer === undefined) timer = setTimeout(save, SAVE_DELAY_MS);
  });
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}

/** Puts the signed-in user's saved answers into the cache (the app started offline); false when there are none. */
export async function restoreOfflineCache(queryClient: QueryClient): Promise<boolean> {
  const userId = getSession()?.userId;
  if (!userId) return false;
  const saved = await get<Saved>(keyOf(userId), store()).catch(() => undefined);
  if (!saved || Date.now() - saved.savedAt > MAX_AGE_MS) return false;
  hydrate(queryClient, saved.state);
  return true;
}

/** Sign-out: every user's saved answers go. */
export function clearOfflineCache(): Promise<void> {
  return clear(store()).catch(() => {});
}
