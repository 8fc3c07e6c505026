// The profile option lists served by GET /catalogue/{list} (inferred). Identifiers are a public interface: the seeded
// profiles refer to them (rl_christianity, et_igbo, et_white, et_yoruba, dc_psychology, female, male).
import type { CatalogueItem, CatalogueName } from '../../generated/model';
import { modalities, specialities, therapies } from './regions';

/** The provider's preference lists that have a catalogue of their own (spec "Provider preferences lists"). */
export const PREFERENCE_LISTS = [
  'ageGroup',
  'therapyApproach',
  'religion',
  'background',
  'trait',
  'communication',
] as const satisfies readonly CatalogueName[];
export type PreferenceList = (typeof PREFERENCE_LISTS)[number];
/** A provider's chosen identifiers per preference list; a list left out is empty. */
export type ProviderPreferences = Partial<Record<PreferenceList, string[]>>;

const list = (entries: [string, string][]): CatalogueItem[] =>
  entries.map(([identifier, name]) => ({ identifier, name }));

export const catalogues: Record<CatalogueName, CatalogueItem[]> = {
  religion: list([
    ['rl_christianity', 'Christianity'],
    ['rl_islam', 'Islam'],
    ['rl_judaism', 'Judaism'],
    ['rl_hinduism', 'Hinduism'],
    ['rl_buddhism', 'Buddhism'],
    ['rl_traditional', 'Traditional beliefs'],
    ['rl_none', 'No religion'],
    ['rl_other', 'Other'],
  ]),
  ethnicity: list([
    ['et_yoruba', 'Yoruba'],
    ['et_igbo', 'Igbo'],
    ['et_hausa', 'Hausa'],
    ['et_black_african', 'Black African'],
    ['et_black_caribbean', 'Black Caribbean'],
    ['et_asian', 'Asian'],
    ['et_mixed', 'Mixed'],
    ['et_white', 'White'],
    ['et_other', 'Other'],
  ]),
  gender: list([
    ['female', 'Female'],
    ['male', 'Male'],
    ['non_binary', 'Non-binary'],
    ['prefer_not_to_say', 'Prefer not to say'],
  ]),
  discipline: list([
    ['dc_psychology', 'Psychology'],
    ['dc_psychiatry', 'Psychiatry'],
    ['dc_counselling', 'Counselling'],
    ['dc_social_work', 'Social work'],
    ['dc_family_therapy', 'Marriage and family therapy'],
  ]),
  therapy: therapies,
  modality: modalities,
  speciality: specialities,
  ageGroup: list([
    ['ag_children', 'Children (6-12)'],
    ['ag_teens', 'Teens (13-17)'],
    ['ag_adults', 'Adults (18-64)'],
    ['ag_elders', 'Elders (65+)'],
  ]),
  therapyApproach: list([
    ['ta_cbt', 'Cognitive behavioural therapy (CBT)'],
    ['ta_psychodynamic', 'Psychodynamic'],
    ['ta_person_centred', 'Person-centred'],
    ['ta_mindfulness', 'Mindfulness-based'],
    ['ta_solution_focused', 'Solution-focused'],
  ]),
  background: list([
    ['bg_faith', 'Faith-based'],
    ['bg_lgbtq', 'LGBTQ+ affirming'],
    ['bg_multicultural', 'Multicultural'],
    ['bg_veterans', 'Veterans'],
  ]),
  trait: list([
    ['tr_direct', 'Direct'],
    ['tr_warm', 'Warm'],
    ['tr_listener', 'A good listener'],
    ['tr_structured', 'Structured'],
    ['tr_challenging', 'Challenging'],
  ]),
  communication: list([
    ['cm_video', 'Video'],
    ['cm_audio', 'Audio'],
    ['cm_chat', 'Chat'],
    ['cm_in_person', 'In person'],
  ]),
};
