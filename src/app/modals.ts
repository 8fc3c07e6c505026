import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { accountModals } from '../features/account';
import { appointmentModals } from '../features/appointments';
import { availabilityModals } from '../features/availability';
import { messageModals } from '../features/messages';
import { noteModals } from '../features/notes';
import { profileModals } from '../features/profiles';
import { regionModals } from '../features/region';
import { reviewModals } from '../features/reviews';
import { schedulingModals } from '../features/scheduling';
import { therapistModals } from '../features/therapists';
import { verificationModals } from '../features/verification';
import { walletModals } from '../features/wallet';
import { startAll } from '../lib/loader';
import {
  modalParams,
  modalSearchSchema,
  type AnyModal,
  type ModalParamsOf,
  type ModalQueryContext,
} from '../lib/modal-descriptor';
import { usState } from '../lib/search-fields';

/**
 * Every modal the host can open, by the name it has in the URL (`?modal=sign-out&…`). Each feature declares its own
 * in its `modals.ts` (name, URL parameters, component chunk, the data started with the page); this only lists them.
 */
const modalList = [
  ...accountModals,
  ...schedulingModals,
  ...appointmentModals,
  ...therapistModals,
  ...profileModals,
  ...availabilityModals,
  ...noteModals,
  ...reviewModals,
  ...verificationModals,
  ...walletModals,
  ...regionModals,
  ...messageModals,
];

declare module '../lib/modal' {
  // Augmentation needs an interface; its members come from the descriptors.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModalRegistry extends ModalParamsOf<typeof modalList> {}
}

/** A lazy modal whose chunk can be asked for before it renders. */
function lazyModal(load: AnyModal['load']) {
  return Object.assign(lazy(load), { preload: load });
}

const modals = new Map(
  modalList.map((modal: AnyModal) => [modal.name, { ...modal, Component: lazyModal(modal.load) }] as const),
);

/** The host's view of one modal: its parameter schema and its lazy component. */
export const modalNamed = (name: string) => modals.get(name);

/** The open modal and its parameters, nothing else: the root loader runs again when they change (its `loaderDeps`). */
export function modalDeps(search: { modal?: string }): { modal?: string } {
  const open = named(search);
  return open ? { modal: open.modal.name, ...open.params } : {};
}

/** The modal the search names, with its parameters parsed, when they parse. */
function named(search: { modal?: string }) {
  const modal = search.modal === undefined ? undefined : modals.get(search.modal);
  const params = modal && modalParams(modal, search);
  return modal && params ? { modal, params } : undefined;
}

/** Asks for the open modal's chunk, and gives its queries (their modules are imported on the way). */
function startModal(open: NonNullable<ReturnType<typeof named>>, context: ModalQueryContext) {
  void open.modal.Component.preload();
  return Promise.resolve(open.modal.queries?.(open.params, context) ?? []);
}

/** Starts the open modal's chunk and data (not awaited: the page does not wait for its modal). */
export function preloadModal(
  search: { modal?: string },
  context: ModalQueryContext & { queryClient: QueryClient },
): void {
  const open = named(search);
  // On a failure the modal's own queries ask when it renders.
  if (open)
    startModal(open, context).then(
      (queries) => startAll(context.queryClient, queries),
      () => {},
    );
}

/**
 * A deep-linked modal's chunk and its queries' modules, asked for with the page's chunks (app/boot/route-code.ts): the root loader,
 * which starts the queries, runs once the page's messages are in.
 */
export function preloadModalCode(search: Record<string, unknown>, context: ModalQueryContext): void {
  const open = named(globalSearchSchema.parse(search));
  if (open) startModal(open, context).catch(() => {});
}

/**
 * The search params every page accepts (the root route's `validateSearch`, a Zod Mini schema); anything malformed is
 * dropped. `modal` and its parameters drive the modal host; `state` is what the USA state picker adds to the current
 * page's query.
 */
export const globalSearchSchema = modalSearchSchema(modalList, { state: usState });
