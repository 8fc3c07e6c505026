import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { getSaveAvailabilitySettingMutationOptions } from '../../../generated/api/availability/save-availability-setting';
import type { AvailabilitySetting } from '../../../generated/model';
import { useSend } from '../../lib/mutation';
import { QueryBoundary } from '../../lib/query-boundary';
import { toastSuccess } from '../../lib/toast';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { bookingRulesQuery } from './queries';
import { rulesLimits as limits, rulesSchema, type RulesValues } from './schemas';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const sessionLengths = Array.from(
  { length: limits.sessionMax / limits.sessionStep },
  (_, i) => (i + 1) * limits.sessionStep,
).filter((m) => m >= limits.sessionMin);

/** The category's booking rules (GET/POST /provider/availability-setting?category=), with the contract's limits. */
export function BookingRules({ category }: { category: string }) {
  const t = useT(messages);
  return (
    <QueryBoundary query={bookingRulesQuery(category)} failedTitle={t('availability.loadFailed')}>
      {(rules) => <RulesForm key={`${category}:${JSON.stringify(rules)}`} category={category} rules={rules} />}
    </QueryBoundary>
  );
}

function RulesForm({ category, rules }: { category: string; rules: AvailabilitySetting }) {
  const intl = useIntl();
  const t = useT(messages);
  const schema = useMemo(() => rulesSchema(t), [t]);
  const save = useSend(getSaveAvailabilitySettingMutationOptions(), {
    refresh: ['availability'],
    onSuccess: () => toastSuccess(t('availability.saved')),
  });
  const defaultValues: RulesValues = {
    sessionDurationMinutes: String(rules.sessionDurationMinutes),
    bufferMinutes: String(rules.bufferMinutes),
    minimumNoticeHours: String(rules.minimumNoticeHours),
  };
  const form = useAppForm({
    defaultValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      await save.send({
        data: {
          categoryIdentifier: category,
          sessionDurationMinutes: Number(value.sessionDurationMinutes),
          bufferMinutes: Number(value.bufferMinutes.trim()),
          minimumNoticeHours: Number(value.minimumNoticeHours.trim()),
        },
      });
    },
  });
  return (
    <Form form={form} className="grid gap-5 sm:max-w-md">
      <form.AppField name="sessionDurationMinutes">
        {(field) => (
          <field.SelectField
            label={t('availability.rules.session')}
            hint={t('availability.rules.sessionRange', {
              min: limits.sessionMin,
              max: limits.sessionMax,
              step: limits.sessionStep,
            })}
            options={sessionLengths.map((m) => ({ value: String(m), label: intl.formatNumber(m) }))}
          />
        )}
      </form.AppField>
      <form.AppField name="bufferMinutes">
        {(field) => (
          <field.TextField
            label={t('availability.rules.buffer')}
            hint={t('availability.rules.bufferRange', { min: limits.bufferMin, max: limits.bufferMax })}
            inputMode="numeric"
          />
        )}
      </form.AppField>
      <form.AppField name="minimumNoticeHours">
        {(field) => (
          <field.TextField
            label={t('availability.rules.notice')}
            hint={t('availability.rules.noticeRange', { min: limits.noticeMin, max: limits.noticeMax })}
            inputMode="numeric"
          />
        )}
      </form.AppField>
      <p className="text-sm text-slate-600">{t('availability.rules.slots')}</p>
      <form.SubmitButton busy={save.busy} className="justify-self-start">
        {t('availability.rules.save')}
      </form.SubmitButton>
    </Form>
  );
}
