export { WalletPage } from './WalletPage';
export { TransactionPage } from './TransactionPage';
export { TopupReturn } from './TopupReturn';
export { transactionQuery, transactionTypes, walletQueries } from './queries';
export { BalanceCard } from './wallet-cards';
