import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import type { Booking } from '../../../generated/model';
import { useUserTimeZone } from '../../lib/time-zone';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { mayJoinWaitlist, useJoinWaitlist, useLeaveWaitlist, useWaitlistEntry } from './queries';
import { useWhen, WaitlistOffer } from './WaitlistOffer';

const dayOf = (instant: number | string, timeZone: string) => format(new TZDate(new Date(instant).getTime(), timeZone), 'yyyy-MM-dd');

/** The end of a chosen day in the user's zone: every time that day counts. */
function endOfDay(day: string, timeZone: string): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new TZDate(y, m - 1, d, 23, 59, 59, timeZone).toISOString();
}

/**
 * On a client's booking (where Reschedule and Cancel are): "Tell me if an earlier time frees up" with the last day
 * wanted, or, once on the waitlist, what it waits for, its offer and "Leave the waitlist" (decision 0134).
 */
export function WaitlistPanel({ booking }: { booking: Booking }) {
  const intl = useIntl();
  const { entry, query } = useWaitlistEntry(booking.identifier);
  const leave = useLeaveWaitlist({ onSuccess: () => toastSuccess(intl.formatMessage({ id: 'waitlist.left' })) });
  const timeZone = useUserTimeZone();
  if (query.isPending || query.isError) return null;
  if (entry) {
    return (
      <div className="mt-5 flex flex-col gap-3 border-t border-slate-200 pt-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-slate-700">
            {intl.formatMessage({ id: 'waitlist.waiting' }, { date: intl.formatDate(entry.until, { weekday: 'short', day: 'numeric', month: 'short', timeZone }) })}
          </p>
          {!entry.offer && (
            <Button size="sm" variant="secondary" busy={leave.busy} onClick={() => void leave.send({ id: booking.identifier })}>
              {intl.formatMessage({ id: 'waitlist.leave' })}
            </Button>
          )}
        </div>
        {entry.offer && <WaitlistOffer entry={entry} withSession={false} />}
      </div>
    );
  }
  return mayJoinWaitlist(booking) ? <JoinForm booking={booking} timeZone={timeZone} /> : null;
}

function JoinForm({ booking, timeZone }: { booking: Booking; timeZone: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const when = useWhen();
  const [now] = useState(Date.now);
  const today = dayOf(now, timeZone);
  const sessionDay = dayOf(booking.startTime ?? now, timeZone);
  const schema = useMemo(
    () =>
      z.object({
        until: z.string().check(
          z.minLength(1, t({ id: 'waitlist.until.required' })),
          z.refine((day) => day === '' || day >= today, t({ id: 'waitlist.until.past' })),
          z.refine((day) => day === '' || day <= sessionDay, t({ id: 'waitlist.until.afterSession' })),
        ),
      }),
    [t, today, sessionDay],
  );
  const join = useJoinWaitlist({
    onSuccess: (entry) => toastSuccess(entry.offer ? t({ id: 'waitlist.offer' }, { time: when(entry.offer.startTime) }) : t({ id: 'waitlist.joined' })),
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
        {(field) => <field.DateField label={t({ id: 'waitlist.until' })} hint={t({ id: 'waitlist.hint' })} min={today} max={sessionDay} className="sm:max-w-xs" />}
      </form.AppField>
      <form.SubmitButton busy={join.busy} variant="secondary" className="self-start sm:mb-6 sm:self-end">
        {t({ id: 'waitlist.join' })}
      </form.SubmitButton>
    </Form>
  );
}
