import { featureRoutePreviews, pageRouteIds, routeTreeIds } from '../lib/route-tree';
import {
  allTargets,
  exampleIds,
  featurePreviews,
  modalCoverageProblems,
  modalTargets,
  readContract,
  registryModalNames,
  routeTargets,
} from './targets';

const ids = exampleIds(readContract());
const previews = await featurePreviews();
const routePreviews = await featureRoutePreviews();

describe('the conformance targets', () => {
  it('cover every page route of the route tree, with the examples’ identifiers in their URLs', () => {
    const routes = routeTargets(ids, routePreviews);
    expect(new Set(routes.map((t) => t.name))).toEqual(new Set(pageRouteIds()));
    expect(routes.find((t) => t.name === '/_authenticated/payment/$id')?.url).toBe(`/payment/${ids.booking}/`);
    expect(routes.every((t) => !t.url.includes('$'))).toBe(true);
    // Layouts are opened through their pages.
    expect(pageRouteIds()).not.toContain('/_authenticated/account');
    expect(pageRouteIds()).toContain('/_authenticated/account/');
  });

  it("cover every modal the features declare, by the preview beside it in its feature's modal-previews.ts", () => {
    expect(registryModalNames().length).toBeGreaterThan(40);
    expect(modalCoverageProblems(registryModalNames(), previews)).toEqual([]);
    expect(new Set(modalTargets(ids, previews).map((t) => t.name))).toEqual(
      new Set(registryModalNames().map((n) => `modal ${n}`)),
    );
  });

  it('report a modal without a preview, a preview without a modal, and a route with a parameter but no URL', () => {
    const names = [...registryModalNames().filter((n) => n !== 'cancel'), 'new-modal'];
    expect(modalCoverageProblems(names, previews)).toEqual([
      "modal new-modal has no preview in its feature's modal-previews.ts",
      'a modal-previews.ts previews modal cancel, which no feature declares',
    ]);
    expect(() => modalTargets(ids, previews, names)).toThrow(/Modal new-modal has no preview/);
    expect(() => routeTargets(ids, routePreviews, [...routeTreeIds(), '/_authenticated/invoices/$id'])).toThrow(
      /Route \/_authenticated\/invoices\/\$id has a parameter: give it a URL in its feature's route-previews.ts/,
    );
  });

  it('open signed-in pages as the user types who see them, signed-out ones signed out', async () => {
    const targets = await allTargets();
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
    expect(targets.find((t) => t.name === 'modal cancel' && t.viewer === 'client')?.url).toBe(
      `/appointments/?modal=cancel&id=${ids.booking}`,
    );
    expect(targets.find((t) => t.name === 'modal new-booking')?.url).toBe(
      `/therapists/${ids.therapist}/?modal=new-booking&providerId=${ids.therapist}`,
    );
  });
});
