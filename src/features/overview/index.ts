export { OverviewPage } from './OverviewPage';
export { overviewQueries } from './queries';
