import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { clear, createStore, get, update } from 'idb-keyval';
import { reachability } from './reachability';
import { getSession } from './session';

/*
 * What the signed-in user last loaded, kept in IndexedDB so that the installed app reads it offline (decision 0024):
 * the query cache's successful answers, one entry per user (the answers of every visit, the newest of each kept), restored
 * only while the server cannot be reached (lib/reachability.ts: no network, or no answer) and only for the user whose
 * session it is. Sign-out forgets every entry (clearOfflineCache). Production build only: the demo's
 * backend keeps its data in the browser anyway.
 */

const store = () => (cached ??= createStore('offline-cache', 'queries'));
let cached: ReturnType<typeof createStore> | undefined;

/** A week: older answers are more likely wrong than useful (a session long moved or cancelled). */
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** "The last opened conversations": the newest few; older ones are not worth the space. */
const KEPT_CONVERSATIONS = 5;
const SAVE_DELAY_MS = 500;

interface Saved {
  savedAt: number;
  state: DehydratedState;
}

const keyOf = (userId: string) => `user:${userId}`;
const conversationOf = (key: readonly unknown[]) => (key[0] === '/messages/conversations' ? String(key[1]) : undefined);

type SavedQuery = DehydratedState['queries'][number];

/** The conversations to keep: those fetched most recently. */
function keptConversations(queries: SavedQuery[]): Set<string> {
  const newest = new Map<string, number>();
  for (const query of queries) {
    const user = conversationOf(query.queryKey);
    if (user !== undefined) newest.set(user, Math.max(newest.get(user) ?? 0, query.state.dataUpdatedAt));
  }
  return new Set(
    [...newest]
      .sort((a, b) => b[1] - a[1])
      .slice(0, KEPT_CONVERSATIONS)
      .map(([user]) => user),
  );
}

/**
 * What is saved after this visit: every page load starts with an empty cache, so the answers of this one join those
 * saved before (the newer of two wins); a search inside a conversation is never kept, nor anything older than a week.
 */
function merged(queryClient: QueryClient, before: Saved | undefined, now: number): Saved {
  const fresh = dehydrate(queryClient, {
    shouldDehydrateQuery: (query: Query) => query.state.status === 'success',
  }).queries;
  const byHash = new Map<string, SavedQuery>();
  for (const query of [...(before?.state.queries ?? []), ...fresh]) {
    const known = byHash.get(query.queryHash);
    if (!known || known.state.dataUpdatedAt <= query.state.dataUpdatedAt) byHash.set(query.queryHash, query);
  }
  const all = [...byHash.values()].filter(
    (query) => now - query.state.dataUpdatedAt < MAX_AGE_MS && query.queryKey[2] !== 'search',
  );
  const keep = keptConversations(all);
  const queries = all.filter((query) => {
    const user = conversationOf(query.queryKey);
    return user === undefined || keep.has(user);
  });
  return { savedAt: now, state: { mutations: [], queries } };
}

/** Saves the signed-in user's answers a moment after each change; returns what stops it. */
export function keepOfflineCache(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const userId = getSession()?.userId;
    if (!userId || !reachability.isReachable()) return; // offline, the cache holds nothing newer than what is saved
    // A full or blocked store only costs the offline copy.
    update<Saved>(keyOf(userId), (before) => merged(queryClient, before, Date.now()), store()).catch(() => {});
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && timer === undefined)
      timer = setTimeout(save, SAVE_DELAY_MS);
  });
  // Leaving the page (a reload, another site, the app closed) before the delay is up still saves what came in.
  const saveNow = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    save();
  };
  window.addEventListener('pagehide', saveNow);
  // What the page loaded before this started (it starts after the first paint).
  timer = setTimeout(save, SAVE_DELAY_MS);
  return () => {
    unsubscribe();
    clearTimeout(timer);
    window.removeEventListener('pagehide', saveNow);
  };
}

/** A start probe without an answer this long counts as none: the saved copy then shows while the probe asks again. */
const START_PROBE_TIMEOUT_MS = 3_000;

const readSaved = (userId: string) => get<Saved>(keyOf(userId), store()).catch(() => undefined);

/** Puts the signed-in user's saved answers into the cache; false when there are none. */
async function restoreOfflineCache(queryClient: QueryClient): Promise<boolean> {
  const userId = getSession()?.userId;
  const saved = userId ? await readSaved(userId) : undefined;
  if (!saved) return false;
  hydrate(queryClient, saved.state);
  return true;
}

/**
 * The installed app's start, before the first route asks: when this user has a saved copy, the server is asked first
 * (the browser says "online" on a Wi-Fi without internet too), and the copy goes into the cache when it does not
 * answer. Later in the page's life the copy fills in whatever this visit has not loaded whenever the server stops
 * answering. Resolves with whether the copy was restored at the start.
 */
export async function restoreWhenUnreachable(queryClient: QueryClient): Promise<boolean> {
  const userId = getSession()?.userId;
  const saved = userId ? await readSaved(userId) : undefined;
  const restored = saved !== undefined && !(await reachability.probeNow(START_PROBE_TIMEOUT_MS));
  if (restored) hydrate(queryClient, saved.state);
  reachability.subscribe(() => {
    if (!reachability.isReachable()) void restoreOfflineCache(queryClient);
  });
  return restored;
}

/** Sign-out: every user's saved answers go. */
export function clearOfflineCache(): Promise<void> {
  return clear(store()).catch(() => {});
}
