import { Link } from '@tanstack/react-router';
import { CalendarClock, CircleCheck, MapPin } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { MatchedPreference, TherapistSummary } from '../../../generated/model';
import { useModal } from '../../lib/modal';
import { useUserTimeZone } from '../../lib/time-zone';
import { ButtonLink } from '../../ui/Button';
import { StarRating } from './StarRating';
import { Tags } from './Tags';
import { feeText, locationText, therapistName } from './therapist-text';
import { TherapistPhoto } from './TherapistPhoto';
import { useT, type TranslateOf } from '../../lib/i18n/translate';
import messages from './messages';

type T = TranslateOf<typeof messages>;

/** A language named in the page's own language (the answer's name is the server's English one). */
function languageName(reason: MatchedPreference, locale: string): string {
  if (!reason.code) return reason.name ?? '';
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(reason.code) ?? reason.name ?? reason.code;
  } catch {
    return reason.name ?? reason.code;
  }
}

/** One reason as the card says it ("Speaks German", "CBT", "Evenings"). */
function reasonText(reason: MatchedPreference, locale: string, t: T, withinDays: number | undefined): string {
  switch (reason.filter) {
    case 'language':
      return t('therapists.match.speaks', { language: languageName(reason, locale) });
    case 'fee':
      return t('therapists.match.fee');
    case 'availableWithinDays':
      return t('therapists.match.within', { days: withinDays ?? 0 });
    case 'evenings':
      return t('therapists.match.evenings');
    case 'weekends':
      return t('therapists.match.weekends');
    default:
      return reason.name ?? '';
  }
}

/** The slot's calendar day in the viewer's zone (`YYYY-MM-DD`), for the booking calendar to open on. */
const dayIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );

/**
 * A listing card: who, where, rating, therapies and fee; with filters, why the therapist matches; and the first free
 * session in the viewer's zone, which opens the booking on that slot (the asked-for session type when given).
 */
export function TherapistCard({
  therapist,
  modality,
  withinDays,
}: {
  therapist: TherapistSummary;
  modality?: string;
  withinDays?: number;
}) {
  const intl = useIntl();
  const t = useT(messages);
  const name = therapistName(therapist, t);
  const link = { to: '/therapists/$id/', params: { id: therapist.identifier } } as const;
  const reasons = therapist.matchedPreferences.map((r) => reasonText(r, intl.locale, t, withinDays));
  return (
    <article className="flex w-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start gap-4">
        <TherapistPhoto name={name} photoUrl={therapist.photoUrl} className="size-16 rounded-2xl text-lg" />
        <div className="min-w-0">
          <h3 className="text-lg leading-snug font-semibold text-slate-900">
            <Link
              {...link}
              className="rounded hover:text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              {name}
            </Link>
          </h3>
          {therapist.headline && <p className="text-sm text-slate-600">{therapist.headline}</p>}
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {locationText(therapist, t)}
          </p>
        </div>
      </div>

      {reasons.length > 0 && (
        <p className="mt-4 flex items-start gap-2 rounded-xl bg-teal-50 px-3 py-2 text-sm text-teal-900">
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="sr-only">{t('therapists.match.reasons')}: </span>
            {reasons.join(' · ')}
          </span>
        </p>
      )}

      <div className="mt-4">
        {therapist.averageRating !== null ? (
          <p className="flex flex-wrap items-center gap-x-2">
            <StarRating rating={therapist.averageRating} />
            <span className="text-sm text-slate-600">
              ({t('therapists.reviewCount', { count: therapist.reviewCount })})
            </span>
          </p>
        ) : (
          <p className="text-sm text-slate-600">{t('therapists.noReviews')}</p>
        )}
      </div>

      <dl className="mt-4 flex flex-col gap-3 text-sm">
        <div>
          <dt className="sr-only">{t('therapists.therapies')}</dt>
          <dd>
            <Tags items={therapist.therapies} />
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('therapists.modalities')}</dt>
          <dd>
            <Tags items={therapist.modalities} tone="indigo" />
          </dd>
        </div>
      </dl>

      <NextSlot therapist={therapist} name={name} modality={modality} />

      <div className="mt-auto flex items-center justify-between gap-3 pt-5">
        <p className="flex flex-col">
          <span className="text-lg leading-tight font-bold text-slate-900">{feeText(therapist.fee, intl, t)}</span>
          {!therapist.fee.isFree && <span className="text-xs text-slate-600">{t('therapists.fee.perSession')}</span>}
        </p>
        <ButtonLink
          {...link}
          variant="secondary"
          size="sm"
          className="whitespace-nowrap"
          aria-label={t('therapists.card.viewProfileOf', { name })}
        >
          {t('therapists.card.viewProfile')}
        </ButtonLink>
      </div>
    </article>
  );
}

function NextSlot({ therapist, name, modality }: { therapist: TherapistSummary; name: string; modality?: string }) {
  const intl = useIntl();
  const t = useT(messages);
  const { open } = useModal();
  const zone = useUserTimeZone();
  const slot = therapist.nextAvailableSlot;
  if (!slot) return <p className="mt-4 text-sm text-slate-600">{t('therapists.next.none')}</p>;
  const time = intl.formatDate(slot.startTime, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  });
  const offered = therapist.modalities.some((m) => m.identifier === modality);
  return (
    <div className="mt-4 flex flex-col gap-1">
      <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{t('therapists.next.label')}</p>
      <button
        type="button"
        className="flex items-center gap-2 self-start rounded-xl bg-teal-700 px-3 py-2 text-sm font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        aria-label={t('therapists.next.bookWith', { name, time })}
        onClick={() =>
          open('new-booking', {
            providerId: therapist.identifier,
            slotId: slot.identifier,
            therapyId: slot.therapyIdentifier,
            modalityId: offered ? modality : undefined,
            date: dayIn(slot.startTime, zone),
          })
        }
      >
        <CalendarClock className="size-4" aria-hidden="true" />
        {time}
      </button>
    </div>
  );
}
