import type { ClientProfile } from '../../generated/model';

/**
 * Local persistence besides the session (spec "Auth state": provider type, category identifier, allow-invite flag,
 * modality identifier and client profile), one typed entry each. Logout clears all of localStorage
 * (lib/sign-out.ts), these entries with it.
 */
interface Persisted {
  providerType: string;
  categoryIdentifier: string;
  allowInvite: boolean;
  modalityIdentifier: string;
  clientProfile: ClientProfile;
}

export type PersistedKey = keyof Persisted;

const persistedKeys: Record<PersistedKey, string> = {
  providerType: 'providerType',
  categoryIdentifier: 'categoryIdentifier',
  allowInvite: 'allowInvite',
  modalityIdentifier: 'modalityIdentifier',
  clientProfile: 'clientProfile',
};

/** The stored value, or null when missing or unreadable. */
export function readPersisted<K extends PersistedKey>(key: K): Persisted[K] | null {
  try {
    const raw = localStorage.getItem(persistedKeys[key]);
    return raw === null ? null : (JSON.parse(raw) as Persisted[K]);
  } catch {
    return null;
  }
}

/** Stores the value (null removes it); a full or blocked storage is ignored (the server keeps the truth). */
export function writePersisted<K extends PersistedKey>(key: K, value: Persisted[K] | null): void {
  try {
    if (value === null) localStorage.removeItem(persistedKeys[key]);
    else localStorage.setItem(persistedKeys[key], JSON.stringify(value));
  } catch {
    // Nothing to do: the copy is a convenience.
  }
}
