import { lazyRouteComponent } from '@tanstack/react-router';

// The chart library and its styles are a chunk of their own, so that nothing else imports them by accident (the
// route's search schema reads this feature's index in the first chunk). The route's loader starts it with the data,
// so it costs no extra round, and a part loaded before its first render draws at once, without a placeholder.
export const Chart = lazyRouteComponent(() => import('./Chart'), 'Chart');

export function preloadChart(): Promise<unknown> {
  // A loaded part has no `preload` left; a failed load is thrown where the chart renders.
  return Chart.preload?.() ?? Promise.resolve();
}
