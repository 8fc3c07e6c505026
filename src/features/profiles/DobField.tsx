import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useFieldContext } from '../../ui/form/form-context';
import { DateField } from '../../ui/form/text-fields';
import { Spinner } from '../../ui/Spinner';
import { todayIso } from './schemas';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

// The calendar (react-day-picker) loads when it is first opened.
const DobCalendar = lazy(() => import('./DobCalendar'));

/**
 * The date of birth: a typed date (the browser's date input, no later than today) and a calendar whose month and
 * year are drop-downs, so a birth year decades ago is two choices away rather than hundreds of clicks.
 */
export function DobField() {
  const t = useT(messages);
  const field = useFieldContext<string>();
  const [open, setOpen] = useState(false);
  const calendarId = useId();
  const today = new Date();
  return (
    <div className="flex flex-col gap-2">
      <DateField label={t('profiles.field.dob')} optional max={todayIso(today)} min="1900-01-01" />
      <button
        type="button"
        aria-expanded={open}
        aria-controls={calendarId}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex items-center gap-2 self-start rounded-lg px-2 py-1 text-sm font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        <CalendarDays className="size-4" aria-hidden="true" />
        {t(open ? 'profiles.dob.hide' : 'profiles.dob.pick')}
      </button>
      <div id={calendarId} hidden={!open}>
        {open && (
          <Suspense fallback={<Spinner />}>
            <DobCalendar
              value={field.state.value ?? ''}
              onPick={(iso) => {
                field.handleChange(iso);
                field.handleBlur();
                setOpen(false);
              }}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
