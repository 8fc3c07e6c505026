export * from './list-wallet-transactions.ts';
export * from './get-wallet-transaction.ts';
export * from './get-wallet-stats.ts';
export * from './get-wallet-balance.ts';
export * from './create-wallet-topup.ts';
export * from './get-payment-status.ts';
export * from './generate-virtual-account.ts';
export * from './get-virtual-account.ts';
