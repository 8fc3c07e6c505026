import { modalKey } from './modal-descriptor';
import { getSession, onSessionChange } from './session';

/*
 * What was typed into an open modal form, kept across a forced sign-in (a 401 in the middle of a dialog): the API
 * client's forced sign-in writes every open form's values to this tab's sessionStorage, keyed by the dialog's URL and
 * tagged with the signed-in user; once the same user is back on the same dialog, the form takes them (once). Nothing
 * is kept for another user: signing out forgets every draft (decision 0006), and another user's sign-in, in this tab
 * or another, forgets the drafts that are not theirs.
 */

const PREFIX = 'form-draft:';

interface Stored {
  owner: string;
  values: unknown;
}

/** The dialog a draft belongs to: the page and the modal with its parameters (other search params do not count). */
export function draftKey(location: { pathname: string; search: { modal?: string } & Record<string, unknown> }): string {
  return `${location.pathname}?${modalKey(location.search)}`;
}

/** The open forms that have a draft: how to read what was typed (undefined when nothing was). */
const open = new Map<string, () => unknown>();

/** Registers an open form; the returned function forgets it (when the form goes). */
export function registerDraft(key: string, read: () => unknown): () => void {
  open.set(key, read);
  return () => {
    if (open.get(key) === read) open.delete(key);
  };
}

/** Keeps what every open form holds, for its user, before a forced sign-in drops the session. */
export function keepDrafts(): void {
  const owner = getSession()?.userId;
  if (!owner) return;
  for (const [key, read] of open) {
    const values = read();
    if (values === undefined) continue;
    try {
      sessionStorage.setItem(PREFIX + key, JSON.stringify({ owner, values } satisfies Stored));
    } catch {
      // A full or blocked storage: no draft is kept, and the dialog works as it does without one.
    }
  }
}

/** The values kept for this dialog and the signed-in user, taken out of storage; undefined when there are none. */
export function takeDraft<T>(key: string): T | undefined {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    if (raw === null) return undefined;
    sessionStorage.removeItem(PREFIX + key);
    const stored = JSON.parse(raw) as Stored;
    const owner = getSession()?.userId;
    return owner && stored.owner === owner ? (stored.values as T) : undefined;
  } catch {
    return undefined;
  }
}

/** The user's own drafts stay; anyone else's go (a draft that cannot be read belongs to nobody). */
function keepOnlyDraftsOf(owner: string): void {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (!key.startsWith(PREFIX)) continue;
      let stored: Partial<Stored> | null = null;
      try {
        stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<Stored> | null;
      } catch {
        // Unreadable: dropped below.
      }
      if (stored?.owner !== owner) sessionStorage.removeItem(key);
    }
  } catch {
    // Nothing stored.
  }
}

function forgetOtherUsersDrafts(): void {
  const owner = getSession()?.userId;
  if (owner) keepOnlyDraftsOf(owner);
}

// A signed-in user never shares the tab's storage with another user's draft: checked when the app starts and on every
// change of the session (a sign-in here, or another tab's sign-in as someone else).
forgetOtherUsersDrafts();
onSessionChange(forgetOtherUsersDrafts);

/** Signing out: no draft outlives the session it was typed in. */
export function clearDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
