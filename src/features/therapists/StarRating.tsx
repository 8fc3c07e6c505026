import { Star as StarIcon } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

function Star({ fill }: { fill: 0 | 0.5 | 1 }) {
  return (
    <span className="relative size-4" aria-hidden="true">
      <StarIcon className="absolute inset-0 size-4 fill-slate-200 stroke-none" aria-hidden="true" />
      {fill > 0 && (
        <StarIcon
          className="absolute inset-0 size-4 fill-amber-500 stroke-none"
          style={fill === 0.5 ? { clipPath: 'inset(0 50% 0 0)' } : undefined}
          aria-hidden="true"
        />
      )}
    </span>
  );
}

/** Five stars (to the nearest half) with the rating written out, e.g. "4.5 out of 5". */
export function StarRating({ rating, className = '' }: { rating: number; className?: string }) {
  const intl = useIntl();
  const t = useT(messages);
  const halves = Math.round(rating * 2);
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`}>
      <span className="flex">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} fill={halves >= n * 2 ? 1 : halves === n * 2 - 1 ? 0.5 : 0} />
        ))}
      </span>
      <span className="text-sm font-medium text-slate-800">
        {t('therapists.rating', { rating: intl.formatNumber(rating, { maximumFractionDigits: 1 }) })}
      </span>
    </span>
  );
}
