import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import type { CountryState } from '../../../generated/model';
import type { ModalProps } from '../../lib/modal-descriptor';
import { Dialog } from '../../ui/Dialog';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { QueryBoundary } from '../../lib/query-boundary';
import { usStatesQuery } from './queries';

/**
 * The USA states picker: a searchable State select; Find Therapist adds `state=<identifier>` to the current page's
 * query (keeping the rest) and closes the modal, so it works from any page.
 */
export default function StatePickerModal({ close }: ModalProps) {
  const intl = useIntl();
  const current = useSearch({ strict: false }).state;
  return (
    <Dialog
      title={intl.formatMessage({ id: 'therapists.statePicker.title' })}
      description={intl.formatMessage({ id: 'therapists.statePicker.text' })}
      onClose={close}
    >
      <QueryBoundary
        query={usStatesQuery()}
        failedTitle={intl.formatMessage({ id: 'therapists.statePicker.loadFailed' })}
      >
        {(states) => (
          <StateForm
            states={[...states.items].sort((a, b) => a.name.localeCompare(b.name))}
            initial={states.items.find((s) => s.identifier === current || s.code === current)?.identifier ?? ''}
          />
        )}
      </QueryBoundary>
    </Dialog>
  );
}

function StateForm({ states, initial }: { states: CountryState[]; initial: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const options = useMemo(() => states.map((s) => ({ value: s.identifier, label: s.name, detail: s.code })), [states]);
  const schema = useMemo(
    () =>
      z.object({
        state: z.string().check(z.minLength(1, intl.formatMessage({ id: 'therapists.statePicker.required' }))),
      }),
    [intl],
  );
  const form = useAppForm({
    defaultValues: { state: initial },
    validators: { onChange: schema },
    onSubmit: ({ value }) =>
      navigate({ to: './', search: (prev) => ({ ...prev, state: value.state, modal: undefined }), replace: true }),
  });

  return (
    <Form form={form} className="flex flex-col gap-6">
      <form.AppField name="state">
        {(field) => (
          <field.ComboboxField
            label={intl.formatMessage({ id: 'therapists.statePicker.label' })}
            placeholder={intl.formatMessage({ id: 'therapists.statePicker.placeholder' })}
            toggleLabel={intl.formatMessage({ id: 'therapists.statePicker.showOptions' })}
            noMatch={intl.formatMessage({ id: 'therapists.statePicker.noMatch' })}
            options={options}
          />
        )}
      </form.AppField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <form.SubmitButton>{intl.formatMessage({ id: 'therapists.statePicker.submit' })}</form.SubmitButton>
      </div>
    </Form>
  );
}
