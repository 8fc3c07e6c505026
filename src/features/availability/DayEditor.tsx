import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { formatTimeOfDay } from '../../lib/i18n/format';
import { Button } from '../../ui/Button';
import { withForm, type SelectOption } from '../../ui/form/form-kit';
import { addInterval, END_HOURS, LAST_HOUR, nextInterval, setAvailable, START_HOURS, timeOf } from './intervals';
import type { EditorValues } from './schemas';
import { useT, type TranslateOf } from '../../lib/i18n/translate';
import messages from './messages';

/** An hour as the locale writes a time ('9:00 AM', '09:00'); 24:00 is the end of the day. */
export function hourLabel(locale: string, t: TranslateOf<typeof messages>, hour: number): string {
  if (hour === LAST_HOUR && !locale.startsWith('en')) return '24:00';
  const time = formatTimeOfDay(locale, Date.UTC(2000, 0, 1, hour % 24), 'UTC');
  return hour === LAST_HOUR ? t('availability.time.endOfDay', { time }) : time;
}

const options = (locale: string, t: TranslateOf<typeof messages>, hours: number[]): SelectOption[] =>
  hours.map((h) => ({ value: timeOf(h), label: hourLabel(locale, t, h) }));

const defaultValues: EditorValues = { date: '', days: [] };

/** An interval's two dropdowns: starts 00:00 to 23:00, ends 01:00 to 24:00. */
const parts = [
  { name: 'startTime', label: 'availability.interval.from', hours: START_HOURS },
  { name: 'endTime', label: 'availability.interval.to', hours: END_HOURS },
] as const;

/**
 * One day of an interval form: available or marked unavailable, and its hourly intervals. Unticking hides the
 * intervals but keeps them (ticking again brings them back until saved); ticking a day with none adds 09:00 to 18:00;
 * a new interval starts where the last one ends.
 */
export const DayEditor = withForm({
  defaultValues,
  props: { index: 0, dayName: '', legend: '' },
  render: function DayEditorRender({ form, index, dayName, legend }) {
    const intl = useIntl();
    const t = useT(messages);
    const legendId = useId();
    const path = `days[${index}].timeslotIntervals` as const;
    return (
      <fieldset
        aria-labelledby={legend ? legendId : undefined}
        className="flex flex-col gap-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          {legend && (
            <h3 id={legendId} className="text-base font-semibold text-slate-900">
              {legend}
            </h3>
          )}
          <form.AppField
            name={`days[${index}].isAvailable`}
            listeners={{
              onChange: ({ value }) => {
                const day = form.getFieldValue(`days[${index}]`);
                if (day) form.setFieldValue(path, setAvailable(day, value).timeslotIntervals);
              },
            }}
          >
            {(field) => <field.CheckboxField label={t('availability.day.available', { day: dayName })} />}
          </form.AppField>
        </div>
        <form.Subscribe selector={(state) => state.values.days[index]}>
          {(day) =>
            !day ? null : !day.isAvailable ? (
              <p className="text-sm text-slate-600">
                {day.timeslotIntervals.length > 0
                  ? t('availability.day.hidden', { day: dayName, count: day.timeslotIntervals.length })
                  : t('availability.day.off')}
              </p>
            ) : (
              <div className="flex flex-col gap-3">
                {day.timeslotIntervals.map((_, j) => (
                  <div key={j} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
                    {parts.map((part) => (
                      <form.AppField key={part.name} name={`${path}[${j}].${part.name}`}>
                        {(field) => (
                          <field.SelectField
                            label={
                              <IntervalLabel
                                which={t('availability.interval.which', { day: dayName, n: j + 1 })}
                                text={t(part.label)}
                              />
                            }
                            options={options(intl.locale, t, part.hours)}
                          />
                        )}
                      </form.AppField>
                    ))}
                    <Button
                      variant="ghost"
                      size="sm"
                      className="mt-7"
                      aria-label={t('availability.interval.remove', { n: j + 1, day: dayName })}
                      onClick={() => void form.removeFieldValue(path, j)}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </div>
                ))}
                <AddInterval
                  full={nextInterval(day.timeslotIntervals) === null}
                  label={t('availability.interval.addOn', { day: dayName })}
                  onAdd={() => form.setFieldValue(path, addInterval(day.timeslotIntervals))}
                />
              </div>
            )
          }
        </form.Subscribe>
      </fieldset>
    );
  },
});

/** 'From', with the day and the slot's number for screen readers ('Monday, slot 2: From'). */
function IntervalLabel({ which, text }: { which: string; text: string }) {
  return (
    <>
      <span className="sr-only">{which} </span>
      {text}
    </>
  );
}

/** Adds an interval after the last; at 24:00 it stays focusable and says why nothing more fits (decision 0014). */
function AddInterval({ full, label, onAdd }: { full: boolean; label: string; onAdd: () => void }) {
  const t = useT(messages);
  const hintId = useId();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={full || undefined}
        aria-describedby={full ? hintId : undefined}
        aria-label={label}
        onClick={() => !full && onAdd()}
      >
        <Plus className="size-4" aria-hidden />
        {t('availability.interval.add')}
      </Button>
      {full && (
        <span id={hintId} className="text-sm text-slate-600">
          {t('availability.interval.full')}
        </span>
      )}
    </div>
  );
}
