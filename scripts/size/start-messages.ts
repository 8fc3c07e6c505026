import fs from 'node:fs';
import path from 'node:path';
import type { Manifest } from './initial-js.ts';

/**
 * The ids a page (decisions 0073, 0081) can show before the rest of the messages arrives, read from the build: the
 * page's initial chunks and every chunk they load later, except the lazy parts that wait for every message
 * (`withAllMessages(() => import(…))`, `lazyModal(() => import(…))`) and other routes' components. A lazy part that
 * waits for some areas (`withAreas([…], () => import(…))`) is read on its own, against the start part and those
 * areas. The titles that routes give their pending and error states (`pendingPage('…')`, `errorPage('…')`) sit in the
 * first chunk with the route tree but show only on their own route, after the root's `beforeLoad` has loaded its
 * areas. Returns the ids outside `pageAreas` (the start part and the page's areas), each with the chunk naming it.
 */
export function idsOutsidePageAreas(options: {
  manifest: Manifest;
  outDir: string;
  repoRoot: string;
  initial: Set<string>;
  routeFiles: string[];
  areaOf: Map<string, string>;
  pageAreas: readonly string[];
  /** The areas of the start part (`startAreas` of the catalogues). */
  startPart: readonly string[];
}): string[] {
  const { manifest, outDir, repoRoot, areaOf } = options;
  const waiting = lazyPartsThatWaitForMessages(repoRoot, options.startPart);
  const ownRoutesOnly = routeStateTitles(repoRoot);
  const missing = new Map<string, string>();
  const initial = closure(manifest, options.initial);
  const skip = (key: string) =>
    key.startsWith('virtual:messages/') ||
    key.startsWith('mocks/') ||
    (key.includes('?tsr-split') && !options.routeFiles.some((file) => key.startsWith(`${file}?`)));
  const seen = new Set<string>(); // chunk and the areas it was read against
  const scan = (seeds: Iterable<string>, allowed: readonly string[]) => {
    const queue = [...seeds];
    while (queue.length > 0) {
      const key = queue.pop()!;
      if (seen.has(`${key} ${allowed.join()}`) || skip(key)) continue;
      seen.add(`${key} ${allowed.join()}`);
      const waitsFor = waiting.get(key);
      if (waitsFor === 'all') continue;
      if (waitsFor && allowed !== waitsFor) {
        scan([key], waitsFor);
        continue;
      }
      // Inside a lazy part: what the page loaded first is read against the page's areas, and routes are not its own.
      if (allowed !== options.pageAreas && (initial.has(key) || key.includes('?tsr-split'))) continue;
      const chunk = manifest[key] as Manifest[string] & { dynamicImports?: string[] };
      const code = fs.readFileSync(path.join(outDir, chunk.file), 'utf8');
      const outside = (area: string | undefined) => area !== undefined && !allowed.includes(area);
      for (const [, id] of code.matchAll(/["'`]([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)["'`]/g)) {
        if (outside(areaOf.get(id!)) && !ownRoutesOnly.has(id!))
          missing.set(id!, `${id} (${areaOf.get(id!)}) in ${chunk.src ?? key}`);
      }
      // An id built at run time (`wallet.tx.type.${type}`, or joined with `+` once minified): every id with its prefix.
      for (const [, prefix] of code.matchAll(/["'`]([a-zA-Z]+\.[a-zA-Z0-9.]*)(?:\$\{|["'`]\s*\+)/g)) {
        for (const [id, area] of areaOf) {
          if (id.startsWith(prefix!) && outside(area))
            missing.set(`${prefix}*`, `${prefix}\${…} (${area}) in ${chunk.src ?? key}`);
        }
      }
      queue.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
    }
  };
  scan(options.initial, options.pageAreas);
  return [...missing.values()].sort();
}

/** The chunks `seeds` import statically, themselves included. */
function closure(manifest: Manifest, seeds: Iterable<string>): Set<string> {
  const found = new Set<string>();
  const visit = (key: string) => {
    if (found.has(key)) return;
    found.add(key);
    (manifest[key]?.imports ?? []).forEach(visit);
  };
  [...seeds].forEach(visit);
  return found;
}

/** Every .ts and .tsx file under `dir`, tests left out. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Source paths (as the manifest names them) of the lazy parts that wait for messages: `withAllMessages(() => import(…))`
 * and `lazyModal(() => import(…))` for every area ('all'), `withAreas([…], () => import(…))` for the start part and the
 * areas listed.
 */
export function lazyPartsThatWaitForMessages(
  repoRoot: string,
  startPart: readonly string[],
): Map<string, 'all' | string[]> {
  const found = new Map<string, 'all' | string[]>();
  for (const file of sourceFiles(path.join(repoRoot, 'src'))) {
    // Prettier may break a call after `=>` or inside its area list: whitespace anywhere between the parts. A modal's
    // descriptor (`defineModal({ …, load: () => import(…) })`) is loaded by the host through `lazyModal`.
    const pattern =
      /(?:withAllMessages|lazyModal|load:|withAreas\(\[([^\]]*)\],)\(?\s*\(\)\s*=>\s*import\(\s*'(\.[^']+)'\s*\)/g;
    for (const [, areas, specifier] of fs.readFileSync(file, 'utf8').matchAll(pattern)) {
      const base = path.resolve(path.dirname(file), specifier!);
      const target = ['.tsx', '.ts', ''].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
      const waitsFor =
        areas === undefined ? 'all' : [...startPart, ...[...areas.matchAll(/'(\w+)'/g)].map((m) => m[1]!)];
      if (target) found.set(path.relative(repoRoot, target), waitsFor);
    }
  }
  return found;
}

/** The ids route files give `pendingPage` and `errorPage`. */
function routeStateTitles(repoRoot: string): Set<string> {
  const files = sourceFiles(path.join(repoRoot, 'src/routes'));
  return new Set(
    files.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/(?:pendingPage|errorPage)\('([^']+)'/g)].map((m) => m[1]!),
    ),
  );
}
