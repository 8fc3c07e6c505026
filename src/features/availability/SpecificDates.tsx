import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { getAddCustomAvailabilityDayMutationOptions } from '../../../generated/api/availability/add-custom-availability-day';
import type { CustomAvailabilityDay } from '../../../generated/model';
import { useModal } from '../../lib/modal';
import { useSend } from '../../lib/mutation';
import { QueryBoundary } from '../../lib/query-boundary';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { BookingsInTheWay } from './BookingsInTheWay';
import { handlesInTheWay, useBookingsInTheWay } from './bookings-in-the-way';
import { DayEditor, hourLabel } from './DayEditor';
import { DEFAULT_INTERVAL, hourOf, visibleIntervals } from './intervals';
import { calendarDateOf } from './month';
import { customDaysQuery } from './queries';
import { dateSchema, type EditorValues } from './schemas';
import { intervalRefusals, isIntervalRefusal, withServerMessage } from './server-errors';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The dates that differ from the week (GET /provider-availability/days/custom), each removable, and a form to add one. */
export function SpecificDates({
  category,
  categoryIdentifier,
  today,
}: {
  category: string;
  categoryIdentifier: string | null;
  today: string;
}) {
  const t = useT(messages);
  return (
    <QueryBoundary query={customDaysQuery(category)} failedTitle={t('availability.loadFailed')}>
      {(list) => {
        const upcoming = list.items.filter((d) => d.date >= today);
        return (
          <div className="flex flex-col gap-6">
            {upcoming.length === 0 ? (
              <p className="text-sm text-slate-600">{t('availability.dates.empty')}</p>
            ) : (
              <ul className="divide-y divide-slate-200 rounded-2xl ring-1 ring-slate-200">
                {upcoming.map((day) => (
                  <DateRow key={day.identifier} day={day} />
                ))}
              </ul>
            )}
            <AddDate categoryIdentifier={categoryIdentifier} today={today} />
          </div>
        );
      }}
    </QueryBoundary>
  );
}

function DateRow({ day }: { day: CustomAvailabilityDay }) {
  const intl = useIntl();
  const t = useT(messages);
  const { open } = useModal();
  const date = intl.formatDate(calendarDateOf(day.date), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const hours = day.isAvailable
    ? day.timeslotIntervals
        .map(
          (i) => `${hourLabel(intl.locale, t, hourOf(i.startTime))} – ${hourLabel(intl.locale, t, hourOf(i.endTime))}`,
        )
        .join(', ')
    : t('availability.dates.unavailable');
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{date}</p>
        <p className="text-sm text-slate-600">{hours}</p>
      </div>
      <Button
        changes
        variant="secondary"
        size="sm"
        aria-label={t('availability.dates.remove', { date })}
        onClick={() => open('availability-remove', { date: day.date })}
      >
        {t('availability.remove.confirm')}
      </Button>
    </li>
  );
}

const blank = (): EditorValues => ({
  date: '',
  days: [{ key: 'new', isAvailable: true, timeslotIntervals: [{ ...DEFAULT_INTERVAL }] }],
});

/** POST /provider-availability/days/custom: a date from today on, available with its intervals or unavailable. */
function AddDate({ categoryIdentifier, today }: { categoryIdentifier: string | null; today: string }) {
  const t = useT(messages);
  const schema = useMemo(() => dateSchema(t, today), [t, today]);
  const inTheWay = useBookingsInTheWay();
  const add = useSend(getAddCustomAvailabilityDayMutationOptions(), {
    refresh: ['availability'],
    handles: handlesInTheWay(isIntervalRefusal(() => form.state.values.days)),
    onSuccess: () => {
      toastSuccess(t('availability.saved'));
      form.reset(blank());
    },
  });
  const form = useAppForm({
    defaultValues: blank(),
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      const row = value.days[0]!;
      const result = await add.send({
        data: {
          date: value.date,
          isAvailable: row.isAvailable,
          categoryIdentifier,
          timeslotIntervals: visibleIntervals(row),
        },
      });
      inTheWay.record(result);
      if (!result.ok)
        for (const refusal of intervalRefusals(result.error, value.days))
          form.setFieldMeta(refusal.path, withServerMessage(refusal.message));
    },
  });
  const dayName = t('availability.dates.dayName');
  return (
    <Form form={form} className="flex flex-col gap-4 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 className="text-base font-semibold text-slate-900">{t('availability.dates.addTitle')}</h3>
      <form.AppField name="date">
        {(field) => <field.DateField label={t('availability.dates.date')} min={today} className="sm:max-w-xs" />}
      </form.AppField>
      <DayEditor form={form} index={0} dayName={dayName} legend="" />
      {inTheWay.bookings && <BookingsInTheWay bookings={inTheWay.bookings} />}
      <form.SubmitButton busy={add.busy} variant="secondary" className="self-start">
        {t('availability.dates.add')}
      </form.SubmitButton>
    </Form>
  );
}
