// A provider's insights (decision 0160): sessions, earnings, clients and ratings over a period, as charts and tables.
export { InsightsPage } from './InsightsPage';
export { insightsQueries, today } from './queries';
export { periods } from './period-choices';
export { preloadChart } from './chart-chunk';
