import { emails } from '../../mocks/data/ids';
import { setUpTestBackend } from '../../mocks/test-utils';
import { routeTreeIds } from '../lib/route-tree';
import { benchRoutes, benchRoutesOf, routePreviews, selectRoutes, skippedRoutes } from './routes';

const backend = setUpTestBackend();

describe('the bench routes', () => {
  it('are every page of the route tree but the skipped ones, as the user each is made for', () => {
    const tree = routeTreeIds();
    expect(benchRoutes.map((r) => r.id)).not.toContain('/_authenticated/account'); // a layout
    for (const id of Object.keys(skippedRoutes)) expect(tree, id).toContain(id);
    expect(benchRoutes.find((r) => r.id === '/_authenticated/account/fees')).toMatchObject({
      path: '/account/fees/',
      viewer: 'provider',
    });
    expect(benchRoutes.find((r) => r.id === '/login')).toMatchObject({ path: '/login/', viewer: 'signed-out' });
    expect(benchRoutes.find((r) => r.id === '/_authenticated/overview')?.viewer).toBe('client');
  });

  it('refuse a new route with a parameter and no seeded URL', () => {
    expect(() => benchRoutesOf([...routeTreeIds(), '/_authenticated/invoices/$id'], routePreviews)).toThrow(
      /invoices\/\$id has a parameter: give it a URL in its feature's route-previews.ts/,
    );
    expect(benchRoutesOf([...routeTreeIds(), '/_authenticated/invoices'], routePreviews).at(-1)).toMatchObject({
      path: '/invoices/',
      viewer: 'client',
    });
  });

  it("name in every seeded URL what the offline backend's seed holds, for the user who opens it", async () => {
    const token = { client: await backend.login(emails.client), provider: await backend.login(emails.provider) };
    const tail = (id: string) =>
      benchRoutes
        .find((r) => r.id === id)!
        .path.split('/')
        .at(-2)!;
    const answers = async (path: string, as: 'client' | 'provider') =>
      (await backend.call('GET', path, { token: token[as] })).status;
    expect(await answers(`/therapists/${tail('/therapists/$id')}`, 'client')).toBe(200);
    expect(await answers(`/booking/${tail('/_authenticated/payment/$id')}`, 'client')).toBe(200);
    expect(await answers(`/client/profile/${tail('/_authenticated/clients/$id')}`, 'provider')).toBe(200);
    expect(await answers(`/wallet/transactions/${tail('/_authenticated/wallet/transactions/$id')}`, 'client')).toBe(
      200,
    );
    const chats = await backend.call('GET', '/messages/chat-list', { token: token.client });
    expect(chats.body.items.map((c: { participant: { identifier: string } }) => c.participant.identifier)).toContain(
      tail('/_authenticated/messages/$userId'),
    );
    expect(benchRoutes.find((r) => r.id === '/reset-password')?.path).toBe('/reset-password/?token=unknown');
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
