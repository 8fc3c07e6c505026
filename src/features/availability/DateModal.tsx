import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { getSaveProviderCalendarDayMutationOptions } from '../../../generated/api/availability/save-provider-calendar-day';
import type { ProviderCalendarDay } from '../../../generated/model';
import type { ModalProps } from '../../lib/modal-descriptor';
import { useSend } from '../../lib/mutation';
import { QueryBoundary } from '../../lib/query-boundary';
import { useUserTimeZone } from '../../lib/time-zone';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { LoadingBlock } from '../../ui/Spinner';
import { BookingsInTheWay } from './BookingsInTheWay';
import { handlesInTheWay, useBookingsInTheWay } from './bookings-in-the-way';
import { DayEditor } from './DayEditor';
import { todayIn, visibleIntervals } from './intervals';
import { calendarDateOf } from './month';
import { PageCategory } from './PageCategory';
import { calendarMonthQuery } from './queries';
import { dateSchema, type EditorValues } from './schemas';
import { intervalRefusals, isIntervalRefusal, withServerMessage } from './server-errors';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * ?modal=availability-date&date=YYYY-MM-DD on /availability/: the provider calendar availability of one date, of the
 * page's category. Saving (PUT /provider-availability/calendar) makes the date a specific date.
 */
export default function DateModal({ date, close }: ModalProps<{ date: string }>) {
  const intl = useIntl();
  const t = useT(messages);
  const zone = useUserTimeZone();
  const title = t('availability.dateModal.title', {
    date: date
      ? intl.formatDate(calendarDateOf(date), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
      : '',
  });
  const past = !!date && date < todayIn(zone);
  if (!date || past) {
    return (
      <Dialog
        title={title}
        description={t('availability.dateModal.past')}
        onClose={close}
        footer={<Button onClick={close}>{t('availability.dateModal.cancel')}</Button>}
      />
    );
  }
  const frame = (content: ReactNode) => (
    <Dialog title={title} onClose={close}>
      {content}
    </Dialog>
  );
  const failedTitle = t('availability.loadFailed');
  return (
    <PageCategory frame={frame}>
      {(category) => (
        <QueryBoundary
          query={{ ...calendarMonthQuery(date.slice(0, 7), category ?? ''), enabled: !!category }}
          failedTitle={failedTitle}
          frame={frame}
        >
          {(calendar) => {
            const day = calendar.days.find((d) => d.date.date === date);
            if (!day || !category) return frame(<LoadingBlock />);
            return (
              <Dialog title={title} description={t('availability.dateModal.text')} onClose={close} size="lg">
                <DateForm
                  day={day}
                  today={todayIn(zone)}
                  categoryIdentifier={calendar.calendarSetupType === 'BY_CATEGORY' ? category : null}
                  close={close}
                />
              </Dialog>
            );
          }}
        </QueryBoundary>
      )}
    </PageCategory>
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
  const t = useT(messages);
  const schema = useMemo(() => dateSchema(t, today), [t, today]);
  const inTheWay = useBookingsInTheWay();
  const save = useSend(getSaveProviderCalendarDayMutationOptions(), {
    refresh: ['availability'],
    handles: handlesInTheWay(isIntervalRefusal(() => form.state.values.days)),
    onSuccess: () => {
      toastSuccess(t('availability.saved'));
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
          {t('availability.dateModal.cancel')}
        </Button>
        <form.SubmitButton busy={save.busy}>{t('availability.dateModal.save')}</form.SubmitButton>
      </div>
    </Form>
  );
}
