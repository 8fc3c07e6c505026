import * as z from 'zod/mini';
import { UsStateIdentifier } from '../../generated/model/usStateIdentifier';

// The fields routes build their `validateSearch` schemas from (Zod Mini; the router takes Standard Schema). Each one
// is lenient: a missing or malformed value reads as `undefined` and the page shows without it, never an error page.
// The object schema keeps a malformed key, set to `undefined`, so the router cannot lay the raw value back over it.

/** A search field that never fails the page: what does not parse is `undefined`. */
export const lenient = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);

// The router hands a value it can read as JSON (`?id=123`) over as a number; identifiers are text.
const trimmedText = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value).trim()),
);

/** An opaque identifier: trimmed, 1–200 characters. One schema per meaning, so a name cannot take two. */
const opaqueIdentifier = () => lenient(z.pipe(trimmedText, z.string().check(z.minLength(1), z.maxLength(200))));

/** Any other identifier (`?reference=…`, `?noteId=…`). */
export const identifier = opaqueIdentifier();

/** `?id=`: always a booking (one meaning per parameter name across the app). */
export const bookingId = opaqueIdentifier();

/** `?participantId=`: a booking's participant (an invited person's place in a shared booking). */
export const participantId = opaqueIdentifier();

/** Any non-empty text (`?redirect=…`, `?token=…`; check it before use). */
export const text = lenient(z.string().check(z.minLength(1)));

/** One of a fixed list of words. */
export const oneOf = <const T extends readonly string[]>(values: T) => lenient(z.enum(values));

/** A whole number between `min` and `max` (`?page=2`), given as a number or as its digits. */
export const wholeNumber = (min: number, max: number) =>
  lenient(
    z.pipe(
      z.union([z.number(), z.pipe(z.string().check(z.regex(/^\s*\d+\s*$/)), z.transform(Number))]),
      z.int().check(z.gte(min), z.lte(max)),
    ),
  );

/** A month, YYYY-MM (`?month=2026-12`). */
export const month = lenient(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)));

/** A calendar day as `YYYY-MM-DD` that exists (`?date=2026-12-03`); `2026-02-30` is dropped. */
export const day = lenient(z.iso.date());

/** `?state=`: a state of the USA by the contract's region identifier (`st_ca`). */
export const usState = oneOf(Object.values(UsStateIdentifier));

/** A yes-only switch (`?evenings=true`): `true`, or `undefined` for anything else. */
export const flag = lenient(
  z.pipe(
    z.union([z.literal(true), z.literal('true')]),
    z.transform(() => true as const),
  ),
);

/** One of a few whole numbers (`?within=7`), given as a number or as its digits. */
export const oneOfNumbers = <const T extends readonly [number, ...number[]]>(values: T) =>
  lenient(
    z.pipe(
      z.union([z.number(), z.pipe(z.string().check(z.regex(/^\s*\d+\s*$/)), z.transform(Number))]),
      z.union(values.map((value) => z.literal(value)) as unknown as [z.ZodMiniLiteral<T[number]>]),
    ),
  );
