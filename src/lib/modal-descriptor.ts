import type { ComponentType } from 'react';
import { z } from 'zod/mini';
import type { UserType } from '../../generated/model';
import type { ensureAll } from './loader';
import { dayParam, enumParam } from './search-params';

// A modal's URL parameters, one meaning each across all modals: `id` is always a booking, `participantId` a booking's
// participant, `providerId` a therapist, `clientId` a client, `date` a calendar day, `noteId` a session note, `fileId`
// an uploaded file, `messageId` a chat message. The same rules as the pages' hand parsers (decision 0031).
/** An opaque identifier: trimmed, 1–200 characters. */
export const idParam = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
/** A calendar day as `YYYY-MM-DD` that exists. */
export const dayModalParam = z.string().check(z.refine((value) => dayParam(value) !== undefined));

type ParamsSchema = z.ZodMiniObject;

/** What a modal's queries may use besides its parameters. */
export interface ModalQueryContext {
  /** The signed-in user's type, or null when signed out. */
  viewer: UserType | null;
}

type QueryList = Parameters<typeof ensureAll>[1];

/** The props a modal's component gets: its URL parameters and how to close it. */
export type ModalProps<P = object> = P & { close: () => void };

export interface ModalDescriptor<N extends string = string, S extends ParamsSchema = ParamsSchema> {
  name: N;
  /** The modal's URL parameters (only the ones it uses); a required one missing or malformed means no modal. */
  params: S;
  /** Its component, a chunk of its own (default export, renders a ui/Dialog). */
  load: () => Promise<{ default: ComponentType<ModalProps<z.output<S>>> }>;
  /**
   * What it shows, started with the page when the URL names it. Import the query options inside (`import('./queries')`):
   * the descriptors are in every page's first chunk, the API modules must not be.
   */
  queries?: (params: z.output<S>, context: ModalQueryContext) => QueryList | Promise<QueryList>;
}

/** Declares a modal in its feature (`src/features/<f>/modals.ts`); the app lists the features' modals once. */
export function defineModal<const N extends string, S extends ParamsSchema>(modal: ModalDescriptor<N, S>) {
  return modal;
}

/** Any descriptor (the host and the loader do not know which one the URL names; its schema checks the params). */
export interface AnyModal {
  name: string;
  params: ParamsSchema;
  // A modal's props and queries take its own params: there is no common type, the schema is the check.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  load: () => Promise<{ default: ComponentType<any> }>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  queries?: (params: any, context: ModalQueryContext) => QueryList | Promise<QueryList>;
}

/** The name → parameters map the app's registry is made of. */
export type ModalParamsOf<L extends readonly { name: string; params: ParamsSchema }[]> = {
  [D in L[number] as D['name']]: z.output<D['params']>;
};

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type AllParams<L extends readonly AnyModal[]> = Partial<UnionToIntersection<z.output<L[number]['params']>>>;

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
 * The search params every page accepts, from the modals: `modal` and the union of their parameters. A malformed value
 * is dropped (set to `undefined`, so the router does not lay the raw value back), and so is a modal whose own
 * parameters do not parse (a required one missing). The router reads `?id=123` as a number: ids are text here.
 */
export function modalSearchSchema<const L extends readonly AnyModal[]>(modals: L) {
  const byName = new Map(modals.map((modal) => [modal.name, modal]));
  const shape = new Map<string, z.ZodMiniType>();
  for (const modal of modals)
    for (const [key, schema] of Object.entries(modal.params.def.shape)) shape.set(key, schema as z.ZodMiniType);
  for (const modal of modals) paramNames.set(modal.name, Object.keys(modal.params.def.shape));
  const modalName = enumParam([...byName.keys()] as L[number]['name'][]);
  return (raw: Record<string, unknown>): { modal?: L[number]['name'] } & AllParams<L> => {
    const params = Object.fromEntries(
      [...shape].map(([key, schema]) => {
        const value = typeof raw[key] === 'number' ? String(raw[key]) : raw[key];
        const parsed = schema.safeParse(value);
        return [key, parsed.success ? parsed.data : undefined];
      }),
    );
    const name = modalName(raw.modal);
    const open = name !== undefined && byName.get(name)?.params.safeParse(params).success;
    return { ...params, modal: open ? name : undefined } as { modal?: L[number]['name'] } & AllParams<L>;
  };
}
