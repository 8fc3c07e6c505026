/**
 * An enum value the app knows, or undefined for one it does not. A backend may add a value (a new booking status,
 * transaction type, verification state) before the app learns it: the screen then shows the neutral label below,
 * never a raw message id, a missing style or a crash.
 */
export function knownValue<T extends string>(
  values: Readonly<Record<string, T>>,
  value: string | null | undefined,
): T | undefined {
  return value != null && (Object.values(values) as string[]).includes(value) ? (value as T) : undefined;
}

/** The message every unknown enum value shows ('Unknown'). */
export const UNKNOWN_VALUE_MESSAGE = 'common.unknownValue';

/** The badge style of an unknown value: the app's plain grey, no colour that means something. */
export const NEUTRAL_BADGE = 'bg-slate-100 text-slate-700 ring-slate-300';
