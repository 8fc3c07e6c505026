import { useMemo, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { FeatureMessages } from './catalog';
import type { FeatureMessagesPart } from './index';
import type common from './messages/common';
import type demo from './messages/demo';
import type { MessageId } from './messages';

/** The messages every feature may show besides its own: the shared labels and errors (`common.ts`). */
export type CommonId = keyof typeof common.en;

type Primitive = string | number | boolean | null | undefined | Date;
type TextValues = Record<string, Primitive | ((chunks: string[]) => string)>;
type RichValues = Record<string, Primitive | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** A feature's message by id: text, or nodes when a value is an element or a tag's function (`<b>…</b>`). */
export interface Translate<Id extends string> {
  (id: Id, values?: TextValues): string;
  (id: Id, values: RichValues): ReactNode;
}

/** The `t` of a feature's messages, for helpers it is handed to: `TranslateOf<typeof messages>`. */
export type TranslateOf<M> = Translate<IdOf<M>>;

const formatWith = (intl: Pick<IntlShape, 'formatMessage'>) =>
  ((id: string, values?: RichValues): ReactNode =>
    intl.formatMessage({ id: id as MessageId }, values)) as Translate<string>;

/** `t` for code outside components that is handed the page's intl (a form's schema, a toast's text). */
export function translator<Id extends string>(
  intl: Pick<IntlShape, 'formatMessage'>,
  // Only its type: which ids this `t` takes (the texts are in `intl` once the feature's part is in).
  _messages: FeatureMessages<Id>,
): Translate<Id | CommonId> {
  return formatWith(intl);
}

/**
 * The one way a feature shows its messages: `const t = useT(messages)`, then `t('<f>.title')` (decision 0020). Suspends
 * until the feature's messages are in (the page's or modal's pending state), which they usually are by then.
 */
export function useT<Id extends string>(messages: FeatureMessages<Id>): Translate<Id | CommonId> {
  const ready: Promise<void> & { status?: string } = (messages as unknown as FeatureMessagesPart).ready();
  // Suspends the way React Query does, by throwing the promise: `use()` could not be skipped once the texts are in
  // (React replays a suspended render and expects the same calls), and under act() every `use()` counts as waiting.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- a thrown promise is React's way to suspend
  if (ready.status !== 'fulfilled') throw ready;
  const intl = useIntl();
  return useMemo(() => translator(intl, messages), [intl, messages]);
}

/** The ids a feature may show: `IdOf<typeof messages>` (its messages.ts exports it as `MessageId`). */
export type IdOf<M> = M extends FeatureMessages<infer Id> ? Id | CommonId : never;

type DemoId = keyof typeof demo.en;

/**
 * `t` for the demo's own screens (the dev menu, the demo accounts, the mock checkout): the texts of
 * `messages/demo.ts`, which the production build leaves out (decision 0020), and the common ones.
 */
export function useDemoT(): Translate<DemoId | CommonId> {
  const intl = useIntl();
  return useMemo(() => formatWith(intl), [intl]);
}
