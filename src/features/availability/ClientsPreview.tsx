import { useId, useMemo, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { de, enUS } from 'react-day-picker/locale';
import { useIntl } from 'react-intl';
import type { ProviderTimeslot, ProviderTimeslotList } from '../../../generated/model';
import { calendarDay } from '../../lib/i18n/format';
import { formatTimeRange, timeZoneLabel } from '../../lib/i18n/session-time';
import { QueryBoundary } from '../../lib/query-boundary';
import { useUserTimeZone } from '../../lib/time-zone';
import { dayPickerClasses } from '../scheduling';
import { calendarDateOf, dateOfCalendarDate, monthAfter } from './month';
import { previewQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The slots by their day in the provider's zone, in start order (the server sends them so). */
function byDay(items: ProviderTimeslot[], zone: string): Map<string, ProviderTimeslot[]> {
  const days = new Map<string, ProviderTimeslot[]>();
  for (const slot of items) {
    const day = calendarDay(slot.startTime, zone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return days;
}

const fullyBooked = '[&>button]:bg-slate-100 [&>button]:font-normal [&>button]:text-slate-600 [&>button]:line-through';

/**
 * "What clients see" (decision 0040): the provider's own upcoming slots of the category
 * (GET /provider-availability/timeslot/{id}?category=), free ones as clients are offered them and booked ones marked;
 * slots within the minimum notice are not listed, as clients are never offered them.
 */
export function ClientsPreview({
  providerId,
  category,
  today,
}: {
  providerId: string;
  category: string;
  today: string;
}) {
  const t = useT(messages);
  return (
    <QueryBoundary query={previewQuery(providerId, category)} failedTitle={t('availability.loadFailed')}>
      {(list) => <Preview list={list} today={today} />}
    </QueryBoundary>
  );
}

function Preview({ list, today }: { list: ProviderTimeslotList; today: string }) {
  const intl = useIntl();
  const t = useT(messages);
  const zone = useUserTimeZone();
  const days = useMemo(() => byDay(list.items, zone), [list, zone]);
  const [picked, setPicked] = useState<string>();
  const [shownMonth, setShownMonth] = useState<string>();
  const headingId = useId();
  const items = list.items;
  const free = items.filter((s) => !s.isBooked).length;
  // As the client's calendar: the first day with a free slot, else the first with any.
  const firstDay = [...days].find(([, slots]) => slots.some((s) => !s.isBooked))?.[0] ?? [...days.keys()][0];
  const day = picked && days.has(picked) ? picked : firstDay;
  const month = shownMonth ?? (day ?? today).slice(0, 7);
  const slots = (day && days.get(day)) || [];
  const isFull = (date: Date) => days.get(dateOfCalendarDate(date))?.every((s) => s.isBooked) ?? false;
  const dayLabel = (date: Date) => {
    const daySlots = days.get(dateOfCalendarDate(date)) ?? [];
    const booked = daySlots.filter((s) => s.isBooked).length;
    return t('availability.preview.dayLabel', {
      day: intl.formatNumber(date.getDate()),
      date: intl.formatDate(date, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
      free: daySlots.length - booked,
      booked,
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-700" data-testid="preview-summary">
        {t('availability.preview.summary', { free, booked: items.length - free })}
        {list.minimumNoticeHours > 0 && ` ${t('availability.preview.notice', { hours: list.minimumNoticeHours })}`}
      </p>
      {items.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-700 ring-1 ring-slate-200">
          {t('availability.preview.none')}
        </p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)]">
          <DayPicker
            mode="single"
            required
            aria-label={t('availability.preview.calendar')}
            locale={intl.locale.startsWith('de') ? de : enUS}
            selected={day ? calendarDateOf(day) : undefined}
            onSelect={(date) => setPicked(dateOfCalendarDate(date))}
            month={calendarDateOf(`${month}-01`)}
            onMonthChange={(date) => setShownMonth(dateOfCalendarDate(date).slice(0, 7))}
            startMonth={calendarDateOf(today)}
            endMonth={calendarDateOf(`${monthAfter(today.slice(0, 7), 2)}-01`)}
            today={calendarDateOf(today)}
            disabled={(date) => !days.has(dateOfCalendarDate(date))}
            modifiers={{ full: isFull }}
            modifiersClassNames={{ full: fullyBooked }}
            labels={{ labelDayButton: dayLabel }}
            classNames={dayPickerClasses}
          />
          <div className="flex min-w-0 flex-col gap-3">
            {day && (
              <>
                <h3 id={headingId} className="text-sm font-semibold text-slate-900">
                  {t('availability.preview.slotsFor', {
                    date: intl.formatDate(calendarDateOf(day), { weekday: 'long', month: 'long', day: 'numeric' }),
                  })}
                </h3>
                <p className="-mt-2 text-xs text-slate-600">
                  {t('availability.preview.zone', {
                    zone: `${zone.replace(/_/g, ' ')} (${timeZoneLabel(intl.locale, zone, slots[0]?.startTime ?? new Date().toISOString())})`,
                  })}
                </p>
                <ul
                  aria-labelledby={headingId}
                  className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-2"
                  data-testid="preview-slots"
                >
                  {slots.map((slot) => (
                    <PreviewSlot key={slot.identifier} slot={slot} zone={zone} />
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function PreviewSlot({ slot, zone }: { slot: ProviderTimeslot; zone: string }) {
  const intl = useIntl();
  const t = useT(messages);
  const time = formatTimeRange(intl.locale, slot.startTime, slot.endTime, zone);
  if (!slot.isBooked) {
    return (
      <li className="flex items-center rounded-xl border border-teal-200 bg-teal-50 px-3 py-2 text-sm font-medium whitespace-nowrap text-teal-900 tabular-nums">
        {time}
      </li>
    );
  }
  // In a narrow cell the badge goes under the time rather than out of the cell.
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 rounded-xl border border-slate-200 bg-slate-100 px-3 py-2 text-sm text-slate-600 tabular-nums">
      <span className="whitespace-nowrap line-through">{time}</span>
      <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-700">
        {t('availability.preview.booked')}
      </span>
    </li>
  );
}
