export { WalletPage } from './WalletPage';
export { TransactionPage } from './TransactionPage';
export { TopupReturn } from './TopupReturn';
export { transactionTypes } from './TransactionFilters';
export { cardTopupQueries, transactionQuery, transferTopupQueries, walletQueries, type TransactionFilters } from './queries';
export { BalanceCard } from './wallet-cards';
