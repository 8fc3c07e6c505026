// The period picker's choices alone: the route's search schema reads them in the first chunk every page loads, where
// the date arithmetic of period.ts would only add weight.

/** The period picker's choices, as the URL writes them (`/insights/?period=last-3-months`). */
export const periods = ['last-4-weeks', 'last-3-months', 'last-12-months', 'custom'] as const;
export type Period = (typeof periods)[number];
export const DEFAULT_PERIOD: Period = 'last-4-weeks';
