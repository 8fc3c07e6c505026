import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { DayPicker, type ClassNames } from 'react-day-picker';
import { de, enUS } from 'react-day-picker/locale';
import { useIntl } from 'react-intl';
import { dismissToast, toastMessage } from '../../lib/toast';
import { useGetProviderAvailabilityMonth } from '../../../generated/api/availability/get-provider-availability-month';
import type { AvailabilityTimeSlot } from '../../../generated/model';
import { formatZoneName } from '../../lib/i18n/session-time';
import { useUserTimeZone } from '../../lib/time-zone';
import { Spinner } from '../../ui/Spinner';
import { ErrorState } from '../../ui/states';
import {
  bookingWindow,
  calendarDate,
  dayKeyOfCalendarDate,
  formatSlotRange,
  initialDay,
  isSelectableDay,
  monthOf,
  nextMonthInWindow,
  slotsByDay,
  type BookingWindow,
} from './calendar';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

export const NEXT_MONTH_TOAST_ID = 'scheduling-next-month';

export interface SlotPickerProps {
  providerId: string;
  /** The booking's therapy category; without one there is nothing to show. */
  categoryId: string | null | undefined;
  /** The chosen slot's identifier ('' for none). */
  value: string;
  onChange: (slotIdentifier: string) => void;
  /** Shown next to the slots: validation, or a slot that was taken meanwhile. */
  error?: string;
  /** The zone times are shown in; the user's zone (useUserTimeZone) unless given (tests). */
  timeZone?: string;
  /** The day (`YYYY-MM-DD`) to open on when it has slots, instead of the first day with slots. */
  initialDay?: string;
}

/**
 * An inline calendar with the provider's free slots for the booking's therapy category, in the user's time zone.
 * Only days with slots can be picked, within today … two months ahead; an empty first month moves on by itself.
 */
export function SlotPicker({ timeZone, ...props }: SlotPickerProps) {
  const t = useT(messages);
  const userZone = useUserTimeZone();
  const zone = timeZone ?? userZone;
  if (!props.categoryId) {
    return (
      <div className="flex flex-col gap-3">
        <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-700 ring-1 ring-slate-200">
          {t('scheduling.picker.noCategory')}
        </p>
        <SlotError error={props.error} />
      </div>
    );
  }
  // A new provider, category or zone starts the search over.
  return (
    <SlotCalendar
      key={`${props.providerId}:${props.categoryId}:${zone}`}
      {...props}
      categoryId={props.categoryId}
      timeZone={zone}
    />
  );
}

function useMonthSlots(
  providerId: string,
  categoryId: string,
  month: string,
  now: Date,
  timeZone: string,
  window: BookingWindow,
) {
  const query = useGetProviderAvailabilityMonth(providerId, month, { category: categoryId });
  const byDay = useMemo(() => {
    if (!query.data) return undefined;
    const all = slotsByDay(query.data.days, now, timeZone, window);
    return new Map([...all].filter(([day]) => monthOf(day) === month));
  }, [query.data, now, timeZone, window, month]);
  return { query, byDay };
}

function SlotCalendar({
  providerId,
  categoryId,
  value,
  onChange,
  error,
  timeZone,
  initialDay: wantedDay,
}: Omit<SlotPickerProps, 'timeZone' | 'categoryId'> & { categoryId: string; timeZone: string }) {
  const intl = useIntl();
  const t = useT(messages);
  const [now] = useState(() => new Date());
  const window = useMemo(() => bookingWindow(now, timeZone), [now, timeZone]);
  const firstMonth = monthOf(window.firstDay);
  // A day chosen before opens its month (when the booking window holds it); the search moves on from there.
  const [openMonth] = useState(() =>
    wantedDay && wantedDay >= window.firstDay && wantedDay <= window.lastDay ? monthOf(wantedDay) : firstMonth,
  );
  const [month, setMonth] = useState(openMonth);
  // Looking for the first month with slots (the empty-month jump); ends there or at the end of the window.
  const [searching, setSearching] = useState(true);
  const [day, setDay] = useState<string>();
  const [nothingInWindow, setNothingInWindow] = useState(false);
  const shown = useMonthSlots(providerId, categoryId, month, now, timeZone, window);
  // The chosen day's slots stay listed while the user browses other months (same query when it is this month).
  const chosen = useMonthSlots(providerId, categoryId, day ? monthOf(day) : month, now, timeZone, window);
  const daySlots = (day && chosen.byDay?.get(day)) || [];

  // Decided while rendering (React's "adjust state when data changes" pattern), so no empty frame is painted.
  if (searching && shown.byDay) {
    if (shown.byDay.size === 0) {
      const next = nextMonthInWindow(month, window);
      if (next) setMonth(next);
      else {
        setSearching(false);
        setNothingInWindow(true);
      }
    } else {
      setSearching(false);
      setDay(wantedDay && shown.byDay.has(wantedDay) ? wantedDay : initialDay(shown.byDay, window));
    }
  }

  const checkingNextMonth = searching && month !== openMonth;
  useEffect(() => {
    if (!checkingNextMonth) return;
    toastMessage('loading', t('scheduling.picker.checkingNextMonth'), NEXT_MONTH_TOAST_ID);
    return () => dismissToast(NEXT_MONTH_TOAST_ID);
  }, [checkingNextMonth, t]);

  // Picking a date moves focus to its slots (not the automatic choice: focus stays where the user is).
  const slotsRef = useRef<HTMLDivElement>(null);
  const focusSlots = useRef(false);
  useEffect(() => {
    if (!focusSlots.current) return;
    focusSlots.current = false;
    const target = slotsRef.current?.querySelector('button') ?? slotsRef.current;
    target?.focus();
  }, [day]);

  const available = shown.byDay;
  const dayLabel = (date: Date) => {
    const key = dayKeyOfCalendarDate(date);
    return t('scheduling.picker.dayLabel', {
      day: intl.formatNumber(date.getDate()),
      date: intl.formatDate(date, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
      count: isSelectableDay(key, available ?? new Map<string, AvailabilityTimeSlot[]>(), window)
        ? (available?.get(key)?.length ?? 0)
        : 0,
    });
  };

  const headingId = useId();
  // The calendar stays while a month's slots load (its arrows keep working), so no boundary wraps the picker: it says
  // itself that the month failed, and shows its wait beside the calendar.
  // eslint-disable-next-line no-restricted-syntax
  if (shown.query.isError) {
    return (
      <ErrorState
        title={t('scheduling.picker.loadFailed')}
        text={shown.query.error.message}
        onRetry={() => void shown.query.refetch()}
      />
    );
  }

  const selected = daySlots.find((s) => s.identifier === value);
  const dayText = (key: string) =>
    intl.formatDate(calendarDate(key), { weekday: 'long', month: 'long', day: 'numeric' });

  return (
    <div className="grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)]">
      <DayPicker
        mode="single"
        required
        aria-label={t('scheduling.picker.calendar')}
        locale={intl.locale.startsWith('de') ? de : enUS}
        selected={day ? calendarDate(day) : undefined}
        onSelect={(date) => {
          const key = dayKeyOfCalendarDate(date);
          focusSlots.current = true;
          if (key !== day) {
            setDay(key);
            onChange('');
          } else {
            slotsRef.current?.querySelector('button')?.focus();
          }
        }}
        month={calendarDate(`${month}-01`)}
        onMonthChange={(date) => {
          setSearching(false);
          setMonth(monthOf(dayKeyOfCalendarDate(date)));
        }}
        startMonth={calendarDate(window.firstDay)}
        endMonth={calendarDate(window.lastDay)}
        today={calendarDate(window.firstDay)}
        disabled={(date) => !available || !isSelectableDay(dayKeyOfCalendarDate(date), available, window)}
        labels={{ labelDayButton: dayLabel }}
        classNames={dayPickerClasses}
      />

      <div className="flex min-w-0 flex-col gap-3">
        {/* eslint-disable-next-line no-restricted-syntax -- the wait beside the calendar, as said above */}
        {shown.query.isPending || searching ? (
          <div className="flex items-center gap-2 py-4 text-sm text-slate-600">
            <Spinner className="size-4" decorative />
            {t('scheduling.picker.loading')}
          </div>
        ) : !day ? (
          <p className="py-4 text-sm text-slate-700">
            {t(
              available?.size
                ? 'scheduling.picker.pickDay'
                : nothingInWindow
                  ? 'scheduling.picker.noSlotsWindow'
                  : 'scheduling.picker.noSlotsMonth',
            )}
          </p>
        ) : (
          <>
            <h3 id={headingId} className="text-sm font-semibold text-slate-900">
              {t('scheduling.picker.slotsFor', { date: dayText(day) })}
            </h3>
            <p className="-mt-2 text-xs text-slate-600">
              {t('scheduling.picker.timeZone', {
                zone: formatZoneName(intl.locale, timeZone, daySlots[0]?.startTime ?? now.toISOString()),
              })}
            </p>
            <div
              ref={slotsRef}
              role="group"
              aria-labelledby={headingId}
              tabIndex={-1}
              className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-2 outline-none"
            >
              {daySlots.map((slot) => (
                <SlotButton
                  key={slot.identifier}
                  slot={slot}
                  pressed={slot.identifier === value}
                  onPick={onChange}
                  locale={intl.locale}
                  timeZone={timeZone}
                />
              ))}
            </div>
            {daySlots.length === 0 && <p className="text-sm text-slate-700">{t('scheduling.picker.noSlotsDay')}</p>}
          </>
        )}
        <SlotError error={error} />
        <p role="status" className="text-sm font-medium text-teal-800">
          {selected && day
            ? t('scheduling.picker.selected', {
                date: dayText(day),
                time: formatSlotRange(selected, intl.locale, timeZone),
              })
            : ''}
        </p>
      </div>
    </div>
  );
}

function SlotError({ error }: { error: string | undefined }) {
  return error ? (
    <p role="alert" className="text-sm font-medium text-rose-700">
      {error}
    </p>
  ) : null;
}

function SlotButton({
  slot,
  pressed,
  onPick,
  locale,
  timeZone,
}: {
  slot: AvailabilityTimeSlot;
  pressed: boolean;
  onPick: (id: string) => void;
  locale: string;
  timeZone: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onPick(slot.identifier)}
      className={`rounded-xl border px-3 py-2 text-sm font-medium whitespace-nowrap tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 ${
        pressed
          ? 'border-teal-700 bg-teal-700 text-white shadow-sm'
          : 'border-slate-300 bg-white text-slate-800 hover:border-teal-600 hover:bg-teal-50'
      }`}
    >
      {formatSlotRange(slot, locale, timeZone)}
    </button>
  );
}

/** The calendar's look, shared with the provider's availability calendar. */
export const dayPickerClasses: Partial<ClassNames> = {
  root: 'relative w-full max-w-[19rem] justify-self-center sm:justify-self-start',
  months: 'relative',
  month: 'flex flex-col gap-2',
  nav: 'absolute top-0 right-0 z-10 flex gap-1',
  button_previous:
    'inline-flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-30 aria-disabled:hover:bg-transparent',
  button_next:
    'inline-flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-30 aria-disabled:hover:bg-transparent',
  chevron: 'size-4 fill-current',
  month_caption: 'flex h-9 items-center pl-1',
  caption_label: 'text-base font-semibold text-slate-900',
  month_grid: 'w-full border-collapse',
  weekday: 'pb-1 text-xs font-medium text-slate-600',
  day: 'p-0.5 text-center',
  day_button:
    'mx-auto flex size-10 items-center justify-center rounded-full text-sm font-semibold text-teal-800 bg-teal-50 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:bg-transparent disabled:font-normal disabled:text-slate-400',
  selected: '[&>button]:bg-teal-700 [&>button]:text-white [&>button]:hover:bg-teal-800',
  today: '[&>button]:ring-1 [&>button]:ring-teal-700',
  outside: 'invisible',
};
