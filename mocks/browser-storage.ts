// The browser's StateStorage: localStorage entries shared by every tab of the origin (`demo-backend-state` and
// `demo-backend-state:<slice>`, see persist.ts), a revision entry that tells a tab its copy is stale, and a Web Lock so
// that one tab at a time reloads, changes and saves (decision 0029).
import type { StateStorage } from './persist';

export const STATE_KEY = 'demo-backend-state';
const REVISION_KEY = 'demo-backend-revision';

const tabId = Math.random().toString(36).slice(2, 10);
let saves = 0;

export function localStorageState(key = STATE_KEY, revisionKey = REVISION_KEY): StateStorage {
  const entry = (part: string) => (part ? `${key}:${part}` : key);
  return {
    read: (part) => window.localStorage.getItem(entry(part)),
    write: (part, value) => window.localStorage.setItem(entry(part), value),
    revision: () => window.localStorage.getItem(revisionKey),
    bump: () => window.localStorage.setItem(revisionKey, `${tabId}.${(saves += 1)}`),
    exclusive: (work) => (typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(key, work) : work()),
  };
}
