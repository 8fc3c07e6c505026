import type { CatalogueName, ProviderProfile } from '../../../generated/model';
import type { MessageId } from './messages';

/**
 * The provider's six preference lists (spec "Provider preferences lists"; decision 0035): each is a list of the
 * profile, an `<list>Identifiers` field of the update and a catalogue of the same name. All optional.
 */
export const preferenceLists = [
  { list: 'ageGroup', field: 'ageGroupIdentifiers', label: 'profiles.field.ageGroup' },
  { list: 'therapyApproach', field: 'therapyApproachIdentifiers', label: 'profiles.field.therapyApproach' },
  { list: 'religion', field: 'religionIdentifiers', label: 'profiles.field.religions' },
  { list: 'background', field: 'backgroundIdentifiers', label: 'profiles.field.background' },
  { list: 'trait', field: 'traitIdentifiers', label: 'profiles.field.trait' },
  { list: 'communication', field: 'communicationIdentifiers', label: 'profiles.field.communication' },
] as const satisfies readonly { list: CatalogueName & keyof ProviderProfile; field: string; label: MessageId }[];

export type PreferenceField = (typeof preferenceLists)[number]['field'];
export type PreferenceValues = Record<PreferenceField, string[]>;

/** The profile's chosen identifiers of each list, in the provider's order. */
export function preferenceValues(profile: ProviderProfile): PreferenceValues {
  return Object.fromEntries(
    preferenceLists.map(({ list, field }) => [field, profile[list].map((item) => item.identifier)]),
  ) as PreferenceValues;
}
