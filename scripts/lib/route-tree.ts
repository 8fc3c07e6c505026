// The app's routes as the generated route tree (src/routeTree.gen.ts) names them, and who each is for: read by the
// bench, the conformance check and the every-route e2e test, so a new route reaches all three without a list to edit;
// what the default cannot tell (a parameter's value, a page for one kind of user) its feature's route-previews.ts says.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './run.ts';
import { pathToFileURL } from 'node:url';
import type { ExampleIdKind, PreviewViewer, RoutePreview } from '../../src/lib/modal-preview';

/** Who opens a page: the same kinds as a modal's preview. */
export type Viewer = PreviewViewer;

/** The routes of the tree: `FileRoutesById` without the root and pathless layouts (`_name`). */
export function routeTreeIds(file = path.join(repoRoot, 'src/routeTree.gen.ts')): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const body = /export interface FileRoutesById \{([^}]*)\}/.exec(source)?.[1];
  if (!body) throw new Error(`No FileRoutesById in ${file}: run \`npx tsr generate\`.`);
  const ids = [...body.matchAll(/^\s*'([^']+)':/gm)].flatMap((m) => (m[1] ? [m[1]] : []));
  return ids.filter((id) => id !== '__root__' && !(id.split('/').at(-1) ?? '').startsWith('_'));
}

/**
 * The pages without a parameter, each with its URL path and the route files that render it, the root's first: read
 * from the generated tree's imports, its `getParentRoute` links and `FileRoutesById`.
 */
export function pageRouteFiles(source: string): { url: string; routeFiles: string[] }[] {
  const fileOf = new Map(
    [...source.matchAll(/import \{ Route as (\w+) \} from '\.\/routes\/([^']+)'/g)].map((m) => [m[1]!, m[2]!]),
  );
  const routes = new Map(
    [...source.matchAll(/const (\w+) =\s*(\w+)\.update\(\{[^}]*?getParentRoute: \(\) => (\w+),/g)].map((m) => [
      m[1]!,
      { file: fileOf.get(m[2]!), parent: m[3]! },
    ]),
  );
  const body = /export interface FileRoutesById \{([^}]*)\}/.exec(source)?.[1] ?? '';
  const constOf = new Map(
    [...body.matchAll(/^\s*'([^']+)': typeof (\w+?)(?:WithChildren)?$/gm)].map((m) => [m[1]!, m[2]!]),
  );
  const ids = [...constOf.keys()].filter((id) => !(id.split('/').at(-1) ?? '').startsWith('_'));
  return pageRouteIds(ids)
    .filter((id) => !id.includes('$'))
    .map((id) => {
      const files: string[] = [];
      for (let name = constOf.get(id); name && routes.has(name); name = routes.get(name)!.parent) {
        const file = routes.get(name)!.file;
        if (!file) throw new Error(`The route tree imports no file for ${name}`);
        files.unshift(file);
      }
      if (files.length === 0) throw new Error(`The route tree has no route for ${id}`);
      return { url: plainUrl(id), routeFiles: [fileOf.get('rootRouteImport') ?? '__root', ...files] };
    });
}

/** The page routes of the tree (layouts with child routes are opened through their children). */
export function pageRouteIds(treeIds = routeTreeIds()): string[] {
  return treeIds.filter((id) => id.endsWith('/') || !treeIds.some((other) => other.startsWith(`${id}/`)));
}

/** A route id's URL path: the id without pathless segments, with the router's trailing slash. */
function plainUrl(id: string): string {
  const segments = id.split('/').filter((s) => s && !s.startsWith('_'));
  return `/${segments.map((s) => `${s}/`).join('')}`;
}

/**
 * A kind of declaration each feature may keep in a file of its own (`modal-previews.ts`, `route-previews.ts`), every
 * feature's merged by key. The files hold plain data, so Node imports them though it cannot run the app.
 */
export async function featureDeclarations<T>(fileName: string, dir = path.join(repoRoot, 'src/features')) {
  const files = fs
    .readdirSync(dir)
    .map((feature) => path.join(dir, feature, fileName))
    .filter((file) => fs.existsSync(file));
  const modules = await Promise.all(
    files.map((file) => import(pathToFileURL(file).href) as Promise<Record<string, Record<string, T>>>),
  );
  return Object.fromEntries(modules.flatMap((module) => Object.values(module).flatMap(Object.entries)));
}

/** The pages' previews the features declare (`src/features/<f>/route-previews.ts`), by route id. */
export const featureRoutePreviews = () => featureDeclarations<RoutePreview>('route-previews.ts');

/** Who opens a route: nobody signed in outside `_authenticated`; else its preview's users, by default both. */
export function routeViewers(id: string, previews: Record<string, RoutePreview>): Viewer[] {
  if (!id.startsWith('/_authenticated/')) return ['signed-out'];
  return [...(previews[id]?.viewers ?? ['client', 'provider'])];
}

/**
 * A route's URL with its preview's `{kind}` placeholders filled by `idOf`; throws for a route with a parameter and
 * no preview URL, naming where to give it.
 */
export function previewUrl(id: string, previews: Record<string, RoutePreview>, idOf: (kind: ExampleIdKind) => string) {
  const url = previews[id]?.url;
  if (!url && id.includes('$'))
    throw new Error(`Route ${id} has a parameter: give it a URL in its feature's route-previews.ts`);
  return url ? url.replace(/\{(\w+)\}/g, (_, kind: string) => idOf(kind as ExampleIdKind)) : plainUrl(id);
}
