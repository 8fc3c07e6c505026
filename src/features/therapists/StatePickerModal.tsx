import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { z } from 'zod/mini';
import type { CountryState } from '../../../generated/model';
import type { ModalProps } from '../../lib/modal-descriptor';
import { Dialog } from '../../ui/Dialog';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { QueryBoundary } from '../../lib/query-boundary';
import { usStatesQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * The USA states picker: a searchable State select; Find Therapist adds `state=<identifier>` to the current page's
 * query (keeping the rest) and closes the modal, so it works from any page.
 */
export default function StatePickerModal({ close }: ModalProps) {
  const t = useT(messages);
  const current = useSearch({ strict: false }).state;
  return (
    <Dialog title={t('therapists.statePicker.title')} description={t('therapists.statePicker.text')} onClose={close}>
      <QueryBoundary query={usStatesQuery()} failedTitle={t('therapists.statePicker.loadFailed')}>
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
  const t = useT(messages);
  const navigate = useNavigate();
  const options = useMemo(() => states.map((s) => ({ value: s.identifier, label: s.name, detail: s.code })), [states]);
  const schema = useMemo(
    () =>
      z.object({
        state: z.string().check(z.minLength(1, t('therapists.statePicker.required'))),
      }),
    [t],
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
            label={t('therapists.statePicker.label')}
            placeholder={t('therapists.statePicker.placeholder')}
            toggleLabel={t('therapists.statePicker.showOptions')}
            noMatch={t('therapists.statePicker.noMatch')}
            options={options}
          />
        )}
      </form.AppField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <form.SubmitButton>{t('therapists.statePicker.submit')}</form.SubmitButton>
      </div>
    </Form>
  );
}
