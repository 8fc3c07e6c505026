import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { getSaveRecurringAvailabilityDaysMutationOptions } from '../../../generated/api/availability/save-recurring-availability-days';
import type { AvailabilityWeekday, CalendarSetupType, DefaultAvailabilityDays } from '../../../generated/model';
import { useSend } from '../../lib/mutation';
import { QueryBoundary } from '../../lib/query-boundary';
import { toastSuccess } from '../../lib/toast';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { BookingsInTheWay } from './BookingsInTheWay';
import { handlesInTheWay, useBookingsInTheWay } from './bookings-in-the-way';
import { DayEditor } from './DayEditor';
import { visibleIntervals } from './intervals';
import { weekQuery } from './queries';
import { weekSchema, type EditorValues } from './schemas';
import { intervalRefusals, isIntervalRefusal, withServerMessage } from './server-errors';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const weekdays: AvailabilityWeekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/** The weekday's name in the user's language (1 January 2024 was a Monday). */
function weekdayName(locale: string, weekday: AvailabilityWeekday): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + weekdays.indexOf(weekday))),
  );
}

/** The recurring week (GET /provider-availability/days/default, POST …/days/recurring) of the chosen calendar. */
export function WeeklyHours({ category, setupType }: { category: string; setupType: CalendarSetupType }) {
  const t = useT(messages);
  // A saved week comes back from the server and starts the form afresh (hidden intervals are gone once saved).
  return (
    <QueryBoundary query={weekQuery(category)} failedTitle={t('availability.loadFailed')}>
      {(week) => (
        <WeekForm
          key={JSON.stringify(week)}
          week={week}
          categoryIdentifier={setupType === 'BY_CATEGORY' ? category : null}
        />
      )}
    </QueryBoundary>
  );
}

function WeekForm({ week, categoryIdentifier }: { week: DefaultAvailabilityDays; categoryIdentifier: string | null }) {
  const intl = useIntl();
  const t = useT(messages);
  const schema = useMemo(() => weekSchema(t), [t]);
  const inTheWay = useBookingsInTheWay();
  const save = useSend(getSaveRecurringAvailabilityDaysMutationOptions(), {
    refresh: ['availability'],
    handles: handlesInTheWay(isIntervalRefusal(() => form.state.values.days)),
    onSuccess: () => toastSuccess(t('availability.saved')),
  });
  const defaultValues: EditorValues = {
    date: '',
    days: weekdays.map((weekday) => {
      const day = week.days.find((d) => d.weekday === weekday);
      return { key: weekday, isAvailable: day?.isAvailable ?? false, timeslotIntervals: day?.timeslotIntervals ?? [] };
    }),
  };
  const form = useAppForm({
    defaultValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      const days = value.days.map((d) => ({
        weekday: d.key as AvailabilityWeekday,
        isAvailable: d.isAvailable,
        timeslotIntervals: visibleIntervals(d),
      }));
      const result = await save.send({ data: { categoryIdentifier, days } });
      inTheWay.record(result);
      if (!result.ok)
        for (const refusal of intervalRefusals(result.error, value.days))
          form.setFieldMeta(refusal.path, withServerMessage(refusal.message));
    },
  });
  return (
    <Form form={form} className="flex flex-col gap-5">
      {weekdays.map((weekday, index) => {
        const name = weekdayName(intl.locale, weekday);
        return <DayEditor key={weekday} form={form} index={index} dayName={name} legend={name} />;
      })}
      <p className="text-sm text-slate-600">{t('availability.week.booked')}</p>
      {inTheWay.bookings && <BookingsInTheWay bookings={inTheWay.bookings} />}
      <form.SubmitButton busy={save.busy} className="self-start">
        {t('availability.week.save')}
      </form.SubmitButton>
    </Form>
  );
}
