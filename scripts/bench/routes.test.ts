import { benchRoutes, routeCoverageProblems, routeTreeIds, selectRoutes } from './routes';

describe('the bench routes', () => {
  it('cover every route of the route tree (add a new route to scripts/bench/routes.ts)', () => {
    expect(routeCoverageProblems()).toEqual([]);
  });

  it('sign in exactly for the routes under _authenticated', () => {
    for (const route of benchRoutes) expect(route.signedIn, route.id).toBe(route.id.startsWith('/_authenticated/'));
  });

  it('report a route missing from the list, and one no longer in the tree', () => {
    const ids = [...routeTreeIds().filter((id) => id !== '/login'), '/new-page'];
    expect(routeCoverageProblems(ids)).toEqual([
      'route /new-page has no entry in scripts/bench/routes.ts',
      'scripts/bench/routes.ts lists /login, which is not a route',
    ]);
  });

  it('select by path, id or wildcard', () => {
    expect(selectRoutes(['/login/', '/payment/*']).map((r) => r.path)).toEqual([
      '/login/',
      '/payment/bk_pending_unpaid/',
    ]);
    expect(selectRoutes(['/_authenticated/overview']).map((r) => r.path)).toEqual(['/overview/']);
    expect(() => selectRoutes(['/nowhere/'])).toThrow(/No bench route matches/);
  });
});
