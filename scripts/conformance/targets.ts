// What the conformance check opens: every page route of the route tree (src/routeTree.gen.ts) and every modal the
// features declare (src/features/*/modals.ts), each as the kind of user who can see it, with the identifiers in its URL
// taken from the contract's own examples (generated/openapi.json). A route with a parameter and a modal have their
// previews in their feature (route-previews.ts, modal-previews.ts); targets.test.ts fails on a missing one.
import fs from 'node:fs';
import path from 'node:path';
import type { ExampleIdKind, ModalPreview, RoutePreview } from '../../src/lib/modal-preview';
import { repoRoot } from '../lib/run';
import {
  featureDeclarations,
  featureRoutePreviews,
  pageRouteIds,
  previewUrl,
  routeTreeIds,
  routeViewers,
  type Viewer,
} from '../lib/route-tree';

export type { Viewer };

export interface Target {
  /** What the report calls it: the route id, or `modal <name>`. */
  name: string;
  /** The URL path with its query. */
  url: string;
  viewer: Viewer;
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      { operationId?: string; responses?: Record<string, { content?: Record<string, { example?: unknown }> }> }
    >
  >;
};

/** The success example of an operation in the bundled contract. */
function exampleOf(doc: OpenApi, operationId: string): unknown {
  for (const item of Object.values(doc.paths)) {
    for (const operation of Object.values(item)) {
      if (operation.operationId !== operationId) continue;
      const success = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1];
      return Object.values(success?.content ?? {})[0]?.example;
    }
  }
  throw new Error(`No operation ${operationId} in the contract`);
}

/** A value inside an example by a dotted path (`items.0.identifier`); throws when the example has none. */
function pick(value: unknown, dotted: string, what = dotted): string {
  let current = value;
  for (const key of dotted.split('.'))
    current = current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
  if (typeof current !== 'string') throw new Error(`The contract's example has no ${what}`);
  return current;
}

/** The identifiers the URLs carry, each the first of its list in the contract's examples. */
export function exampleIds(doc: OpenApi): Record<Exclude<ExampleIdKind, 'viewer-booking'>, string> {
  const ex = (operationId: string, dotted: string) =>
    pick(exampleOf(doc, operationId), dotted, `${operationId} ${dotted}`);
  return {
    booking: ex('listBookings', 'items.0.identifier'),
    participant: ex('listBookings', 'items.0.participant.identifier'),
    appointment: ex('listAppointments', 'items.0.identifier'),
    client: ex('listAppointments', 'items.0.client.identifier'),
    therapist: ex('listTherapists', 'items.0.identifier'),
    chatUser: ex('listChats', 'items.0.participant.identifier'),
    message: ex('listConversationMessages', 'items.0.identifier'),
    transaction: ex('listWalletTransactions', 'items.0.identifier'),
    note: ex('listBookingSessionNotes', 'items.0.identifier'),
    noteFile: ex('getSessionNote', 'files.0.identifier'),
    qualification: ex('listProviderQualifications', 'items.0.identifier'),
    qualificationType: ex('listProviderQualifications', 'items.0.type'),
    qualificationFile: ex('listProviderQualifications', 'items.0.files.0.identifier'),
    insurance: ex('listProviderIndemnityInsurance', 'items.0.identifier'),
    experience: ex('listProviderExperience', 'items.0.identifier'),
    day: ex('listCustomAvailabilityDays', 'items.0.date'),
    // An e-mail link's token: the backend checks it, and any string is contract-valid.
    token: 'link-token',
  };
}
type Ids = ReturnType<typeof exampleIds>;

/** Every page route, as each user who can see it, its URL's identifiers taken from the examples. */
export function routeTargets(ids: Ids, previews: Record<string, RoutePreview>, treeIds = routeTreeIds()): Target[] {
  return pageRouteIds(treeIds).flatMap((id) => {
    const url = previewUrl(id, previews, (kind) => exampleId(ids, kind, 'client'));
    return routeViewers(id, previews).map((viewer) => ({ name: id, url, viewer }));
  });
}

/** The modal names the features declare (`src/features/<f>/modals.ts`), read from source (the app does not run in Node). */
export function registryModalNames(dir = path.join(repoRoot, 'src/features')): string[] {
  return fs.readdirSync(dir).flatMap((feature) => {
    const file = path.join(dir, feature, 'modals.ts');
    if (!fs.existsSync(file)) return [];
    return [...fs.readFileSync(file, 'utf8').matchAll(/defineModal\(\{\s*name: '([a-z-]+)'/g)].flatMap((m) =>
      m[1] ? [m[1]] : [],
    );
  });
}

/**
 * The previews the features declare beside their modals (`src/features/<f>/modal-previews.ts`: the page under each
 * modal, who opens it, the kinds of identifier its URL carries), by modal name. They import nothing that runs.
 */
export const featurePreviews = () => featureDeclarations<ModalPreview>('modal-previews.ts');

/** An example identifier of a kind, as the viewer sees it (`viewer-booking`: the client's booking, the provider's appointment). */
const exampleId = (ids: Ids, kind: ExampleIdKind, viewer: Viewer) =>
  kind === 'viewer-booking' ? (viewer === 'provider' ? ids.appointment : ids.booking) : ids[kind];

export function modalTargets(ids: Ids, previews: Record<string, ModalPreview>, names = registryModalNames()): Target[] {
  return names.flatMap((name) => {
    const preview = previews[name];
    if (!preview) throw new Error(`Modal ${name} has no preview in its feature's modal-previews.ts`);
    return preview.viewers.map((viewer) => {
      const params = Object.fromEntries(
        Object.entries(preview.params ?? {}).flatMap(([param, kind]) =>
          kind ? [[param, exampleId(ids, kind, viewer)]] : [],
        ),
      );
      const page = preview.page.replace(/\{(\w+)\}/g, (_, kind: string) =>
        exampleId(ids, kind as ExampleIdKind, viewer),
      );
      return { name: `modal ${name}`, url: `${page}?${new URLSearchParams({ modal: name, ...params })}`, viewer };
    });
  });
}

/** Modals without a preview, and previews of modals that no feature declares. */
export function modalCoverageProblems(names: string[], previews: Record<string, ModalPreview>): string[] {
  const known = Object.keys(previews);
  return [
    ...names
      .filter((n) => !known.includes(n))
      .map((n) => `modal ${n} has no preview in its feature's modal-previews.ts`),
    ...known
      .filter((n) => !names.includes(n))
      .map((n) => `a modal-previews.ts previews modal ${n}, which no feature declares`),
  ];
}

export function readContract(file = path.join(repoRoot, 'generated/openapi.json')): OpenApi {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApi;
}

/** Everything the check opens, grouped by viewer in the order visited. */
export async function allTargets(doc = readContract()): Promise<Target[]> {
  const ids = exampleIds(doc);
  const targets = [...routeTargets(ids, await featureRoutePreviews()), ...modalTargets(ids, await featurePreviews())];
  const order: Viewer[] = ['signed-out', 'client', 'provider'];
  return order.flatMap((viewer) => targets.filter((t) => t.viewer === viewer));
}
