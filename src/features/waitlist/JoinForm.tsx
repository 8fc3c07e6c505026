import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { useMemo, useState } from 'react';
import { z } from 'zod/mini';
import type { Booking } from '../../../generated/model';
import { toastSuccess } from '../../lib/toast';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { useJoinWaitlist } from './queries';
import { useWhen } from './WaitlistOffer';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const dayOf = (instant: number | string, timeZone: string) =>
  format(new TZDate(new Date(instant).getTime(), timeZone), 'yyyy-MM-dd');

/** The end of a chosen day in the user's zone: every time that day counts. */
function endOfDay(day: string, timeZone: string): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new TZDate(y, m - 1, d, 23, 59, 59, timeZone).toISOString();
}

/** "Tell me if an earlier time frees up": the last day wanted (today up to the session's day), then PUT …/waitlist. */
export function JoinForm({ booking, timeZone }: { booking: Booking; timeZone: string }) {
  const t = useT(messages);
  const when = useWhen();
  const [now] = useState(Date.now);
  const today = dayOf(now, timeZone);
  const sessionDay = dayOf(booking.startTime ?? now, timeZone);
  const schema = useMemo(
    () =>
      z.object({
        until: z.string().check(
          z.minLength(1, t('waitlist.until.required')),
          z.refine((day) => day === '' || day >= today, t('waitlist.until.past')),
          z.refine((day) => day === '' || day <= sessionDay, t('waitlist.until.afterSession')),
        ),
      }),
    [t, today, sessionDay],
  );
  const join = useJoinWaitlist({
    onSuccess: (entry) =>
      toastSuccess(entry.offer ? t('waitlist.offer', { time: when(entry.offer.startTime) }) : t('waitlist.joined')),
  });
  const form = useAppForm({
    defaultValues: { until: sessionDay },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      await join.send({ id: booking.identifier, data: { until: endOfDay(value.until, timeZone) } });
    },
  });
  return (
    <Form form={form} className="mt-5 flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-end">
      <form.AppField name="until">
        {(field) => (
          <field.DateField
            label={t('waitlist.until')}
            hint={t('waitlist.hint')}
            min={today}
            max={sessionDay}
            className="sm:max-w-xs"
          />
        )}
      </form.AppField>
      <form.SubmitButton busy={join.busy} variant="secondary" className="self-start sm:mb-6 sm:self-end">
        {t('waitlist.join')}
      </form.SubmitButton>
    </Form>
  );
}
