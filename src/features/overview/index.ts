export { OverviewPage } from './OverviewPage';
export { overviewQueries, requiredUserInfoQuery } from './queries';
