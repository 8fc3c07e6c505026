// Where each modal and page can be seen, for the checks that open every one of them (the bench, and the conformance
// check against a mock built from the contract alone, scripts/conformance). A feature declares its modals' previews
// beside their descriptors, in `src/features/<f>/modal-previews.ts`, and its pages' in `route-previews.ts`: plain
// data, which the app never imports, so that it stays out of every bundle.
import type { FileRoutesById } from '../routeTree.gen';

/** Who opens the page under the modal. */
export type PreviewViewer = 'signed-out' | 'client' | 'provider';

/**
 * The kinds of identifier a modal's URL can carry, each taken from the contract's examples. `viewer-booking` is the
 * client's booking for a client and the provider's appointment for a provider.
 */
export type ExampleIdKind =
  | 'booking'
  | 'viewer-booking'
  | 'participant'
  | 'appointment'
  | 'client'
  | 'therapist'
  | 'chatUser'
  | 'message'
  | 'transaction'
  | 'note'
  | 'noteFile'
  | 'qualification'
  | 'qualificationType'
  | 'qualificationFile'
  | 'insurance'
  | 'experience'
  | 'day'
  | 'token';

export interface ModalPreview<P extends PropertyKey = string> {
  /** The page the modal opens over; `{kind}` stands for an example identifier (`/therapists/{therapist}/`). */
  page: string;
  viewers: readonly PreviewViewer[];
  /** The modal's URL parameters, each as the kind of identifier it carries. */
  params?: Partial<Record<P, ExampleIdKind>>;
}

/** One preview per modal of a feature's list: a modal without one, or one for no modal, is a type error. */
export type ModalPreviews<L extends readonly { name: string; params: object }[]> = {
  [M in L[number] as M['name']]: ModalPreview<keyof M['params']>;
};

export const signedIn = ['client', 'provider'] as const;

/**
 * How the checks open a page route the default cannot: `url` fills its parameters or query with example identifiers
 * (`/therapists/{therapist}/`); `viewers` who can open a signed-in page, the user it is made for first (by default
 * both, the client first). A route with a parameter must have one; the checks' tests fail on a missing one.
 */
export interface RoutePreview {
  url?: string;
  viewers?: readonly PreviewViewer[];
}

/** A feature's pages' previews, by route id (`src/routeTree.gen.ts`): a route the tree does not have is a type error. */
export type RoutePreviews = Partial<Record<keyof FileRoutesById, RoutePreview>>;
