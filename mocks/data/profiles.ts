import type { SeedClock } from './clock';

// TODO(owner of this slice): the profiles records and their seed.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ProfilesState {}

export function seedProfiles(_clock: SeedClock): ProfilesState {
  return {};
}
