import { Check as CheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './messages';
import { useDocumentTitle } from '../../lib/document-title';
import { useSession } from '../../lib/session';
import { ButtonLink, buttonClasses } from '../../ui/Button';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

function Check({ className = 'text-teal-600' }: { className?: string }) {
  return <CheckIcon className={`mt-0.5 size-5 shrink-0 ${className}`} aria-hidden="true" />;
}

const steps: { title: MessageId; text: MessageId }[] = [
  { title: 'landing.how.step1.title', text: 'landing.how.step1.text' },
  { title: 'landing.how.step2.title', text: 'landing.how.step2.text' },
  { title: 'landing.how.step3.title', text: 'landing.how.step3.text' },
];

const audiences: { title: MessageId; points: MessageId[]; accent: string }[] = [
  {
    title: 'landing.clients.title',
    points: ['landing.clients.point1', 'landing.clients.point2', 'landing.clients.point3', 'landing.clients.point4'],
    accent: 'from-teal-50 to-white ring-teal-100',
  },
  {
    title: 'landing.providers.title',
    points: [
      'landing.providers.point1',
      'landing.providers.point2',
      'landing.providers.point3',
      'landing.providers.point4',
    ],
    accent: 'from-indigo-50 to-white ring-indigo-100',
  },
];

/** The home page; `listing` (the therapists feature's section, given by the route) follows the hero. */
export function LandingPage({ listing }: { listing?: ReactNode }) {
  const intl = useIntl();
  const t = useT(messages);
  const signedIn = useSession() !== null;
  useDocumentTitle(t('landing.title'));

  const primaryCta = signedIn ? (
    <ButtonLink to="/overview/" size="lg">
      {t('landing.hero.ctaSignedIn')}
    </ButtonLink>
  ) : (
    <>
      <ButtonLink to="/login/" size="lg">
        {t('landing.hero.cta')}
      </ButtonLink>
      <ButtonLink to="/sign-up/" size="lg" variant="secondary">
        {t('shell.createAccount')}
      </ButtonLink>
    </>
  );

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-teal-50 via-white to-slate-50">
        <div
          className="pointer-events-none absolute -top-32 -right-24 size-[28rem] rounded-full bg-indigo-100/60 blur-3xl"
          aria-hidden="true"
        />
        <div
          className="pointer-events-none absolute top-40 -left-32 size-80 rounded-full bg-teal-100/70 blur-3xl"
          aria-hidden="true"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-teal-800">{t('landing.hero.eyebrow')}</p>
            <h1 className="mt-3 text-4xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
              {t('landing.hero.heading')}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-slate-700">{t('landing.hero.text')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {primaryCta}
              <a href="#how-it-works" className={buttonClasses('secondary', 'lg')}>
                {t('landing.hero.secondary')}
              </a>
            </div>
            <ul className="mt-8 flex flex-col gap-2 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
              {(['landing.hero.point1', 'landing.hero.point2', 'landing.hero.point3'] as const).map((id) => (
                <li key={id} className="flex items-start gap-2">
                  <Check />
                  {t(id)}
                </li>
              ))}
            </ul>
          </div>
          <HeroCard />
        </div>
      </section>

      {listing}

      <section
        id="how-it-works"
        aria-labelledby="how-title"
        className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6"
      >
        <h2 id="how-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('landing.how.title')}
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span
                className="flex size-10 items-center justify-center rounded-full bg-teal-700 text-base font-bold text-white"
                aria-hidden="true"
              >
                {intl.formatNumber(index + 1)}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(step.title)}</h3>
              <p className="mt-2 text-slate-600">{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="audience-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <h2 id="audience-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('landing.audience.title')}
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {audiences.map((audience) => (
            <div key={audience.title} className={`rounded-2xl bg-gradient-to-br p-6 ring-1 sm:p-8 ${audience.accent}`}>
              <h3 className="text-xl font-semibold text-slate-900">{t(audience.title)}</h3>
              <ul className="mt-5 flex flex-col gap-3 text-slate-700">
                {audience.points.map((id) => (
                  <li key={id} className="flex items-start gap-3">
                    <Check />
                    {t(id)}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-gradient-to-br from-teal-700 to-indigo-800 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="cta-title" className="text-2xl font-bold tracking-tight">
              {t('landing.cta.title')}
            </h2>
            <p className="mt-2 text-teal-50">{t('landing.cta.text')}</p>
          </div>
          {signedIn ? (
            <ButtonLink to="/overview/" size="lg" variant="secondary">
              {t('landing.hero.ctaSignedIn')}
            </ButtonLink>
          ) : (
            <div className="flex flex-wrap gap-3">
              <ButtonLink to="/login/" size="lg" variant="secondary">
                {t('landing.cta.button')}
              </ButtonLink>
              <ButtonLink
                to="/sign-up/provider/"
                size="lg"
                variant="ghost"
                className="text-white ring-1 ring-white/60 hover:bg-white/10"
              >
                {t('landing.shell.joinAsTherapist')}
              </ButtonLink>
            </div>
          )}
        </div>
      </section>
    </>
  );
}

/** A decorative preview of a booked session. */
function HeroCard() {
  const t = useT(messages);
  return (
    <div className="relative mx-auto w-full max-w-sm" aria-hidden="true">
      <div className="absolute inset-0 translate-x-4 translate-y-4 rounded-3xl bg-indigo-200/50" />
      <div className="relative rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200">
        <div className="flex items-center justify-between">
          <p className="text-sm font-semibold text-slate-500">{t('landing.hero.card.title')}</p>
          <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800">
            {t('landing.hero.card.status')}
          </span>
        </div>
        <div className="mt-5 flex items-center gap-4">
          <div className="flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-teal-500 to-indigo-500 text-lg font-bold text-white">
            {t('landing.hero.card.initials')}
          </div>
          <div>
            <p className="font-semibold text-slate-900">{t('landing.hero.card.therapist')}</p>
            <p className="text-sm text-slate-600">{t('landing.hero.card.mode')}</p>
          </div>
        </div>
        <div className="mt-5 rounded-2xl bg-slate-50 px-4 py-3 text-sm font-medium text-slate-700">
          {t('landing.hero.card.when')}
        </div>
        <div className="mt-5 grid grid-cols-7 gap-1.5">
          {Array.from({ length: 14 }, (_, i) => (
            <span
              key={i}
              className={`h-8 rounded-lg ${i === 8 ? 'bg-teal-700' : [2, 4, 9, 11].includes(i) ? 'bg-teal-100' : 'bg-slate-100'}`}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
