import type { SeedClock } from './clock';

// TODO(owner of this slice): the wallet records and their seed.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface WalletState {}

export function seedWallet(_clock: SeedClock): WalletState {
  return {};
}
