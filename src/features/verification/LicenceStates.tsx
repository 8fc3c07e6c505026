import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { getSetProviderLicenseStatesMutationOptions } from '../../../generated/api/provider/set-provider-license-states';
import { UsStateIdentifier, type CountryState } from '../../../generated/model';
import { useSend } from '../../lib/mutation';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { usStatesQuery } from '../therapists';
import { requiredLicenseStatesQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** A state the contract accepts as a licence state (its enum of the USA's states). */
const usStates: readonly string[] = Object.values(UsStateIdentifier);
const isUsState = (id: string): id is UsStateIdentifier => usStates.includes(id);

const LicenceStatesPicker = lazy(() =>
  import('./LicenceStatesPicker').then((module) => ({ default: module.LicenceStatesPicker })),
);

/** The USA states the provider is licensed in: a searchable multi-select; saving replaces the set. */
export function LicenceStates() {
  const t = useT(messages);
  // Optional: the picker offers the states once their list is in; until then the saved ones show as stored.
  const states = useQuery(usStatesQuery()).data?.items;
  const saved = useSuspenseQuery(requiredLicenseStatesQuery()).data.stateIdentifiers;
  const [chosen, setChosen] = useState<UsStateIdentifier[] | null>(null);
  const value = chosen ?? saved;
  const options = useMemo(
    () =>
      (states ?? [])
        .filter((s) => isUsState(s.identifier))
        .map((s: CountryState) => ({ value: s.identifier, label: s.name, detail: s.code })),
    [states],
  );
  const save = useSend(getSetProviderLicenseStatesMutationOptions(), {
    refresh: ['provider'],
    onSuccess: () => {
      setChosen(null);
      toastSuccess(t('verification.licence.saved'));
    },
  });
  const nameOf = (id: string) => options.find((o) => o.value === id)?.label ?? id;
  return (
    <div className="flex flex-col gap-4">
      <Suspense fallback={<div className="h-[4.5rem]" aria-hidden="true" />}>
        <LicenceStatesPicker options={options} value={value} onChange={(next) => setChosen(next.filter(isUsState))} />
      </Suspense>
      <ul aria-label={t('verification.licence.chosen')} className="flex flex-wrap gap-2">
        {value.map((id) => (
          <li
            key={id}
            className="inline-flex items-center gap-1 rounded-full bg-teal-50 py-1 pr-1 pl-3 text-sm text-teal-900 ring-1 ring-teal-200"
          >
            {nameOf(id)}
            <button
              type="button"
              className="rounded-full p-1 hover:bg-teal-100"
              aria-label={t('verification.licence.remove', { state: nameOf(id) })}
              onClick={() => setChosen(value.filter((v) => v !== id))}
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <Button
        className="self-start"
        busy={save.busy}
        onClick={() => void save.send({ data: { stateIdentifiers: value } })}
      >
        {t('verification.licence.save')}
      </Button>
    </div>
  );
}
