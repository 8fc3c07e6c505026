import { format } from 'node:util';
import { afterEach, beforeEach, expect } from 'vitest';

// A console.error nobody expected fails the test that printed it: React reports act() and key problems there, and
// the app logs failures it caught. A test that means to provoke one says so with `expectConsoleError`.

let expected: RegExp[] = [];
let allowed: RegExp[] = [];
let unexpected: string[] = [];
let seen = new Set<RegExp>();

/** Lets this test print console errors matching `pattern`, and fails it if none does. */
export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern);
}

/**
 * Lets this test print console errors matching `pattern` without requiring one: for a warning that depends on timing
 * outside the app's control. Say why where it is used.
 */
export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

/** The message as printed, without React's advice paragraph and stacks, so a failure names the component. */
function text(args: unknown[]): string {
  const [first, ...rest] = args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : arg));
  return format(first, ...rest).replace(/\n+When testing,[\s\S]*$/, '');
}

export function failOnConsoleError(): void {
  const original = console.error;
  beforeEach(() => {
    expected = [];
    allowed = [];
    unexpected = [];
    seen = new Set();
    console.error = (...args: unknown[]) => {
      const message = text(args);
      const match = expected.find((pattern) => pattern.test(message));
      if (match) return void seen.add(match);
      if (allowed.some((pattern) => pattern.test(message))) return;
      unexpected.push(message);
      original(...args);
    };
  });
  afterEach(() => {
    console.error = original;
    expect(unexpected, 'unexpected console.error').toEqual([]);
    expect(
      expected.filter((pattern) => !seen.has(pattern)),
      'expected console.error that never came',
    ).toEqual([]);
  });
}
