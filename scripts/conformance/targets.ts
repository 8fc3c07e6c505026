// What the conformance check opens: every page route of the route tree (src/routeTree.gen.ts) and every modal the
// features declare (src/features/*/modals.ts), each as the kind of user who can see it, with the identifiers in its URL
// taken from the contract's own examples (generated/openapi.json). A route or modal added without an entry here fails targets.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/run';
import { pageRouteIds, plainUrl, routeTreeIds, routeViewers, type Viewer } from '../lib/route-tree';

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
export function exampleIds(doc: OpenApi) {
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
  };
}
type Ids = ReturnType<typeof exampleIds>;

/** The URL of each route with parameters or a query, from the examples' identifiers. */
const routeUrls = (ids: Ids): Record<string, string> => ({
  '/therapists/$id': `/therapists/${ids.therapist}/`,
  '/_authenticated/clients/$id': `/clients/${ids.client}/`,
  '/_authenticated/payment/$id': `/payment/${ids.booking}/`,
  '/_authenticated/messages/$userId': `/messages/${ids.chatUser}/`,
  '/_authenticated/wallet/transactions/$id': `/wallet/transactions/${ids.transaction}/`,
  // The e-mails' links carry a token the backend checks; any string is contract-valid.
  '/reset-password': '/reset-password/?token=reset-token',
  '/verify-email': '/verify-email/?token=verify-token',
});

export function routeTargets(ids: Ids, treeIds = routeTreeIds()): Target[] {
  const urls = routeUrls(ids);
  return pageRouteIds(treeIds).flatMap((id) => {
    if (id.includes('$') && !urls[id])
      throw new Error(`Route ${id} has a parameter: give it a URL in scripts/conformance/targets.ts`);
    const url = urls[id] ?? plainUrl(id);
    return routeViewers(id).map((viewer) => ({ name: id, url, viewer }));
  });
}

interface ModalEntry {
  page: string;
  viewers: Viewer[];
  params?: Record<string, string> | ((viewer: Viewer) => Record<string, string>);
}

/** Every modal the features declare: the page it opens over, who opens it, its URL parameters. */
const modalEntries = (ids: Ids): Record<string, ModalEntry> => {
  const both: Viewer[] = ['client', 'provider'];
  // A client's booking is the first of the client's list, a provider's the first of the provider's.
  const booking = {
    page: '/appointments/',
    viewers: both,
    params: (viewer: Viewer) => ({ id: viewer === 'provider' ? ids.appointment : ids.booking }),
  };
  const clientBooking = { page: '/appointments/', viewers: ['client'] as Viewer[], params: { id: ids.booking } };
  const note = { page: '/appointments/', viewers: ['provider'] as Viewer[], params: { noteId: ids.note } };
  const credentials = { page: '/account/credentials/', viewers: ['provider'] as Viewer[] };
  const wallet = { page: '/wallet/', viewers: ['client'] as Viewer[] };
  const region = { page: '/', viewers: ['signed-out'] as Viewer[] };
  return {
    'sign-out': { page: '/overview/', viewers: both },
    'update-email': { page: '/account/settings/', viewers: both },
    'delete-account': { page: '/account/settings/', viewers: both },
    schedule: booking,
    scheduled: booking,
    reschedule: booking,
    rescheduled: booking,
    cancel: booking,
    'reschedule-decision': booking,
    'state-picker': region,
    'new-booking': {
      page: `/therapists/${ids.therapist}/`,
      viewers: ['client'],
      params: { providerId: ids.therapist },
    },
    'profile-image': { page: '/account/', viewers: both },
    cropper: { page: '/account/', viewers: both },
    avatar: { page: '/account/', viewers: ['client'] },
    'delete-picture': { page: '/account/', viewers: both },
    'availability-date': { page: '/availability/', viewers: ['provider'], params: { date: ids.day } },
    'availability-remove': { page: '/availability/', viewers: ['provider'], params: { date: ids.day } },
    'note-form': { ...note, params: { id: ids.appointment, noteId: ids.note } },
    note,
    'note-file': { ...note, params: { noteId: ids.note, fileId: ids.noteFile } },
    'delete-note': note,
    review: clientBooking,
    share: clientBooking,
    'book-series': clientBooking,
    'edit-review': { page: '/appointments/', viewers: ['client'], params: { participantId: ids.participant } },
    qualification: { ...credentials, params: { qualificationType: ids.qualificationType } },
    'files-upload': credentials,
    'preview-files': { ...credentials, params: { fileId: ids.qualificationFile } },
    'delete-credential': { ...credentials, params: { qualificationId: ids.qualification } },
    'add-experience': { page: '/account/experience/', viewers: ['provider'], params: { experienceId: ids.experience } },
    'therapy-fees': { page: '/account/fees/', viewers: ['provider'] },
    'document-review': { page: '/account/verification/', viewers: ['provider'] },
    'wallet-topup': wallet,
    'wallet-topup-card': wallet,
    'wallet-topup-transfer': wallet,
    'wallet-topup-sent': wallet,
    location: region,
    'active-country': region,
    'country-language': region,
    'delete-message': { page: `/messages/${ids.chatUser}/`, viewers: both, params: { messageId: ids.message } },
    'appointment-message': booking,
    invitation: { page: '/overview/', viewers: both, params: { participantId: ids.participant } },
  };
};

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

export function modalTargets(ids: Ids, names = registryModalNames()): Target[] {
  const entries = modalEntries(ids);
  return names.flatMap((name) => {
    const entry = entries[name];
    if (!entry) throw new Error(`Modal ${name} has no entry in scripts/conformance/targets.ts`);
    return entry.viewers.map((viewer) => {
      const params = typeof entry.params === 'function' ? entry.params(viewer) : entry.params;
      return { name: `modal ${name}`, url: `${entry.page}?${new URLSearchParams({ modal: name, ...params })}`, viewer };
    });
  });
}

/** Modals of the registry with no entry here, and entries for modals that no longer exist. */
export function modalCoverageProblems(names = registryModalNames(), ids = exampleIds(readContract())): string[] {
  const known = Object.keys(modalEntries(ids));
  return [
    ...names.filter((n) => !known.includes(n)).map((n) => `modal ${n} has no entry in scripts/conformance/targets.ts`),
    ...known
      .filter((n) => !names.includes(n))
      .map((n) => `scripts/conformance/targets.ts lists modal ${n}, which no feature declares`),
  ];
}

export function readContract(file = path.join(repoRoot, 'generated/openapi.json')): OpenApi {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApi;
}

/** Everything the check opens, grouped by viewer in the order visited. */
export function allTargets(doc = readContract()): Target[] {
  const ids = exampleIds(doc);
  const targets = [...routeTargets(ids), ...modalTargets(ids)];
  const order: Viewer[] = ['signed-out', 'client', 'provider'];
  return order.flatMap((viewer) => targets.filter((t) => t.viewer === viewer));
}
