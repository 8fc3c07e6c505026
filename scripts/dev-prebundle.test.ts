// No reload in dev (issue 52 item 9): from a cold cache, `npm run dev` pre-bundles every dependency a page or a modal
// imports, so that no lazy chunk makes Vite optimise one more and reload the page under its user (as `ics` did when
// the booking success modal opened). scripts/lib/dev-prebundle.ts starts the dev server and loads every module.
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appModules, checkDevPrebundle } from './lib/dev-prebundle';

const root = path.resolve(import.meta.dirname, '..');
afterEach(() => vi.unstubAllEnvs());

describe('no reload in dev (issue 52 item 9)', () => {
  it('every module of every route and modal is loaded, the lazy ones included', () => {
    const modules = appModules(root);
    expect(modules).toEqual(
      expect.arrayContaining(['/src/main.tsx', '/src/lib/icalendar.ts', '/src/routeTree.gen.ts']),
    );
    expect(modules.filter((m) => m.endsWith('/modal-previews.ts')).length).toBeGreaterThan(0);
    expect(modules.some((m) => /\.test\.tsx?$|^\/src\/test\//.test(m))).toBe(false);
  });

  it('a cold dev server pre-bundles every dependency they import: none is found later, nothing is logged', async () => {
    // The project's config as `npm run dev` reads it, not as under Vitest (vite.config.ts asks for VITEST).
    vi.stubEnv('VITEST', '');
    const report = await checkDevPrebundle(root);
    expect(report.problems).toEqual([]);
    expect(report.missed).toEqual([]);
    expect(report.prebundled).toEqual(expect.arrayContaining(['ics', 'react-pdf', '@tanstack/react-form']));
  }, 300_000);
});
