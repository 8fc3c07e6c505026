import { useIntl } from 'react-intl';

/** A spinning ring; `label` is read out (defaults to "Loading…"), pass `decorative` inside a labelled control. */
export function Spinner({ className = 'size-5', label, decorative = false }: { className?: string; label?: string; decorative?: boolean }) {
  const intl = useIntl();
  const ring = (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
  if (decorative) return ring;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {ring}
      <span className="sr-only">{label ?? intl.formatMessage({ id: 'common.loading' })}</span>
    </span>
  );
}

/** A centred spinner for a page or a section that is loading. */
export function LoadingBlock() {
  return (
    <div className="flex justify-center py-16 text-teal-700">
      <Spinner className="size-8" />
    </div>
  );
}
