import type { AnyRoute } from '@tanstack/react-router';
import { getSession } from '../../lib/session';
import { preloadModalCode } from '../modals';
import type { AppRouter } from '../router';

/**
 * The page's route chunks load while its messages do, rather than after them (one round trip less before the page,
 * decision 0074); so do a deep-linked modal's chunk and its queries' modules, so that its queries then start with the
 * page's.
 */
export function loadRouteCode(router: AppRouter): void {
  const routes = router.routesById as unknown as Record<string, AnyRoute>;
  for (const match of router.matchRoutes(router.state.location.pathname, router.state.location.search)) {
    const route = routes[match.routeId];
    if (route) router.loadRouteChunk(route)?.catch(() => {}); // router.load() asks again and reports a failure
  }
  preloadModalCode(router.state.location.search, { viewer: getSession()?.userType ?? null });
}
