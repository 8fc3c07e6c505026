// Each tab's fault rules in the demo's worker: its header's rules, replaced for that tab only by PUT /__mock/faults.
import { TabFaults } from './tab-faults';

const CONTROL = 'http://localhost/api/__mock/faults';
const put = (faults: unknown) => new Request(CONTROL, { method: 'PUT', body: JSON.stringify({ faults }), headers: { 'Content-Type': 'application/json' } });

describe('TabFaults', () => {
  it("uses the rules a tab's request carries, and none without the header", () => {
    const tabs = new TabFaults();
    expect(tabs.of('tab-a', 'POST /booking=502+applied')).toEqual([{ method: 'POST', path: '/booking', status: 502, applied: true }]);
    expect(tabs.of('tab-a', null)).toBeUndefined();
  });

  it("PUT replaces the calling tab's rules only, over its header's, and GET reads them back", async () => {
    const tabs = new TabFaults();
    const answer = await tabs.control(put([{ method: 'post', path: '/booking', status: 500 }]), 'tab-a', CONTROL);
    expect(answer?.status).toBe(200);
    expect(tabs.of('tab-a', 'GET /wallet/**=@3000')).toEqual([{ method: 'POST', path: '/booking', status: 500 }]);
    expect(tabs.of('tab-b', 'GET /wallet/**=@3000')).toEqual([{ method: 'GET', path: '/wallet/**', delayMs: 3000 }]);
    await tabs.control(put([]), 'tab-a', CONTROL);
    expect(tabs.of('tab-a', 'POST /booking=500')).toEqual([]);
    const read = await tabs.control(new Request(CONTROL), 'tab-a', CONTROL);
    expect(await read?.json()).toEqual({ faults: [] });
  });

  it('refuses bad rules with a 400 naming each problem, keeping the rules in force', async () => {
    const tabs = new TabFaults();
    await tabs.control(put([{ path: '/booking', status: 500 }]), 'tab-a', CONTROL);
    const answer = await tabs.control(put([{ path: 'booking', status: 200 }]), 'tab-a', CONTROL);
    expect(answer?.status).toBe(400);
    expect(JSON.stringify(await answer?.json())).toContain('faults.0.status');
    expect(tabs.of('tab-a', null)).toEqual([{ path: '/booking', status: 500 }]);
  });

  it('leaves every other request to the handlers', async () => {
    const tabs = new TabFaults();
    expect(await tabs.control(new Request('http://localhost/api/booking'), 'tab-a', CONTROL)).toBeNull();
    expect(await tabs.control(new Request(CONTROL, { method: 'DELETE' }), 'tab-a', CONTROL)).toBeNull();
  });
});
