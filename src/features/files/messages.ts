import type { FileProblem } from './rules';

/** The message a refused file shows: the spec's 'File too large', or the list of accepted types. */
export const fileProblemMessageId = (problem: FileProblem) => (problem === 'size' ? 'files.tooLarge' : 'files.wrongType');
