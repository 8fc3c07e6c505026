import type { TherapistProfile } from '../../../generated/model';
import type { MessageId } from './messages';
import { Tags } from './Tags';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

// The six preference lists of the public profile (decision 0035), in the order the profile form shows them.
const lists: [
  key: 'ageGroup' | 'therapyApproach' | 'religion' | 'background' | 'trait' | 'communication',
  label: MessageId,
][] = [
  ['ageGroup', 'therapists.preferences.ageGroup'],
  ['therapyApproach', 'therapists.preferences.therapyApproach'],
  ['religion', 'therapists.preferences.religion'],
  ['background', 'therapists.preferences.background'],
  ['trait', 'therapists.preferences.trait'],
  ['communication', 'therapists.preferences.communication'],
];

/** Whether the therapist has chosen anything in any of the lists (the section is left out otherwise). */
export const hasPreferences = (therapist: TherapistProfile) => lists.some(([key]) => therapist[key].length > 0);

/** Each list the therapist has filled in, as a term and its tags; empty lists are left out. */
export function TherapistPreferences({ therapist }: { therapist: TherapistProfile }) {
  const t = useT(messages);
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {lists
        .filter(([key]) => therapist[key].length > 0)
        .map(([key, label]) => (
          <div key={key} data-testid={`preference-${key}`}>
            <dt className="text-sm font-semibold text-slate-900">{t(label)}</dt>
            <dd className="mt-1.5">
              <Tags items={therapist[key]} tone={key === 'therapyApproach' ? 'indigo' : 'slate'} />
            </dd>
          </div>
        ))}
    </dl>
  );
}
