import { useIntl } from 'react-intl';

export function Logo() {
  const intl = useIntl();
  return (
    <span className="flex items-center gap-2.5">
      <span
        className="flex size-9 items-center justify-center rounded-xl bg-gradient-to-br from-teal-600 to-indigo-600 text-white shadow-sm"
        aria-hidden="true"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" />
          <path d="M9 11h6" />
        </svg>
      </span>
      <span className="text-lg font-bold tracking-tight text-slate-900">{intl.formatMessage({ id: 'app.name' })}</span>
    </span>
  );
}
