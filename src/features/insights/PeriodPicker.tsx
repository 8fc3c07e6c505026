import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useT } from '../../lib/i18n/translate';
import { Button } from '../../ui/Button';
import messages from './messages';
import { customRangeProblem, type DayRange, type PeriodSearch } from './period';
import { DEFAULT_PERIOD, periods } from './period-choices';

const chip =
  'rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 text-slate-700 hover:bg-slate-50 aria-[current=page]:bg-teal-700 aria-[current=page]:text-white aria-[current=page]:ring-teal-700';
const input =
  'mt-1 block rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30';

/** The period: three presets and a custom one, each a link (the URL keeps it), the custom one with its two days. */
export function PeriodPicker({ search, range }: { search: PeriodSearch; range: DayRange | null }) {
  const t = useT(messages);
  const current = search.period ?? DEFAULT_PERIOD;
  return (
    <div className="mb-6">
      <nav aria-label={t('insights.period')}>
        <ul className="flex flex-wrap gap-2">
          {periods.map((period) => (
            <li key={period}>
              <Link
                to="/insights/"
                search={period === 'custom' ? { period, from: range?.fromDate, to: range?.toDate } : { period }}
                aria-current={period === current ? 'page' : undefined}
                className={chip}
              >
                {t(`insights.period.${period}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {current === 'custom' && <CustomPeriod key={`${search.from}|${search.to}`} search={search} />}
    </div>
  );
}

function CustomPeriod({ search }: { search: PeriodSearch }) {
  const t = useT(messages);
  const navigate = useNavigate();
  const [from, setFrom] = useState(search.from ?? '');
  const [to, setTo] = useState(search.to ?? '');
  const problem = customRangeProblem(search);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void navigate({ to: '/insights/', search: { period: 'custom', from: from || undefined, to: to || undefined } });
      }}
      className="mt-4 flex flex-wrap items-end gap-3"
      noValidate
    >
      <label className="text-sm font-medium text-slate-700">
        {t('insights.custom.from')}
        <input type="date" className={input} value={from} onChange={(e) => setFrom(e.target.value)} />
      </label>
      <label className="text-sm font-medium text-slate-700">
        {t('insights.custom.to')}
        <input type="date" className={input} value={to} onChange={(e) => setTo(e.target.value)} />
      </label>
      <Button type="submit" variant="secondary">
        {t('insights.custom.show')}
      </Button>
      {problem && (
        <p role="status" className="basis-full text-sm text-rose-700">
          {t(`insights.custom.${problem}`)}
        </p>
      )}
    </form>
  );
}
