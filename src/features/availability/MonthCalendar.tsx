import { useNavigate } from '@tanstack/react-router';
import { DayPicker } from 'react-day-picker';
import { de, enUS } from 'react-day-picker/locale';
import { useIntl } from 'react-intl';
import type { ProviderCalendarDay } from '../../../generated/model';
import { useModal } from '../../lib/modal';
import { QueryBoundary } from '../../lib/query-boundary';
import { Spinner } from '../../ui/Spinner';
import { dayPickerClasses } from '../scheduling';
import { calendarMonthQuery } from './queries';
import { monthAfter, calendarDateOf, dateOfCalendarDate } from './month';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

type DayState = 'available' | 'unavailable' | 'custom';

/** A date's mark: a specific date (custom hours or closed), else available or not by the week. */
function dayState(day: ProviderCalendarDay): DayState {
  if (!day.date.isAvailable) return 'unavailable';
  return day.identifier ? 'custom' : 'available';
}

const marks: Record<DayState, string> = {
  available: '[&>button]:bg-teal-50 [&>button]:text-teal-900',
  unavailable: '[&>button]:bg-slate-100 [&>button]:text-slate-600 [&>button]:line-through',
  custom: '[&>button]:bg-amber-50 [&>button]:text-amber-900 [&>button]:ring-2 [&>button]:ring-amber-500',
};

/**
 * The chosen calendar's month (GET /provider-availability/calendar/{month}?category=): each date marked available,
 * unavailable or with custom hours; a date from today on opens its modal. The month is in the URL (`?month=`).
 */
export function MonthCalendar({ category, month, today }: { category: string; month: string; today: string }) {
  const t = useT(messages);
  return (
    <QueryBoundary
      query={calendarMonthQuery(month, category)}
      failedTitle={t('availability.loadFailed')}
      // While the month loads, its calendar is there without marks (no date to open yet) and says it is loading.
      pending={<MonthView month={month} today={today} days={[]} loading />}
    >
      {(calendar) => <MonthView month={month} today={today} days={calendar.days} />}
    </QueryBoundary>
  );
}

function MonthView({
  month,
  today,
  days: list,
  loading = false,
}: {
  month: string;
  today: string;
  days: ProviderCalendarDay[];
  loading?: boolean;
}) {
  const intl = useIntl();
  const t = useT(messages);
  const navigate = useNavigate();
  const { open } = useModal();
  const days = new Map(list.map((d) => [d.date.date, d]));
  const byState = (state: DayState) => (date: Date) => {
    const day = days.get(dateOfCalendarDate(date));
    return !!day && dayState(day) === state;
  };
  const label = (date: Date) => {
    const day = days.get(dateOfCalendarDate(date));
    return t('availability.month.dayLabel', {
      day: intl.formatNumber(date.getDate()),
      date: intl.formatDate(date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
      state: day ? t(`availability.month.${dayState(day)}`) : '',
    });
  };
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-8">
      <DayPicker
        aria-label={t('availability.month.calendar')}
        locale={intl.locale.startsWith('de') ? de : enUS}
        month={calendarDateOf(`${month}-01`)}
        onMonthChange={(date) =>
          void navigate({
            to: '/availability/',
            search: (prev) => ({ ...prev, month: dateOfCalendarDate(date).slice(0, 7) }),
            replace: true,
          })
        }
        startMonth={calendarDateOf(today)}
        endMonth={calendarDateOf(`${monthAfter(today.slice(0, 7), 12)}-01`)}
        today={calendarDateOf(today)}
        disabled={(date) => dateOfCalendarDate(date) < today || !days.has(dateOfCalendarDate(date))}
        onDayClick={(date, modifiers) => {
          if (!modifiers.disabled) open('availability-date', { date: dateOfCalendarDate(date) });
        }}
        modifiers={{ available: byState('available'), unavailable: byState('unavailable'), custom: byState('custom') }}
        modifiersClassNames={marks}
        labels={{ labelDayButton: label, labelNav: () => t('availability.month.nav') }}
        classNames={{ ...dayPickerClasses, day_button: dayButton }}
      />
      <div className="flex flex-col gap-2 text-sm text-slate-700">
        {loading && <Spinner className="size-5" label={t('availability.month.calendar')} />}
        <ul className="flex flex-col gap-2" aria-label={t('availability.month.calendar')}>
          {(['available', 'unavailable', 'custom'] as const).map((state) => (
            <li
              key={state}
              className={`flex items-center gap-2 ${marks[state].replaceAll('[&>button]:', '')} w-fit rounded-full px-3 py-1`}
            >
              {t(
                `availability.month.legend${state === 'available' ? 'Available' : state === 'unavailable' ? 'Unavailable' : 'Custom'}`,
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const dayButton =
  'mx-auto flex size-10 items-center justify-center rounded-full text-sm font-semibold hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:bg-transparent disabled:font-normal disabled:text-slate-400 disabled:no-underline';
