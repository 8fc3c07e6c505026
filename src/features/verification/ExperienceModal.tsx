import { useSelector } from '@tanstack/react-form';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { getCreateProviderExperienceMutationOptions } from '../../../generated/api/provider/create-provider-experience';
import { getUpdateProviderExperienceMutationOptions } from '../../../generated/api/provider/update-provider-experience';
import type { ProviderExperience } from '../../../generated/model';
import type { ModalProps } from '../../lib/modal-descriptor';
import { useSend } from '../../lib/mutation';
import { QueryBoundary } from '../../lib/query-boundary';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Form, useAppForm, useFormDraft } from '../../ui/form/form-kit';
import { experienceQuery } from './queries';
import { experienceSchema, MONTH_MAX, MONTH_MIN } from './rules';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';
import { trimInvisible } from '../../lib/visible-text';

/** The "add experience" modal: save mode (POST) without an id, update mode (PUT) with one. */
export default function ExperienceModal({ experienceId, close }: ModalProps<{ experienceId?: string }>) {
  const t = useT(messages);
  const title = t(experienceId ? 'verification.experience.modal.edit' : 'verification.experience.modal.add');
  if (!experienceId) return <ExperienceForm title={title} close={close} />;
  const frame = (content: ReactNode) => (
    <Dialog title={title} onClose={close}>
      {content}
    </Dialog>
  );
  return (
    <QueryBoundary query={experienceQuery()} frame={frame}>
      {(list) => {
        const entry = list.items.find((e) => e.identifier === experienceId);
        if (entry) return <ExperienceForm title={title} entry={entry} close={close} />;
        return frame(<p className="text-sm text-slate-700">{t('verification.experience.gone')}</p>);
      }}
    </QueryBoundary>
  );
}

function ExperienceForm({ title, entry, close }: { title: string; entry?: ProviderExperience; close: () => void }) {
  const intl = useIntl();
  const t = useT(messages);
  const schema = useMemo(() => experienceSchema(t), [t]);
  const done = (id: 'verification.experience.saved' | 'verification.experience.updated') => () => {
    toastSuccess(t(id));
    close();
  };
  const create = useSend(getCreateProviderExperienceMutationOptions(), {
    refresh: ['provider'],
    onSuccess: done('verification.experience.saved'),
  });
  const update = useSend(getUpdateProviderExperienceMutationOptions(), {
    refresh: ['provider'],
    onSuccess: done('verification.experience.updated'),
  });
  const form = useAppForm({
    defaultValues: {
      companyName: entry?.companyName ?? '',
      jobTitle: entry?.jobTitle ?? '',
      startDate: entry?.startDate ?? '',
      endDate: entry?.endDate ?? '',
      currentlyWorksHere: entry?.currentlyWorksHere ?? false,
      description: entry?.description ?? '',
    },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      const data = {
        companyName: trimInvisible(value.companyName),
        jobTitle: trimInvisible(value.jobTitle),
        startDate: value.startDate,
        endDate: value.currentlyWorksHere ? null : value.endDate,
        currentlyWorksHere: value.currentlyWorksHere,
        description: value.description.trim() || null,
      };
      if (entry) await update.send({ id: entry.identifier, data });
      else await create.send({ data });
    },
  });
  useFormDraft(form);
  const current = useSelector(form.store, (s) => s.values.currentlyWorksHere);
  const count = useSelector(form.store, (s) => s.values.description.length);
  return (
    <Dialog
      title={title}
      onClose={close}
      footer={
        <form.AppForm>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <form.SubmitButton form="experience-form" busy={create.busy || update.busy}>
            {t(entry ? 'verification.experience.update' : 'verification.experience.save')}
          </form.SubmitButton>
        </form.AppForm>
      }
    >
      <Form form={form} id="experience-form" className="flex flex-col gap-5">
        <form.AppField name="companyName">
          {(field) => <field.TextField label={t('verification.experience.company')} autoComplete="organization" />}
        </form.AppField>
        <form.AppField name="jobTitle">
          {(field) => <field.TextField label={t('verification.experience.job')} autoComplete="organization-title" />}
        </form.AppField>
        <div className="grid gap-5 sm:grid-cols-2">
          <form.AppField name="startDate">
            {(field) => <field.MonthField label={t('verification.experience.start')} min={MONTH_MIN} max={MONTH_MAX} />}
          </form.AppField>
          <form.AppField name="endDate">
            {(field) => (
              <field.MonthField
                label={t('verification.experience.end')}
                min={MONTH_MIN}
                max={MONTH_MAX}
                disabled={current}
              />
            )}
          </form.AppField>
        </div>
        <form.AppField
          name="currentlyWorksHere"
          listeners={{ onChange: ({ value }) => value && form.setFieldValue('endDate', '') }}
        >
          {(field) => <field.CheckboxField label={t('verification.experience.current')} />}
        </form.AppField>
        <form.AppField name="description">
          {(field) => (
            <field.TextareaField
              optional
              label={t('verification.experience.description')}
              hint={
                <span className={count > 1000 ? 'font-medium text-rose-700' : undefined}>
                  {t('note.counter', { count: intl.formatNumber(count), max: intl.formatNumber(1000) })}
                </span>
              }
            />
          )}
        </form.AppField>
      </Form>
    </Dialog>
  );
}
