// Route search params are parsed by these small functions rather than a schema library: they run in the first chunk
// of every page, and a schema library's shared core would come with them (decision 0031).

/** Reads one search param; a missing or malformed value gives `undefined` (dropped rather than failing the page). */
export type ParamParser<T> = (value: unknown) => T | undefined;

/** An opaque identifier (`?id=…`, `?participantId=…`): trimmed, 1–200 characters. */
export const identifierParam: ParamParser<string> = (value) => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  return text.length >= 1 && text.length <= 200 ? text : undefined;
};

/** Any non-empty string (`?redirect=…`; check it before use). */
export const stringParam: ParamParser<string> = (value) =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

/** One of a fixed list of words. */
export function enumParam<const T extends string>(values: readonly T[]): ParamParser<T> {
  return (value) => ((values as readonly unknown[]).includes(value) ? (value as T) : undefined);
}

/** A whole number between `min` and `max` (the router hands `?page=2` over as a number, a quoted one as a string). */
export function intParam(min: number, max: number): ParamParser<number> {
  return (value) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max
      ? number
      : undefined;
  };
}

/** A month, YYYY-MM (`?month=2026-12`). */
export const monthParam: ParamParser<string> = (value) =>
  typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : undefined;

type Parsed<S extends Record<string, ParamParser<unknown>>> = { [K in keyof S]?: NonNullable<ReturnType<S[K]>> };

/**
 * A route's `validateSearch`: the params it names, parsed. A malformed one is set to `undefined` rather than left out:
 * the router lays the parsed params over the raw ones, so a missing key would let the raw value through.
 */
export function searchParams<S extends Record<string, ParamParser<unknown>>>(shape: S) {
  return (raw: Record<string, unknown>): Parsed<S> =>
    Object.fromEntries(Object.entries(shape).map(([key, parse]) => [key, parse(raw[key])])) as Parsed<S>;
}

/** A calendar day as `YYYY-MM-DD` that exists (`?date=2026-12-03`, `?fromDate=2026-11-01`); `2026-02-30` is dropped. */
export const dayParam: ParamParser<string> = (value) => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value ? value : undefined;
};
