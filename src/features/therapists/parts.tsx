import { Star as StarIcon } from 'lucide-react';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import type { ProviderNamedItem, TherapistSummary } from '../../../generated/model';
import { formatMinorAmount } from '../../lib/i18n/format';
import { useT, type TranslateOf } from '../../lib/i18n/translate';
import messages from './messages';

type Intl = Pick<IntlShape, 'formatNumber'>;
type T = TranslateOf<typeof messages>;

export function therapistName(therapist: Pick<TherapistSummary, 'title' | 'firstName' | 'lastName'>, t: T): string {
  return t('therapists.name', {
    title: therapist.title,
    firstName: therapist.firstName,
    lastName: therapist.lastName,
  }).trim();
}

/** The fee per session, or 'Free'. */
export function feeText(fee: TherapistSummary['fee'], intl: Intl, t: T): string {
  return fee.isFree ? t('therapists.fee.free') : formatMinorAmount(intl, fee.fee, fee.currencyCode);
}

export function locationText(therapist: Pick<TherapistSummary, 'state' | 'country'>, t: T): string {
  return therapist.state
    ? t('therapists.location', { state: therapist.state.name, country: therapist.country.name })
    : therapist.country.name;
}

function ratingText(rating: number, intl: Intl, t: T): string {
  return t('therapists.rating', { rating: intl.formatNumber(rating, { maximumFractionDigits: 1 }) });
}

/** The therapist's photo, or their initials. Decorative: the name is always written next to it. */
export function TherapistPhoto({
  name,
  photoUrl,
  className,
}: {
  name: string;
  photoUrl: string | null;
  className: string;
}) {
  if (photoUrl) return <img src={photoUrl} alt="" className={`${className} shrink-0 bg-slate-100 object-cover`} />;
  const initials = name
    .split(/\s+/)
    .slice(-2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className={`${className} flex shrink-0 items-center justify-center bg-gradient-to-br from-teal-500 to-indigo-500 font-bold text-white`}
    >
      {initials}
    </span>
  );
}

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
      <span className="text-sm font-medium text-slate-800">{ratingText(rating, intl, t)}</span>
    </span>
  );
}

export function Tags({ items, tone = 'teal' }: { items: ProviderNamedItem[]; tone?: 'teal' | 'indigo' | 'slate' }) {
  const tones = {
    teal: 'bg-teal-50 text-teal-900',
    indigo: 'bg-indigo-50 text-indigo-900',
    slate: 'bg-slate-100 text-slate-800',
  };
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item.identifier} className={`rounded-full px-2.5 py-1 text-xs font-medium ${tones[tone]}`}>
          {item.name}
        </li>
      ))}
    </ul>
  );
}
