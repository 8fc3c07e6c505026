// Each tab's fault rules in the demo's worker: its header's rules, replaced for that tab only by PUT /__mock/faults
// (the handlers' own control, given the worker's TabFaults).
import { getResponse } from 'msw';
import { Db } from '../db';
import { createHandlers } from '../handlers';
import { FAULTS_HEADER } from './protocol';
import { CLIENT_HEADER, TabFaults } from './tab-faults';

const API = 'http://localhost/api';
const CONTROL = `${API}/__mock/faults`;
const from = (tab: string, faults: string | null = null) => ({
  [CLIENT_HEADER]: tab,
  ...(faults === null ? {} : { [FAULTS_HEADER]: faults }),
});
const call = (tab: string, faults: string | null = null) =>
  new Request(`${API}/booking`, { headers: from(tab, faults) });

function backend() {
  const tabs = new TabFaults();
  const handlers = createHandlers({ db: new Db(), baseUrl: API, faults: tabs });
  const put = (tab: string, faults: unknown) =>
    getResponse(
      handlers,
      new Request(CONTROL, {
        method: 'PUT',
        body: JSON.stringify({ faults }),
        headers: { 'Content-Type': 'application/json', ...from(tab) },
      }),
    );
  const read = (tab: string) => getResponse(handlers, new Request(CONTROL, { headers: from(tab) }));
  return { tabs, put, read };
}

describe('TabFaults', () => {
  it("uses the rules a tab's request carries, and none without the header", () => {
    const { tabs } = backend();
    expect(tabs.of(call('tab-a', 'POST /booking=502+applied'))).toEqual([
      { method: 'POST', path: '/booking', status: 502, applied: true },
    ]);
    expect(tabs.of(call('tab-a'))).toEqual([]);
  });

  it("PUT replaces the calling tab's rules only, over its header's, and GET reads them back", async () => {
    const { tabs, put, read } = backend();
    const answer = await put('tab-a', [{ method: 'post', path: '/booking', status: 500 }]);
    expect(answer?.status).toBe(200);
    expect(tabs.of(call('tab-a', 'GET /wallet/**=@3000'))).toEqual([{ method: 'POST', path: '/booking', status: 500 }]);
    expect(tabs.of(call('tab-b', 'GET /wallet/**=@3000'))).toEqual([
      { method: 'GET', path: '/wallet/**', delayMs: 3000 },
    ]);
    await put('tab-a', []);
    expect(tabs.of(call('tab-a', 'POST /booking=500'))).toEqual([]);
    expect(await (await read('tab-a'))?.json()).toEqual({ faults: [] });
  });

  it('refuses bad rules with a 400 naming each problem, keeping the rules in force', async () => {
    const { tabs, put } = backend();
    await put('tab-a', [{ path: '/booking', status: 500 }]);
    const answer = await put('tab-a', [{ path: 'booking', status: 200 }]);
    expect(answer?.status).toBe(400);
    expect(JSON.stringify(await answer?.json())).toContain('faults.0.status');
    expect(tabs.of(call('tab-a'))).toEqual([{ path: '/booking', status: 500 }]);
  });
});
