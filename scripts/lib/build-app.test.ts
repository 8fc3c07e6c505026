import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, PRERENDER_STEP } from './build-app';
import { runBin } from './run';

vi.mock('./run', async (original) => ({ ...(await original<typeof import('./run')>()), runBin: vi.fn(() => '') }));

const calls = () => vi.mocked(runBin).mock.calls.map(([bin, args, options]) => [bin, args.join(' '), options?.root]);

/** A checkout folder, with or without the prerender step. */
function checkout(withPrerender: boolean): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-app-test-'));
  if (withPrerender) {
    fs.mkdirSync(path.join(root, 'scripts'));
    fs.writeFileSync(path.join(root, PRERENDER_STEP), '');
  }
  return root;
}

describe('every build', () => {
  beforeEach(() => vi.mocked(runBin).mockClear());

  it('generates the route tree, builds, then prerenders into the same folder in the same mode', () => {
    const root = checkout(true);
    buildApp({ root, mode: 'demo', outDir: 'dist-e2e', viteArgs: ['--manifest'], env: { VITE_FILES_ORIGIN: 'x' } });
    expect(calls()).toEqual([
      ['tsr', 'generate', root],
      ['vite', 'build --mode demo --outDir dist-e2e --manifest', root],
      ['tsx', `${PRERENDER_STEP} --mode demo --outDir dist-e2e`, root],
    ]);
    expect(vi.mocked(runBin).mock.calls[2]?.[2]?.env).toEqual({ VITE_FILES_ORIGIN: 'x' });
  });

  it("goes to the mode's own folder by default", () => {
    const root = checkout(true);
    buildApp({ root });
    expect(calls().at(-1)).toEqual(['tsx', `${PRERENDER_STEP} --mode production --outDir dist`, root]);
  });

  it('of a checkout from before the prerender step (the bench against an older ref) ends with vite build', () => {
    const root = checkout(false);
    buildApp({ root, mode: 'production' });
    expect(calls().map(([bin]) => bin)).toEqual(['tsr', 'vite']);
  });
});
