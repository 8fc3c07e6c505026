import { pageRouteIds, routeTreeIds } from '../lib/route-tree';
import {
  allTargets,
  exampleIds,
  modalCoverageProblems,
  modalTargets,
  readContract,
  registryModalNames,
  routeTargets,
} from './targets';

const ids = exampleIds(readContract());

describe('the conformance targets', () => {
  it('cover every page route of the route tree, with the examples’ identifiers in their URLs', () => {
    const routes = routeTargets(ids);
    expect(new Set(routes.map((t) => t.name))).toEqual(new Set(pageRouteIds()));
    expect(routes.find((t) => t.name === '/_authenticated/payment/$id')?.url).toBe(`/payment/${ids.booking}/`);
    expect(routes.every((t) => !t.url.includes('$'))).toBe(true);
    // Layouts are opened through their pages.
    expect(pageRouteIds()).not.toContain('/_authenticated/account');
    expect(pageRouteIds()).toContain('/_authenticated/account/');
  });

  it('cover every modal the features declare (add a new modal to scripts/conformance/targets.ts)', () => {
    expect(registryModalNames().length).toBeGreaterThan(40);
    expect(modalCoverageProblems()).toEqual([]);
    expect(new Set(modalTargets(ids).map((t) => t.name))).toEqual(
      new Set(registryModalNames().map((n) => `modal ${n}`)),
    );
  });

  it('report a modal or a route with a parameter that has no entry', () => {
    expect(modalCoverageProblems([...registryModalNames().filter((n) => n !== 'cancel'), 'new-modal'])).toEqual([
      'modal new-modal has no entry in scripts/conformance/targets.ts',
      'scripts/conformance/targets.ts lists modal cancel, which no feature declares',
    ]);
    expect(() => routeTargets(ids, [...routeTreeIds(), '/_authenticated/invoices/$id'])).toThrow(
      /Route \/_authenticated\/invoices\/\$id has a parameter/,
    );
  });

  it('open signed-in pages as the user types who see them, signed-out ones signed out', () => {
    const targets = allTargets();
    expect(targets.filter((t) => t.name === '/_authenticated/overview').map((t) => t.viewer)).toEqual([
      'client',
      'provider',
    ]);
    expect(targets.filter((t) => t.name === '/_authenticated/account/payouts').map((t) => t.viewer)).toEqual([
      'provider',
    ]);
    expect(targets.filter((t) => t.name === '/login').map((t) => t.viewer)).toEqual(['signed-out']);
    expect(targets.find((t) => t.name === 'modal cancel' && t.viewer === 'provider')?.url).toBe(
      `/appointments/?modal=cancel&id=${ids.appointment}`,
    );
  });
});
