import type { MessageId } from '../../lib/i18n';
import type { FileProblem } from './rules';

const MESSAGE_IDS = { type: 'files.wrongType', empty: 'files.empty', size: 'files.tooLarge' } as const satisfies Record<
  FileProblem,
  MessageId
>;

/** The message a refused file shows: the list of accepted types, 'This file is empty.', or the spec's 'File too large'. */
export const fileProblemMessageId = (problem: FileProblem) => MESSAGE_IDS[problem];
