import { useMemo } from 'react';
import { useT, type TranslateOf } from '../../lib/i18n/translate';
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

/** A refused file's message from the files feature's `t` (a form's rules in a test, outside React). */
export const fileProblemText =
  (t: TranslateOf<typeof messages>): FileProblemText =>
  (problem) =>
    t(fileProblemMessageId(problem));

/** A refused file's message, in the files feature's messages (a component waits for them, as with `useT`). */
export function useFileProblemText(): FileProblemText {
  const t = useT(messages);
  return useMemo(() => fileProblemText(t), [t]);
}
