import { use, useMemo, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { FeatureMessages } from './catalog';
import type { FeatureMessagesPart } from './index';
import type common from './messages/common';
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
export type TranslateOf<M> = M extends FeatureMessages<infer Id> ? Translate<Id | CommonId> : never;

/** `t` for code outside components that is handed the page's intl (a form's schema, a toast's text). */
export function translator<Id extends string>(
  intl: Pick<IntlShape, 'formatMessage'>,
  messages: FeatureMessages<Id>,
): Translate<Id | CommonId>;
export function translator(intl: Pick<IntlShape, 'formatMessage'>): Translate<string> {
  const t = (id: string, values?: RichValues): ReactNode => intl.formatMessage({ id: id as MessageId }, values);
  return t as Translate<string>;
}

/**
 * The one way a feature shows its messages: `const t = useT(messages)`, then `t('<f>.title')` (decision 0151). Suspends
 * until the feature's messages are in (the page's or modal's pending state), which they usually are by then.
 */
export function useT<Id extends string>(messages: FeatureMessages<Id>): Translate<Id | CommonId> {
  use((messages as unknown as FeatureMessagesPart).ready());
  const intl = useIntl();
  return useMemo(() => translator(intl, messages), [intl, messages]);
}
