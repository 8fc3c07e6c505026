import { LoaderCircle } from 'lucide-react';
import { useIntl } from 'react-intl';

/**
 * A spinning ring; `label` is read out (defaults to "Loading…"), pass `decorative` inside a labelled control. When the
 * user asks for less motion it pulses in place instead of turning.
 */
export function Spinner({
  className = 'size-5',
  label,
  decorative = false,
}: {
  className?: string;
  label?: string;
  decorative?: boolean;
}) {
  const intl = useIntl();
  const ring = (
    <LoaderCircle className={`motion-safe:animate-spin motion-reduce:animate-pulse ${className}`} aria-hidden="true" />
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
