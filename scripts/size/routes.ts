import fs from 'node:fs';
import path from 'node:path';

/** A page of the route tree as `npm run check:size` weighs it. */
export interface SizedRoute {
  /** The URL path, with the router's trailing slash and parameters as `{name}` (`/payment/{id}/`). */
  path: string;
  /** The route files from the outermost layout down to the page: each one's split chunks load before it renders. */
  files: string[];
}

interface TreeRoute {
  fullPath: string;
  importName: string;
  parent: string;
}

/**
 * The pages of the generated route tree (`src/routeTree.gen.ts`), each with the files of its layouts and its own: the
 * routes no other route is the parent of. Read from the generated text, not by importing it, so that no app module
 * runs in Node.
 */
export function routesOfTree(root: string): { routes: SizedRoute[]; files: string[] } {
  const source = fs.readFileSync(path.join(root, 'src/routeTree.gen.ts'), 'utf8');
  const fileOf = new Map(
    [...source.matchAll(/^import \{ Route as (\w+) \} from '\.\/([^']+)'$/gm)].map(
      ([, name, file]) => [name!, routeFile(root, `src/${file!}`)] as const,
    ),
  );
  const block = /interface FileRoutesByPath \{([\s\S]*?)\n {2}\}\n/.exec(source)?.[1];
  if (!block || fileOf.size === 0) throw new Error('No route tree in src/routeTree.gen.ts: run `npx tsr generate`.');
  const tree: TreeRoute[] = [
    ...block.matchAll(/fullPath: '([^']*)'\s+preLoaderRoute: typeof (\w+)\s+parentRoute: typeof (\w+)/g),
  ].map(([, fullPath, importName, parent]) => ({ fullPath: fullPath!, importName: importName!, parent: parent! }));
  // A parent is named by its route constant (`AuthenticatedRoute`), a route's module by its import (`…RouteImport`).
  const byName = new Map(tree.map((route) => [route.importName.replace(/Import$/, ''), route]));
  const parents = new Set(tree.map((route) => byName.get(route.parent)));
  const fileFor = (name: string) => {
    const file = fileOf.get(name);
    if (!file) throw new Error(`src/routeTree.gen.ts has no import for ${name}`);
    return file;
  };
  const chain = (route: TreeRoute): string[] => {
    const parent = byName.get(route.parent);
    return [...(parent ? chain(parent) : []), fileFor(route.importName)];
  };
  const routes = tree
    .filter((route) => !parents.has(route))
    .map((route) => ({ path: urlPath(route.fullPath), files: chain(route) }))
    .sort((a, b) => a.path.localeCompare(b.path));
  return { routes, files: [...fileOf.values()] };
}

/** `/payment/$id` → `/payment/{id}/`: the form the size table and `partsFor` use. */
function urlPath(fullPath: string): string {
  const named = fullPath.replaceAll(/\$(\w+)/g, '{$1}');
  return named.endsWith('/') ? named : `${named}/`;
}

/** A generated import (`./routes/login`) as the path the build manifest names (`src/routes/login.tsx`). */
function routeFile(root: string, withoutExtension: string): string {
  const found = ['.tsx', '.ts']
    .map((ext) => withoutExtension + ext)
    .find((file) => fs.existsSync(path.join(root, file)));
  if (!found)
    throw new Error(`src/routeTree.gen.ts names ${withoutExtension}, which is not on disk: run \`npx tsr generate\`.`);
  return found;
}
