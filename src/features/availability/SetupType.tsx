import { getUpdateCalendarSettingsMutationOptions } from '../../../generated/api/availability/update-calendar-settings';
import type { CalendarSetupType } from '../../../generated/model';
import { useSend } from '../../lib/mutation';
import { toastSuccess } from '../../lib/toast';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const types: CalendarSetupType[] = ['BY_CATEGORY', 'GENERAL'];

/**
 * BY_CATEGORY or GENERAL (PUT /provider-availability/settings). Choosing the other type first says what happens to
 * the hours already set (decision 0040); only the button switches.
 */
export function SetupType({ current, firstCategory }: { current: CalendarSetupType; firstCategory: string }) {
  const t = useT(messages);
  const save = useSend(getUpdateCalendarSettingsMutationOptions(), {
    refresh: ['availability'],
    onSuccess: () => toastSuccess(t('availability.saved')),
  });
  const form = useAppForm({
    defaultValues: { calendarSetupType: current },
    onSubmit: async ({ value }) => {
      if (value.calendarSetupType !== current)
        await save.send({ data: { calendarSetupType: value.calendarSetupType } });
    },
  });
  return (
    <Form form={form} className="flex flex-col gap-4">
      <form.AppField name="calendarSetupType">
        {(field) => (
          <field.ChoiceField
            legend={t('availability.setup.legend')}
            options={types.map((type) => ({
              value: type,
              label: t(`availability.setup.${type}`),
              hint: t(`availability.setup.${type}.hint`),
            }))}
            look="card"
          />
        )}
      </form.AppField>
      <form.Subscribe selector={(state) => state.values.calendarSetupType}>
        {(chosen) => (
          <div
            className={
              chosen === current
                ? 'contents'
                : 'flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200'
            }
          >
            {/* Always in the page, so that the explanation is announced when it appears. */}
            <p role="status">
              {chosen === current
                ? ''
                : chosen === 'GENERAL'
                  ? t('availability.setup.toGeneral', { category: firstCategory })
                  : t('availability.setup.toByCategory')}
            </p>
            {chosen !== current && (
              <form.SubmitButton busy={save.busy} className="self-start">
                {t('availability.setup.save')}
              </form.SubmitButton>
            )}
          </div>
        )}
      </form.Subscribe>
    </Form>
  );
}
