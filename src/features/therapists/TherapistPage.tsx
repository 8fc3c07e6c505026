import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronLeft } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { TherapistProfile } from '../../../generated/model';
import { useModal } from '../../lib/modal';
import { useSession } from '../../lib/session';
import { Button, ButtonLink } from '../../ui/Button';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';
import { EmptyState } from '../../ui/states';
import { requiredTherapistProfileQuery } from './queries';
import { hasPreferences, TherapistPreferences } from './TherapistPreferences';
import { ReviewList } from './TherapistReviews';
import { StarRating } from './StarRating';
import { Tags } from './Tags';
import { feeText, locationText, therapistName } from './therapist-text';
import { TherapistPhoto } from './TherapistPhoto';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The login link that brings the user back to this page with the new-booking modal open. */
function bookingLoginRedirect(id: string): string {
  return `/therapists/${id}/?modal=new-booking&providerId=${encodeURIComponent(id)}`;
}

/** A therapist's public page: profile, fee, reviews (signed in), and Book a session for clients. */
export function TherapistPage({ id }: { id: string }) {
  const { data: therapist } = useSuspenseQuery(requiredTherapistProfileQuery(id));
  return <Profile therapist={therapist} />;
}

/** A therapist the backend does not know (the route's not-found view): back to the others, nothing to retry. */
export function TherapistNotFound() {
  const t = useT(messages);
  return (
    <PageContainer narrow>
      <PageTitle title={t('therapists.profile.notFound')} />
      <EmptyState
        title={t('therapists.profile.notFound')}
        text={t('therapists.profile.notFoundText')}
        action={<BackLink />}
      />
    </PageContainer>
  );
}

function BackLink() {
  const t = useT(messages);
  return (
    <ButtonLink to="/" hash="therapists" variant="secondary">
      {t('therapists.profile.back')}
    </ButtonLink>
  );
}

function Profile({ therapist }: { therapist: TherapistProfile }) {
  const t = useT(messages);
  const name = therapistName(therapist, t);
  return (
    <PageContainer>
      <Link
        to="/"
        hash="therapists"
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t('therapists.profile.back')}
      </Link>

      {/* On narrow screens the fee and Book button follow the header; on wide ones they stay on the right. */}
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <header className="flex flex-col gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:p-8">
          <TherapistPhoto name={name} photoUrl={therapist.photoUrl} className="size-24 rounded-3xl text-2xl" />
          <div className="min-w-0">
            <PageTitle title={name} subtitle={therapist.headline ?? undefined} className="" />
            <p className="mt-2 text-sm text-slate-600">{locationText(therapist, t)}</p>
            <p className="mt-2 flex flex-wrap items-center gap-x-2">
              {therapist.averageRating !== null ? (
                <>
                  <StarRating rating={therapist.averageRating} />
                  <span className="text-sm text-slate-600">
                    ({t('therapists.reviewCount', { count: therapist.reviewCount })})
                  </span>
                </>
              ) : (
                <span className="text-sm text-slate-600">{t('therapists.noReviews')}</span>
              )}
            </p>
          </div>
        </header>

        <BookingCard therapist={therapist} />

        <div className="flex flex-col gap-6 lg:col-start-1">
          {therapist.bio && (
            <Section title={t('therapists.profile.about')}>
              <p className="leading-7 whitespace-pre-line text-slate-700">{therapist.bio}</p>
            </Section>
          )}

          <Section title={t('therapists.therapies')}>
            <Tags items={therapist.therapies} />
          </Section>
          {therapist.specialities.length > 0 && (
            <Section title={t('therapists.profile.specialities')}>
              <Tags items={therapist.specialities} tone="slate" />
            </Section>
          )}
          <Section title={t('therapists.modalities')}>
            <Tags items={therapist.modalities} tone="indigo" />
            {therapist.officeAddress && (
              <div className="mt-4 text-sm">
                <h3 className="font-semibold text-slate-900">{t('therapists.profile.office')}</h3>
                <p className="text-slate-600">{t('therapists.profile.officeHint')}</p>
                <p className="mt-1 text-slate-800">{therapist.officeAddress}</p>
              </div>
            )}
          </Section>
          {hasPreferences(therapist) && (
            <Section title={t('therapists.preferences.title')}>
              <TherapistPreferences therapist={therapist} />
            </Section>
          )}
          {therapist.languages.length > 0 && (
            <Section title={t('therapists.profile.languages')}>
              <Tags items={therapist.languages} tone="slate" />
            </Section>
          )}

          <Reviews therapist={therapist} />
        </div>
      </div>
    </PageContainer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The fee and the Book button: signed out → login (back here with the modal open); clients → the modal; providers → none. */
function BookingCard({ therapist }: { therapist: TherapistProfile }) {
  const intl = useIntl();
  const t = useT(messages);
  const session = useSession();
  const { open } = useModal();
  const book = t('therapists.profile.book');
  return (
    <aside
      aria-labelledby="fee-title"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1"
    >
      <h2 id="fee-title" className="text-sm font-medium text-slate-600">
        {t('therapists.profile.fee')}
      </h2>
      <p className="mt-1">
        <span className="text-2xl font-bold text-slate-900">{feeText(therapist.fee, intl, t)}</span>
        {!therapist.fee.isFree && (
          <span className="block text-sm text-slate-600">{t('therapists.fee.perSession')}</span>
        )}
      </p>
      {session?.userType !== 'provider' && (
        <>
          {session ? (
            <Button
              changes
              size="lg"
              className="mt-5 w-full"
              onClick={() => open('new-booking', { providerId: therapist.identifier })}
            >
              {book}
            </Button>
          ) : (
            <ButtonLink
              to="/login/"
              search={{ redirect: bookingLoginRedirect(therapist.identifier) }}
              size="lg"
              className="mt-5 w-full"
            >
              {book}
            </ButtonLink>
          )}
          <p className="mt-3 text-sm text-slate-600">{t('therapists.profile.bookHint')}</p>
        </>
      )}
    </aside>
  );
}

/** GET /review/provider/{id} needs a token: signed-out visitors get a sign-in prompt instead. */
function Reviews({ therapist }: { therapist: TherapistProfile }) {
  const t = useT(messages);
  const session = useSession();
  const title = t('therapists.reviews.title');
  if (!session) {
    return (
      <Section title={title}>
        <p className="text-slate-600">{t('therapists.reviews.signInText')}</p>
        <ButtonLink
          to="/login/"
          search={{ redirect: `/therapists/${therapist.identifier}/` }}
          variant="secondary"
          className="mt-4"
        >
          {t('therapists.reviews.signIn')}
        </ButtonLink>
      </Section>
    );
  }
  return (
    <Section title={title}>
      <ReviewList providerId={therapist.identifier} />
    </Section>
  );
}
