import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field, Label } from '@headlessui/react';
import { useForm } from '@tanstack/react-form';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import type { CountryState } from '../../../generated/model';
import type { ModalProps } from '../../lib/modal';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { controlClasses, fieldErrors } from '../../ui/fields';
import { LoadingBlock } from '../../ui/Spinner';
import { ErrorState } from '../../ui/states';
import { useUsStates } from './use-us-states';

/** Names containing what was typed, or the state whose code it is ("ny"). */
export function filterStates(states: CountryState[], query: string): CountryState[] {
  const q = query.trim().toLowerCase();
  if (!q) return states;
  return states.filter((s) => s.name.toLowerCase().includes(q) || s.code.toLowerCase() === q);
}

/**
 * The USA states picker: a searchable State select; Find Therapist adds `state=<identifier>` to the current page's
 * query (keeping the rest) and closes the modal, so it works from any page.
 */
export default function StatePickerModal({ close }: ModalProps) {
  const intl = useIntl();
  const states = useUsStates();
  const current = useSearch({ strict: false }).state;
  return (
    <Dialog title={intl.formatMessage({ id: 'therapists.statePicker.title' })} description={intl.formatMessage({ id: 'therapists.statePicker.text' })} onClose={close}>
      {states.isPending ? (
        <LoadingBlock />
      ) : states.isError ? (
        <ErrorState title={intl.formatMessage({ id: 'therapists.statePicker.loadFailed' })} text={states.error.message} onRetry={() => void states.refetch()} />
      ) : (
        <StateForm states={[...states.data.items].sort((a, b) => a.name.localeCompare(b.name))} initial={states.data.items.find((s) => s.identifier === current || s.code === current)?.identifier ?? ''} />
      )}
    </Dialog>
  );
}

function StateForm({ states, initial }: { states: CountryState[]; initial: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => filterStates(states, query), [states, query]);
  const schema = useMemo(() => z.object({ state: z.string().min(1, intl.formatMessage({ id: 'therapists.statePicker.required' })) }), [intl]);
  const form = useForm({
    defaultValues: { state: initial },
    validators: { onChange: schema },
    onSubmit: ({ value }) =>
      navigate({ to: './', search: (prev) => ({ ...prev, state: value.state, modal: undefined }), replace: true }),
  });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
      className="flex flex-col gap-6"
    >
      <form.Field name="state">
        {(field) => {
          const errors = fieldErrors(field);
          const selected = states.find((s) => s.identifier === field.state.value) ?? null;
          return (
            <Field className="flex flex-col gap-1.5">
              <Label className="text-sm font-medium text-slate-800">{intl.formatMessage({ id: 'therapists.statePicker.label' })}</Label>
              <Combobox
                value={selected}
                by="identifier"
                onChange={(state: CountryState | null) => field.handleChange(state?.identifier ?? '')}
                onClose={() => setQuery('')}
                immediate
              >
                <div className="relative">
                  <ComboboxInput
                    className={`${controlClasses} pr-10`}
                    placeholder={intl.formatMessage({ id: 'therapists.statePicker.placeholder' })}
                    displayValue={(state: CountryState | null) => state?.name ?? ''}
                    onChange={(e) => setQuery(e.target.value)}
                    aria-invalid={errors.length > 0 || undefined}
                    autoComplete="off"
                  />
                  <ComboboxButton aria-label={intl.formatMessage({ id: 'therapists.statePicker.showOptions' })} className="absolute inset-y-0 right-0 flex items-center rounded-r-xl px-3 text-slate-500 hover:text-slate-800">
                    <svg viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
                      <path d="M6 8l4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                  </ComboboxButton>
                  <ComboboxOptions
                      anchor="bottom start"
                      className="z-50 w-(--input-width) overflow-auto rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200 [--anchor-gap:4px] [--anchor-max-height:16rem] empty:invisible focus:outline-none"
                    >
                      {filtered.map((state) => (
                        <ComboboxOption
                          key={state.identifier}
                          value={state}
                          className="group flex cursor-pointer items-center justify-between gap-3 px-3.5 py-2 text-slate-800 data-focus:bg-teal-50 data-focus:text-teal-900 data-selected:font-semibold"
                        >
                          <span className="flex items-center gap-2">
                            <svg viewBox="0 0 20 20" className="invisible size-4 text-teal-700 group-data-selected:visible" aria-hidden="true">
                              <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                            </svg>
                            {state.name}
                          </span>
                          <span className="text-xs text-slate-500" aria-hidden="true">
                            {state.code}
                          </span>
                        </ComboboxOption>
                      ))}
                    </ComboboxOptions>
                  {filtered.length === 0 && (
                    // Outside the (empty) listbox: a listbox may only hold options.
                    <p role="status" className="absolute z-10 mt-1 w-full rounded-xl bg-white px-3.5 py-3 text-sm text-slate-600 shadow-lg ring-1 ring-slate-200">
                      {intl.formatMessage({ id: 'therapists.statePicker.noMatch' })}
                    </p>
                  )}
                </div>
              </Combobox>
              {errors.length > 0 && <Description className="text-sm font-medium text-rose-700">{errors.join(' ')}</Description>}
            </Field>
          );
        }}
      </form.Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(isSubmitting) => (
            <Button type="submit" busy={isSubmitting}>
              {intl.formatMessage({ id: 'therapists.statePicker.submit' })}
            </Button>
          )}
        </form.Subscribe>
      </div>
    </form>
  );
}
