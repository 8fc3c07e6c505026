// Text that must not be empty must show something: white space, separators, control and format characters (the
// zero-width ones among them), Hangul fillers and the blank Braille cell draw nothing, so they do not count as content.
// The forms and the offline backend (mocks/) use these same two functions; the contract's patterns say the same.

const INVISIBLE = String.raw`\s\p{Z}\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800`;
const EDGES = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, 'gu');
const VISIBLE = new RegExp(`[^${INVISIBLE}]`, 'u');

/** The text without the invisible characters at either end (those between words stay). */
export const trimInvisible = (text: string): string => text.replace(EDGES, '');

/** Whether the text has at least one character that shows. */
export const hasVisibleText = (text: string): boolean => VISIBLE.test(text);
