import type { ComponentType } from 'react';
import * as z from 'zod/mini';
import type { UserType } from '../../generated/model';
import type { ensureAll } from './loader';
import { bookingId, day, identifier, oneOf, participantId } from './search-fields';

// A modal's URL parameters, one meaning each across all modals: `id` is always a booking, `participantId` a booking's
// participant, `providerId` a therapist, `clientId` a client, `date` a calendar day, `noteId` a session note, `fileId`
// an uploaded file, `messageId` a chat message, `slotId` a time slot, `therapyId` a therapy category, `modalityId` a
// session type. Each is a lenient Zod Mini field (`lib/search-fields.ts`): the root
// route's search schema is made of them, so a malformed value is dropped instead of failing the page.

/** A search field: never fails, gives `undefined` for what does not parse. */
type Field<T> = z.ZodMiniType<T | undefined>;

/** One URL parameter of a modal: its schema, and whether the modal opens without it. */
export interface ModalParam<T = unknown, Required extends boolean = boolean> {
  schema: Field<T>;
  required: Required;
}

const requiredParam = <T>(schema: Field<T>): ModalParam<T, true> => ({ schema, required: true });

/** `id`: the booking the modal is about. */
export const bookingParam = requiredParam(bookingId);
/** `participantId`: a booking's participant. */
export const participantParam = requiredParam(participantId);
/** Any other opaque identifier: trimmed, 1–200 characters. */
export const idParam = requiredParam(identifier);
/** A calendar day as `YYYY-MM-DD` that exists. */
export const dayModalParam = requiredParam(day);
/** The same parameter, but the modal opens without it. */
export const optional = <T>(param: ModalParam<T, true>): ModalParam<T, false> => ({ ...param, required: false });

type ParamsShape = Record<string, ModalParam>;
type ValueOf<P> = P extends ModalParam<infer T> ? T : never;
type RequiredKeys<S extends ParamsShape> = {
  [K in keyof S]: S[K] extends ModalParam<unknown, true> ? K : never;
}[keyof S];

/** The parameters a modal's component and `open()` get from its shape: required ones required, the others optional. */
type ParamsOf<S extends ParamsShape> = { [K in RequiredKeys<S>]: ValueOf<S[K]> } & {
  [K in Exclude<keyof S, RequiredKeys<S>>]?: ValueOf<S[K]>;
};

/** What a modal's queries may use besides its parameters. */
export interface ModalQueryContext {
  /** The signed-in user's type, or null when signed out. */
  viewer: UserType | null;
}

type QueryList = Parameters<typeof ensureAll>[1];

/** The props a modal's component gets: its URL parameters and how to close it. */
export type ModalProps<P = object> = P & { close: () => void };

export interface ModalDescriptor<N extends string = string, S extends ParamsShape = ParamsShape> {
  name: N;
  /** The modal's URL parameters (only the ones it uses); a required one missing or malformed means no modal. */
  params: S;
  /** Its component, a chunk of its own (default export, renders a ui/Dialog). */
  load: () => Promise<{ default: ComponentType<ModalProps<ParamsOf<S>>> }>;
  /**
   * What it shows, started with the page when the URL names it. Import the query options inside (`import('./queries')`):
   * the descriptors are in every page's first chunk, the API modules must not be.
   */
  queries?: (params: ParamsOf<S>, context: ModalQueryContext) => QueryList | Promise<QueryList>;
}

/** Declares a modal in its feature (`src/features/<f>/modals.ts`); the app lists the features' modals once. */
export function defineModal<const N extends string, const S extends ParamsShape>(modal: ModalDescriptor<N, S>) {
  return modal;
}

/** Any descriptor (the host and the loader do not know which one the URL names; its schema checks the params). */
export interface AnyModal {
  name: string;
  params: ParamsShape;
  // A modal's props and queries take its own params: there is no common type, the schema is the check.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  load: () => Promise<{ default: ComponentType<any> }>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  queries?: (params: any, context: ModalQueryContext) => QueryList | Promise<QueryList>;
}

/** The name → parameters map the app's registry is made of. */
export type ModalParamsOf<L extends readonly { name: string; params: ParamsShape }[]> = {
  [D in L[number] as D['name']]: ParamsOf<D['params']>;
};

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
// Distributes over the modals' shapes, so each keeps its own keys before they are merged.
type EachParams<S> = S extends ParamsShape ? ParamsOf<S> : never;
type AllParams<L extends readonly AnyModal[]> = Partial<UnionToIntersection<EachParams<L[number]['params']>>>;

const paramNames = new Map<string, string[]>();

/** The key of the open modal in the URL: its name and its parameters (a changed one is another modal). */
export function modalKey(search: { modal?: string } & Record<string, unknown>): string {
  const names = search.modal ? (paramNames.get(search.modal) ?? []) : [];
  return [search.modal, ...names.map((name) => JSON.stringify(search[name] ?? ''))].join(':');
}

/** The page's own search params: the open modal's name and parameters left out (so the next modal's read in order). */
export function pageSearch<T extends object>(search: T): T {
  const modalKeys = new Set(['modal', ...[...paramNames.values()].flat()]);
  return Object.fromEntries(Object.entries(search).filter(([key]) => !modalKeys.has(key))) as T;
}

/**
 * The search params every page accepts, from the modals: `modal` and the union of their parameters, each by its field
 * schema, plus `extra` fields of the root's own. A malformed value is dropped (set to `undefined`, so the router does
 * not lay the raw value back), and so is a modal whose own required parameters are missing or malformed. A parameter
 * name keeps one meaning: two modals that read the same name with different schemas fail at start-up.
 */
export function modalSearchSchema<const L extends readonly AnyModal[], E extends z.core.$ZodLooseShape = object>(
  modals: L,
  extra: E = {} as E,
) {
  const byName = new Map(modals.map((modal) => [modal.name, modal]));
  const shape: z.core.$ZodLooseShape = {};
  for (const modal of modals) {
    for (const [key, param] of Object.entries(modal.params)) {
      if (shape[key] && shape[key] !== param.schema) throw new Error(`Modal parameter "${key}" has two meanings`);
      shape[key] = param.schema;
    }
    paramNames.set(modal.name, Object.keys(modal.params));
  }
  type Search = { modal?: L[number]['name'] } & AllParams<L> & z.output<z.ZodMiniObject<E>>;
  // The shape is assembled at run time; its type is the one the descriptors give (`Search`, below).
  const fields = z.object({ ...shape, ...extra, modal: oneOf([...byName.keys()]) }) as unknown as z.ZodMiniType<
    Record<string, unknown> & { modal?: string },
    Record<string, unknown>
  >;
  return z.pipe(
    fields,
    z.transform((parsed): Search => {
      const modal = parsed.modal === undefined ? undefined : byName.get(parsed.modal);
      return { ...parsed, modal: modal && modalParams(modal, parsed) ? modal.name : undefined } as Search;
    }),
  );
}

/** A modal's own parameters read from the search params, or `undefined` when a required one is missing or malformed. */
export function modalParams(modal: AnyModal, search: Record<string, unknown>): Record<string, unknown> | undefined {
  const params: Record<string, unknown> = {};
  for (const [key, param] of Object.entries(modal.params)) {
    const value = param.schema.parse(search[key]);
    if (value === undefined && param.required) return undefined;
    if (value !== undefined) params[key] = value;
  }
  return params;
}
