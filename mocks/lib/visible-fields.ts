// Text fields that must show something (names, addresses, note titles, message bodies, review comments) are stored
// without the invisible characters at either end, and counted that way: white space, zero-width and other format
// characters do not make a name or a title (src/lib/visible-text.ts, the forms' own rule).
import { hasVisibleText, trimInvisible } from '../../src/lib/visible-text';
import { badRequest } from './http';

/**
 * The body with the named string fields trimmed; a field whose trimmed text is shorter than its minimum (or shows
 * nothing at all, for a minimum of 1) is a 400 naming each. A minimum of 0 trims only: the handler decides what a
 * blank value means (none). Fields that are absent or null stay as they are.
 */
export function trimmedFields<T extends object>(body: T, minimums: Partial<Record<keyof T & string, number>>): T {
  const problems: string[] = [];
  const trimmed = { ...body } as Record<string, unknown>;
  for (const [field, min = 0] of Object.entries<number | undefined>(minimums)) {
    const value = trimmed[field];
    if (typeof value !== 'string') continue;
    const text = trimInvisible(value);
    if (min > 0 && (!hasVisibleText(text) || [...text].length < min))
      problems.push(
        min <= 1
          ? `${field}: must show at least one visible character`
          : `${field}: must have at least ${min} characters besides white space and invisible characters at either end`,
      );
    trimmed[field] = text;
  }
  if (problems.length) throw badRequest(problems);
  return trimmed as T;
}
