// What the profile modules share: path parameters, catalogue look-ups, region checks and the signed-in provider.
import type { z } from 'zod/mini';
import type { ProviderNamedItem } from '../../../generated/model';
import type { AccountRecord } from '../../data/accounts';
import { catalogues, PREFERENCE_LISTS, type PreferenceList } from '../../data/catalogue';
import type { ProviderRecord } from '../../data/profiles';
import { findCountry, findState } from '../../data/regions';
import type { Db } from '../../db';
import { requireRole } from '../../lib/auth';
import { badRequest, type RequestContext } from '../../lib/http';

export function pathParams<S extends z.ZodMiniType>(ctx: RequestContext, schema: S): z.infer<S> {
  const result = schema.safeParse(ctx.params);
  if (!result.success) throw badRequest(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  return result.data;
}

export const named = <T extends { identifier: string }>(catalogue: T[], identifiers: string[]) =>
  identifiers.flatMap((id) => catalogue.filter((item) => item.identifier === id));

export function unknownIds(
  field: string,
  catalogue: { identifier: string }[],
  identifiers: string[] | undefined,
): string[] {
  return (identifiers ?? [])
    .filter((id) => !catalogue.some((c) => c.identifier === id))
    .map((id) => `${field}: unknown ${id}`);
}

/** The six preference lists of a provider, named from their catalogues (the public page shows them too). */
export function preferencesView(p: ProviderRecord): Record<PreferenceList, ProviderNamedItem[]> {
  return Object.fromEntries(
    PREFERENCE_LISTS.map((list) => [list, named(catalogues[list], p.preferences?.[list] ?? [])]),
  ) as Record<PreferenceList, ProviderNamedItem[]>;
}

/** `<list>Identifiers` of an update: each identifier known to that list's catalogue, none twice. */
export function preferenceErrors(body: Partial<Record<`${PreferenceList}Identifiers`, string[]>>): string[] {
  return PREFERENCE_LISTS.flatMap((list) => {
    const field = `${list}Identifiers` as const;
    const given = body[field] ?? [];
    const repeated = given.filter((id, i) => given.indexOf(id) !== i).map((id) => `${field}: ${id} is given twice`);
    return [...unknownIds(field, catalogues[list], given), ...repeated];
  });
}

/** Replaces the preference lists an update names (the others stay as they were); gives back its other fields. */
export function takePreferences<B extends Partial<Record<`${PreferenceList}Identifiers`, string[]>>>(
  p: ProviderRecord,
  body: B,
): Omit<B, `${PreferenceList}Identifiers`> {
  const rest: Record<string, unknown> = { ...body };
  for (const list of PREFERENCE_LISTS) {
    const given = body[`${list}Identifiers`];
    delete rest[`${list}Identifiers`];
    if (given) p.preferences = { ...p.preferences, [list]: given };
  }
  return rest as Omit<B, `${PreferenceList}Identifiers`>;
}

/** A state must exist and belong to the country. */
export function regionErrors(
  countryIdentifier: string | null | undefined,
  stateIdentifier: string | null | undefined,
): string[] {
  if (countryIdentifier && !findCountry(countryIdentifier)) return ['countryIdentifier: unknown country'];
  if (!stateIdentifier) return [];
  const state = findState(stateIdentifier);
  if (!state) return ['stateIdentifier: unknown state'];
  if (countryIdentifier && state.countryIdentifier !== countryIdentifier)
    return [`stateIdentifier: ${state.name} is not in ${findCountry(countryIdentifier)!.name}`];
  return [];
}

/** The latest calendar day anywhere on Earth (UTC+14): a birth date after it is in the future for everyone. */
const latestToday = (now: Date) => new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

/** A date of birth (the contract's BirthDate: 1900-01-01 to today) must not be in the future. */
export function birthDateErrors(field: string, value: string | null | undefined, now: Date): string[] {
  return value && value > latestToday(now) ? [`${field}: a date of birth cannot be in the future`] : [];
}

export function providerOf(db: Db, ctx: RequestContext): { account: AccountRecord; provider: ProviderRecord } {
  const account = requireRole(db, ctx, 'provider');
  const provider = db.state.providerProfiles.find((p) => p.identifier === account.identifier);
  // Sign-up creates the profile and account deletion removes both: without one the store is broken (a 500).
  if (!provider) throw new Error(`provider ${account.identifier} has no profile`);
  return { account, provider };
}
