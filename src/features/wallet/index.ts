export { WalletPage } from './WalletPage';
export { TransactionNotFound, TransactionPage } from './TransactionPage';
export { TopupReturn } from './TopupReturn';
export { requiredTransactionQuery, walletQueries } from './queries';
export { transactionTypes } from './transaction-types';
export { BalanceCard } from './wallet-cards';
export { walletModals } from './modals';
