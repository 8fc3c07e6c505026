// Opaque newest-first cursors for the chat list and the conversation pages.
import { badRequest } from '../../lib/http';

export interface CursorKey {
  at: string;
  id: string;
}

export const encodeCursor = (key: CursorKey) =>
  btoa(JSON.stringify(key)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function decodeCursor(cursor: string, field = 'cursor'): CursorKey {
  try {
    const key = JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/'))) as CursorKey;
    if (typeof key.at === 'string' && typeof key.id === 'string') return key;
  } catch {
    // fall through
  }
  throw badRequest([`${field}: not a cursor this server issued`]);
}

/** Newest-first cursor paging: a page is the items strictly older than the cursor's (time, id). */
export function cursorPage<T>(items: T[], keyOf: (item: T) => CursorKey, cursor: string | undefined, pageSize: number) {
  const newerFirst = (a: CursorKey, b: CursorKey) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id);
  const sorted = [...items].sort((a, b) => newerFirst(keyOf(a), keyOf(b)));
  const after = cursor ? decodeCursor(cursor) : undefined;
  const rest = after ? sorted.filter((item) => newerFirst(after, keyOf(item)) < 0) : sorted;
  const page = rest.slice(0, pageSize);
  const last = page[page.length - 1];
  return { items: page, cursorInfo: { nextCursor: rest.length > pageSize && last ? encodeCursor(keyOf(last)) : null } };
}
