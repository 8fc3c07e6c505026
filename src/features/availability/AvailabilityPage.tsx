import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ProviderNamedItem } from '../../../generated/model';
import { timeZoneLabel } from '../../lib/i18n/session-time';
import { useUserTimeZone } from '../../lib/time-zone';
import { useAppForm } from '../../ui/form/form-kit';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';
import { chosenCategory, requiredCalendarSettingsQuery, requiredOwnProfileQuery } from './queries';
import { SetupType } from './SetupType';
import { todayIn } from './today';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

// Every section under the category picker starts below the first view, on a phone and on a laptop: their editors,
// the month calendar and the preview (the day picker, date-fns) are chunks of their own, which the page asks for as it
// renders, not part of its first load (decision 0032). Their data comes with the route's loader.
const WeeklyHours = lazy(() => import('./WeeklyHours').then((module) => ({ default: module.WeeklyHours })));
const MonthCalendar = lazy(() => import('./MonthCalendar').then((module) => ({ default: module.MonthCalendar })));
const SpecificDates = lazy(() => import('./SpecificDates').then((module) => ({ default: module.SpecificDates })));
const BookingRules = lazy(() => import('./BookingRules').then((module) => ({ default: module.BookingRules })));
const ClientsPreview = lazy(() => import('./ClientsPreview').then((module) => ({ default: module.ClientsPreview })));

/** A titled card; `reserve` (a `min-h-…` class about the height of its content) holds its place while it loads. */
function Section({
  id,
  title,
  intro,
  reserve,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  reserve?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      <div className="mt-5">
        <Suspense fallback={<div className={reserve} aria-hidden="true" />}>{children}</Suspense>
      </div>
    </section>
  );
}

/** `/availability/` (providers): the calendar setup, then the chosen category's calendar, rules and preview. */
export function AvailabilityPage({ category: wanted, month: wantedMonth }: { category?: string; month?: string }) {
  const intl = useIntl();
  const t = useT(messages);
  const zone = useUserTimeZone();
  const settings = useSuspenseQuery(requiredCalendarSettingsQuery());
  const profile = useSuspenseQuery(requiredOwnProfileQuery());
  const [now] = useState(() => new Date().toISOString());
  const today = todayIn(zone);
  const month = wantedMonth ?? today.slice(0, 7);
  const setupType = settings.data.calendarSetupType;
  const categories = profile.data.therapy;
  const category = chosenCategory(profile.data, wanted);
  const categoryName = categories.find((c) => c.identifier === category)?.name ?? '';
  return (
    <PageContainer>
      <PageTitle title={t('availability.title')} subtitle={t('availability.intro')} className="mb-4" />
      <p className="mb-8 rounded-2xl bg-indigo-50 px-4 py-3 text-sm text-indigo-950" data-testid="availability-zone">
        {t('availability.zone', {
          zone: <strong key="zone">{zone.replace(/_/g, ' ')}</strong>,
          offset: timeZoneLabel(intl.locale, zone, now),
        })}
      </p>
      <div className="flex flex-col gap-6">
        <Section id="availability-setup" title={t('availability.setup.title')}>
          <SetupType key={setupType} current={setupType} firstCategory={categories[0]?.name ?? ''} />
        </Section>
        {!category ? (
          <p className="text-slate-700">{t('availability.noCategories')}</p>
        ) : (
          <>
            <CategoryPicker
              categories={categories}
              category={category}
              hint={t(
                setupType === 'GENERAL' ? 'availability.category.hintGeneral' : 'availability.category.hintByCategory',
              )}
            />
            <Section
              id="availability-week"
              reserve="min-h-[74rem]"
              title={t('availability.week.title')}
              intro={t('availability.week.intro')}
            >
              <WeeklyHours category={category} setupType={setupType} />
            </Section>
            <Section
              id="availability-month"
              reserve="min-h-[17rem]"
              title={t('availability.month.title')}
              intro={t('availability.month.intro')}
            >
              <MonthCalendar
                category={category}
                month={month < today.slice(0, 7) ? today.slice(0, 7) : month}
                today={today}
              />
            </Section>
            <Section
              id="availability-dates"
              reserve="min-h-[34rem]"
              title={t('availability.dates.title')}
              intro={t('availability.dates.intro')}
            >
              <SpecificDates
                category={category}
                categoryIdentifier={setupType === 'BY_CATEGORY' ? category : null}
                today={today}
              />
            </Section>
            <Section
              id="availability-rules"
              reserve="min-h-[28rem]"
              title={t('availability.rules.title')}
              intro={t('availability.rules.intro')}
            >
              <BookingRules category={category} />
            </Section>
            <Section
              id="availability-preview"
              reserve="min-h-[20rem]"
              title={t('availability.preview.title')}
              intro={t('availability.preview.intro', { category: categoryName })}
            >
              <ClientsPreview providerId={profile.data.identifier} category={category} today={today} />
            </Section>
          </>
        )}
      </div>
    </PageContainer>
  );
}

/** Which category the calendar, rules and preview are for; kept in the URL (`?category=`). */
function CategoryPicker({
  categories,
  category,
  hint,
}: {
  categories: ProviderNamedItem[];
  category: string;
  hint: string;
}) {
  const t = useT(messages);
  const navigate = useNavigate();
  const form = useAppForm({ defaultValues: { category } });
  return (
    <form.AppForm>
      <div className="sticky top-2 z-10 rounded-3xl bg-white/95 p-5 shadow-sm ring-1 ring-slate-200 backdrop-blur sm:px-8">
        <form.AppField
          name="category"
          listeners={{
            onChange: ({ value }) =>
              void navigate({ to: '/availability/', search: (prev) => ({ ...prev, category: value }), replace: true }),
          }}
        >
          {(field) => (
            <field.SelectField
              label={t('availability.category.label')}
              hint={hint}
              options={categories.map((c) => ({ value: c.identifier, label: c.name }))}
              className="sm:max-w-md"
            />
          )}
        </form.AppField>
      </div>
    </form.AppForm>
  );
}
