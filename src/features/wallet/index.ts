export { WalletPage } from './WalletPage';
export { TransactionPage } from './TransactionPage';
export { TopupReturn } from './TopupReturn';
export { transactionQuery, walletQueries } from './queries';
export { transactionTypes } from './transaction-types';
export { BalanceCard } from './wallet-cards';
export { walletModals } from './modals';
