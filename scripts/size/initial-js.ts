import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** One entry of Vite's build manifest (`build.manifest`). */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The name of the chunk of the libraries every page runs on (vite.config.ts, decision 0074). */
export const FRAMEWORK_CHUNK = 'framework';

/** The manifest key of the framework chunk. */
export function frameworkChunk(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.name === FRAMEWORK_CHUNK && !manifest[k]?.src);
  if (!key) throw new Error(`the manifest has no chunk named ${FRAMEWORK_CHUNK} (vite.config.ts's code splitting)`);
  return key;
}

/**
 * The chunk keys a page needs before it can paint: the entry, its route components, the modules the entry loads
 * itself before rendering (`startup`: the active locale's messages), their static imports, and the messages of the
 * features among them (`featureParts`, which a feature's chunk awaits before it runs: decision 0020).
 */
export function initialChunks(
  manifest: Manifest,
  routeFiles: string[],
  startup: string[] = [],
  featureParts: ReadonlySet<string> = new Set(),
): Set<string> {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  const wanted = new Set<string>();
  const visit = (key: string) => {
    if (wanted.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    wanted.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    chunk.dynamicImports?.filter((imported) => featureParts.has(imported)).forEach(visit);
  };
  visit(entry);
  startup.forEach(visit);
  for (const file of routeFiles) {
    // TanStack Router's code splitting puts a route's component in its own chunk, loaded before the route renders.
    const split = Object.keys(manifest).filter((key) => key.startsWith(`${file}?`) && key.includes('split'));
    split.forEach(visit);
  }
  return wanted;
}

export interface Weight {
  js: number;
  css: number;
  files: number;
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** gzip bytes of one chunk's JS file. */
export const chunkWeight = (manifest: Manifest, key: string, outDir: string) =>
  gzipSize(path.join(outDir, manifest[key]!.file));

/** gzip bytes of the JS files and the CSS they bring, as the browser downloads them before the first paint. */
export function weigh(manifest: Manifest, chunks: Set<string>, outDir: string): Weight {
  const css = new Set<string>();
  let js = 0;
  for (const key of chunks) {
    const chunk = manifest[key]!;
    js += gzipSize(path.join(outDir, chunk.file));
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  const cssBytes = [...css].reduce((sum, sheet) => sum + gzipSize(path.join(outDir, sheet)), 0);
  return { js, css: cssBytes, files: chunks.size };
}
