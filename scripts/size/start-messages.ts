import fs from 'node:fs';
import path from 'node:path';
import type { Manifest } from './initial-js.ts';

/**
 * The ids a page (decisions 0073, 0081) can show before the rest of the messages arrives, read from the build: the
 * page's initial chunks and every chunk they load later, except the lazy parts that wait for every message
 * (`withAllMessages(() => import(…))`, `lazyModal(() => import(…))`) and other routes' components. The titles that
 * routes give their pending and error states (`pendingPage('…')`, `errorPage('…')`) sit in the first chunk with the
 * route tree but show only on their own route, after the root's `beforeLoad` has loaded the rest. Returns the ids that
 * are not in the start part, each with the chunk that names it.
 */
export function idsMissingFromStart(options: {
  manifest: Manifest;
  outDir: string;
  repoRoot: string;
  initial: Set<string>;
  routeFiles: string[];
  areaOf: Map<string, string>;
  startAreas: readonly string[];
}): string[] {
  const { manifest, outDir, repoRoot, areaOf, startAreas } = options;
  const waiting = lazyPartsThatWaitForMessages(repoRoot);
  const ownRoutesOnly = routeStateTitles(repoRoot);
  const skip = (key: string) =>
    waiting.has(key) ||
    key.startsWith('virtual:messages/') ||
    key.startsWith('mocks/') ||
    (key.includes('?tsr-split') && !options.routeFiles.some((file) => key.startsWith(`${file}?`)));
  const seen = new Set<string>();
  const queue = [...options.initial];
  const missing = new Map<string, string>();
  while (queue.length > 0) {
    const key = queue.pop()!;
    if (seen.has(key) || skip(key)) continue;
    seen.add(key);
    const chunk = manifest[key] as Manifest[string] & { dynamicImports?: string[] };
    const code = fs.readFileSync(path.join(outDir, chunk.file), 'utf8');
    for (const [, id] of code.matchAll(/["'`]([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)["'`]/g)) {
      const area = areaOf.get(id!);
      if (area && !startAreas.includes(area) && !ownRoutesOnly.has(id!)) missing.set(id!, `${id} (${area}) in ${chunk.src ?? key}`);
    }
    // An id built at run time (`wallet.tx.type.${type}`, or joined with `+` once minified): every id with its prefix.
    for (const [, prefix] of code.matchAll(/["'`]([a-zA-Z]+\.[a-zA-Z0-9.]*)(?:\$\{|["'`]\s*\+)/g)) {
      for (const [id, area] of areaOf) {
        if (id.startsWith(prefix!) && !startAreas.includes(area)) missing.set(`${prefix}*`, `${prefix}\${…} (${area}) in ${chunk.src ?? key}`);
      }
    }
    queue.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }
  return [...missing.values()].sort();
}

/** Every .ts and .tsx file under `dir`, tests left out. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Source paths (as the manifest names them) of every `withAllMessages(() => import(…))` and `lazyModal(() => import(…))`. */
function lazyPartsThatWaitForMessages(repoRoot: string): Set<string> {
  const found = new Set<string>();
  for (const file of sourceFiles(path.join(repoRoot, 'src'))) {
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(/(?:withAllMessages|lazyModal)\(\(\) => import\('(\.[^']+)'\)/g)) {
      const base = path.resolve(path.dirname(file), specifier!);
      const target = ['.tsx', '.ts', ''].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
      if (target) found.add(path.relative(repoRoot, target));
    }
  }
  return found;
}

/** The ids route files give `pendingPage` and `errorPage`. */
function routeStateTitles(repoRoot: string): Set<string> {
  const files = sourceFiles(path.join(repoRoot, 'src/routes'));
  return new Set(files.flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/(?:pendingPage|errorPage)\('([^']+)'/g)].map((m) => m[1]!)));
}
