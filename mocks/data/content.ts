import type { SeedClock } from './clock';

// TODO(owner of this slice): the content records and their seed.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ContentState {}

export function seedContent(_clock: SeedClock): ContentState {
  return {};
}
