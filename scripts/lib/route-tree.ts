// The app's routes as the generated route tree (src/routeTree.gen.ts) names them, and who each is for: read by the
// bench, the conformance check and the every-route e2e test, so a new route reaches all three without a list to edit.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './run';
import type { PreviewViewer } from '../../src/lib/modal-preview';

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

/** The page routes of the tree (layouts with child routes are opened through their children). */
export function pageRouteIds(treeIds = routeTreeIds()): string[] {
  return treeIds.filter((id) => id.endsWith('/') || !treeIds.some((other) => other.startsWith(`${id}/`)));
}

/** A route id's URL path: the id without pathless segments, with the router's trailing slash. */
export function plainUrl(id: string): string {
  const segments = id.split('/').filter((s) => s && !s.startsWith('_'));
  return `/${segments.map((s) => `${s}/`).join('')}`;
}

/**
 * Signed-in routes only one kind of user has, or that show another kind a page saying it is not theirs: who can open
 * each, the user it is made for first. Every other signed-in route is for both, the client first.
 */
const restricted: Record<string, Viewer[]> = {
  '/_authenticated/availability': ['provider', 'client'],
  '/_authenticated/setup': ['provider'],
  '/_authenticated/account/credentials': ['provider'],
  '/_authenticated/account/experience': ['provider'],
  '/_authenticated/account/fees': ['provider'],
  '/_authenticated/account/payouts': ['provider'],
  '/_authenticated/account/verification': ['provider'],
  '/_authenticated/clients/$id': ['provider', 'client'],
  '/_authenticated/payment/$id': ['client'],
  '/_authenticated/wallet/': ['client', 'provider'],
  '/_authenticated/wallet/transactions/$id': ['client'],
};

/** Who opens a route: nobody signed in outside `_authenticated`, else its users, the one it is made for first. */
export function routeViewers(id: string): Viewer[] {
  if (!id.startsWith('/_authenticated/')) return ['signed-out'];
  return restricted[id] ?? ['client', 'provider'];
}
