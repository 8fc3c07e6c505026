import fs from 'node:fs';
import path from 'node:path';
import { EXAMPLE_FILES_ORIGIN } from './example-sense';
import { buildApp } from './build-app';

/**
 * Where `npm test` (scripts/test-all.ts) has built the production bundle for every check that reads it: the size
 * check, the conformance check, the bench and the installable app's end-to-end tests. Unset, each builds its own.
 */
export const PRODUCTION_BUILD_ENV = 'PRODUCTION_BUILD_DIR';

/**
 * The production bundle as the checks need it: with Vite's manifest (the size check reads the chunks of each route
 * from it) and the contract examples' files host as its files origin (the conformance check shows their pictures; the
 * origin is only in the policy of index.html, so no chunk weighs more for it).
 */
export function buildProduction(outDir: string): void {
  buildApp({
    outDir,
    viteArgs: ['--manifest', '--emptyOutDir', '--logLevel', 'warn'],
    env: { VITE_FILES_ORIGIN: EXAMPLE_FILES_ORIGIN },
  });
}

/** The production build `npm test` made, if it made one (checked: a stale path fails here, not in a check). */
export function sharedProductionBuild(): string | undefined {
  const dir = process.env[PRODUCTION_BUILD_ENV];
  if (!dir) return undefined;
  const resolved = path.resolve(dir);
  for (const file of ['index.html', '.vite/manifest.json'])
    if (!fs.existsSync(path.join(resolved, file))) throw new Error(`${PRODUCTION_BUILD_ENV}=${dir} has no ${file}`);
  return resolved;
}

/** The shared production build, or a new one in `outDir` when there is none. */
export function productionBuild(outDir: string): string {
  const shared = sharedProductionBuild();
  if (shared) return shared;
  buildProduction(outDir);
  return outDir;
}
