import { DayPicker, type ClassNames } from 'react-day-picker';
import { de, enUS } from 'react-day-picker/locale';
import { useIntl } from 'react-intl';
import { todayIso } from './schemas';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const EARLIEST = new Date(1900, 0, 1);
const fromIso = (iso: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso)
    ? new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)))
    : undefined;

/** The date-of-birth calendar: month and year are drop-downs (1900 to today), days after today are disabled. */
export default function DobCalendar({ value, onPick }: { value: string; onPick: (iso: string) => void }) {
  const intl = useIntl();
  const t = useT(messages);
  const today = new Date();
  const chosen = fromIso(value);
  return (
    <DayPicker
      mode="single"
      captionLayout="dropdown"
      aria-label={t('profiles.dob.calendar')}
      locale={intl.locale.startsWith('de') ? de : enUS}
      selected={chosen}
      defaultMonth={chosen ?? new Date(today.getFullYear() - 30, 0, 1)}
      startMonth={EARLIEST}
      endMonth={today}
      disabled={{ after: today }}
      onSelect={(date) => onPick(date ? todayIso(date) : '')}
      labels={{ labelDayButton: (date) => intl.formatDate(date, { day: 'numeric', month: 'long', year: 'numeric' }) }}
      classNames={classes}
    />
  );
}

const classes: Partial<ClassNames> = {
  root: 'w-full max-w-[20rem] rounded-2xl bg-white p-3 ring-1 ring-slate-200',
  months: 'relative',
  month: 'flex flex-col gap-2',
  nav: 'absolute top-0 right-0 z-10 flex gap-1',
  button_previous:
    'inline-flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 aria-disabled:opacity-30',
  button_next:
    'inline-flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 aria-disabled:opacity-30',
  chevron: 'size-4 fill-current',
  month_caption: 'flex h-9 items-center',
  dropdowns: 'flex gap-2',
  dropdown_root: 'relative',
  dropdown: 'rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm font-semibold text-slate-900',
  caption_label: 'sr-only',
  month_grid: 'w-full border-collapse',
  weekday: 'pb-1 text-xs font-medium text-slate-600',
  day: 'p-0.5 text-center',
  day_button:
    'mx-auto flex size-9 items-center justify-center rounded-full text-sm text-slate-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:text-slate-400',
  selected: '[&>button]:bg-teal-700 [&>button]:text-white',
  today: '[&>button]:ring-1 [&>button]:ring-teal-700',
  outside: 'invisible',
};
