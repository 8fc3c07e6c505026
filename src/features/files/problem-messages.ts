import { useMemo } from 'react';
import type { IntlShape } from 'react-intl';
import { translator, useT, type TranslateOf } from '../../lib/i18n/translate';
import messages, { type MessageId } from './messages';
import type { FileProblem } from './rules';

const MESSAGE_IDS = { type: 'files.wrongType', empty: 'files.empty', size: 'files.tooLarge' } as const satisfies Record<
  FileProblem,
  MessageId
>;

/** The message a refused file shows: the list of accepted types, 'This file is empty.', or the spec's 'File too large'. */
export const fileProblemMessageId = (problem: FileProblem) => MESSAGE_IDS[problem];

/** A refused file's message, as text. */
export type FileProblemText = (problem: FileProblem) => string;

const problemText =
  (t: TranslateOf<typeof messages>): FileProblemText =>
  (problem) =>
    t(fileProblemMessageId(problem));

/** A refused file's message, in the files feature's messages (a component waits for them, as with `useT`). */
export function useFileProblemText(): FileProblemText {
  const t = useT(messages);
  return useMemo(() => problemText(t), [t]);
}

/** The same for code handed the page's intl once the files feature's messages are in (a form's rules in a test). */
export const fileProblemText = (intl: Pick<IntlShape, 'formatMessage'>): FileProblemText =>
  problemText(translator(intl, messages));
