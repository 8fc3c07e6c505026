import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { getSaveProviderCalendarDayMutationOptions } from '../../../generated/api/availability/save-provider-calendar-day';
import type { ProviderCalendarDay } from '../../../generated/model';
import type { ModalProps } from '../../lib/modal-descriptor';
import { useSend } from '../../lib/mutation';
import { useUserTimeZone } from '../../lib/time-zone';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { LoadingBlock } from '../../ui/Spinner';
import { ErrorState } from '../../ui/states';
import { BookingsInTheWay } from './BookingsInTheWay';
import { handlesInTheWay, useBookingsInTheWay } from './bookings-in-the-way';
import { DayEditor } from './DayEditor';
import { todayIn, visibleIntervals } from './intervals';
import { calendarDateOf } from './month';
import { calendarMonthQuery, chosenCategory, ownProfileQuery } from './queries';
import { dateSchema, type EditorValues } from './schemas';
import { intervalRefusals, isIntervalRefusal, withServerMessage } from './server-errors';

/**
 * ?modal=availability-date&date=YYYY-MM-DD on /availability/: the provider calendar availability of one date, of the
 * page's category. Saving (PUT /provider-availability/calendar) makes the date a specific date.
 */
export default function DateModal({ date, close }: ModalProps<{ date: string }>) {
  const intl = useIntl();
  const search: { category?: string } = useSearch({ strict: false });
  const zone = useUserTimeZone();
  const profile = useQuery(ownProfileQuery());
  const category = chosenCategory(profile.data, search.category);
  const month = date?.slice(0, 7) ?? '';
  const calendar = useQuery({ ...calendarMonthQuery(month, category ?? ''), enabled: !!date && !!category });
  const day = calendar.data?.days.find((d) => d.date.date === date);
  const title = intl.formatMessage(
    { id: 'availability.dateModal.title' },
    {
      date: date
        ? intl.formatDate(calendarDateOf(date), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
        : '',
    },
  );
  const past = !!date && date < todayIn(zone);
  if (!date || past) {
    return (
      <Dialog
        title={title}
        description={intl.formatMessage({ id: 'availability.dateModal.past' })}
        onClose={close}
        footer={<Button onClick={close}>{intl.formatMessage({ id: 'availability.dateModal.cancel' })}</Button>}
      />
    );
  }
  if (calendar.isError || profile.isError) {
    const error = calendar.error ?? profile.error;
    return (
      <Dialog title={title} onClose={close}>
        <ErrorState
          title={intl.formatMessage({ id: 'availability.loadFailed' })}
          text={error?.message}
          onRetry={() => void calendar.refetch()}
        />
      </Dialog>
    );
  }
  if (!day || !calendar.data || !category) {
    return (
      <Dialog title={title} onClose={close}>
        <LoadingBlock />
      </Dialog>
    );
  }
  return (
    <Dialog
      title={title}
      description={intl.formatMessage({ id: 'availability.dateModal.text' })}
      onClose={close}
      size="lg"
    >
      <DateForm
        day={day}
        today={todayIn(zone)}
        categoryIdentifier={calendar.data.calendarSetupType === 'BY_CATEGORY' ? category : null}
        close={close}
      />
    </Dialog>
  );
}

function DateForm({
  day,
  today,
  categoryIdentifier,
  close,
}: {
  day: ProviderCalendarDay;
  today: string;
  categoryIdentifier: string | null;
  close: () => void;
}) {
  const intl = useIntl();
  const schema = useMemo(() => dateSchema(intl, today), [intl, today]);
  const inTheWay = useBookingsInTheWay();
  const save = useSend(getSaveProviderCalendarDayMutationOptions(), {
    refresh: ['availability'],
    handles: handlesInTheWay(isIntervalRefusal(() => form.state.values.days)),
    onSuccess: () => {
      toastSuccess(intl.formatMessage({ id: 'availability.saved' }));
      close();
    },
  });
  const defaultValues: EditorValues = {
    date: day.date.date,
    days: [{ key: day.date.date, isAvailable: day.date.isAvailable, timeslotIntervals: day.timeslotIntervals }],
  };
  const form = useAppForm({
    defaultValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      const row = value.days[0]!;
      const data = {
        identifier: day.identifier,
        date: value.date,
        isAvailable: row.isAvailable,
        timeSlotsInterval: visibleIntervals(row),
        categoryIdentifier,
      };
      const result = await save.send({ data });
      inTheWay.record(result);
      if (!result.ok)
        for (const refusal of intervalRefusals(result.error, value.days))
          form.setFieldMeta(refusal.path, withServerMessage(refusal.message));
    },
  });
  const dayName = intl.formatDate(calendarDateOf(day.date.date), { weekday: 'long', day: 'numeric', month: 'long' });
  return (
    <Form form={form} className="flex flex-col gap-5">
      <DayEditor form={form} index={0} dayName={dayName} legend="" />
      {inTheWay.bookings && <BookingsInTheWay bookings={inTheWay.bookings} />}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close}>
          {intl.formatMessage({ id: 'availability.dateModal.cancel' })}
        </Button>
        <form.SubmitButton busy={save.busy}>
          {intl.formatMessage({ id: 'availability.dateModal.save' })}
        </form.SubmitButton>
      </div>
    </Form>
  );
}
