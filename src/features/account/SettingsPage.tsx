import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useModal } from '../../lib/modal';
import { RegionSettings } from '../region';
import { Button } from '../../ui/Button';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';
import { Section } from '../../ui/Section';
import { CalendarSubscriptionSection } from './CalendarSubscriptionSection';
import { requiredUserInfoQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

// The page's two forms, a rarely used password change and the time zone below the first view, are the only parts
// that need the form library and its validation: chunks of their own, which the page asks for as it renders, with
// their place held meanwhile (decision 0032).
const ChangePasswordForm = lazy(() =>
  import('./ChangePasswordSection').then((module) => ({ default: module.ChangePasswordForm })),
);
const TimeZoneSection = lazy(() => import('./TimeZoneSection').then((module) => ({ default: module.TimeZoneSection })));

/** `/account/settings/` (both user types): e-mail, password, time zone, calendar subscription, region, delete account. */
export function SettingsPage() {
  const t = useT(messages);
  const { open } = useModal();
  const { data: user } = useSuspenseQuery(requiredUserInfoQuery());
  return (
    <PageContainer narrow>
      <PageTitle title={t('settings.title')} subtitle={t('account.settings.intro')} />
      <div className="flex flex-col gap-6">
        <Section id="settings-email" title={t('account.settings.email.title')}>
          <p className="text-slate-700" data-testid="current-email">
            {t('account.settings.email.current', { email: <strong className="break-all">{user.email}</strong> })}
          </p>
          <Button changes variant="secondary" className="mt-4" onClick={() => open('update-email')}>
            {t('account.settings.email.change')}
          </Button>
        </Section>
        <Section id="settings-password" title={t('account.settings.password.title')}>
          {user.isSocial ? (
            <p className="text-slate-700">{t('account.settings.password.social')}</p>
          ) : (
            <Suspense fallback={<div className="min-h-[21.375rem]" aria-hidden="true" />}>
              <ChangePasswordForm />
            </Suspense>
          )}
        </Section>
        <Section id="settings-timezone" title={t('account.settings.timezone.title')}>
          <Suspense fallback={<div className="min-h-[15.75rem]" aria-hidden="true" />}>
            <TimeZoneSection />
          </Suspense>
        </Section>
        <Section id="settings-calendar" title={t('account.settings.calendar.title')}>
          <CalendarSubscriptionSection />
        </Section>
        <Section id="settings-region" title={t('region.switch.title')}>
          <RegionSettings />
        </Section>
        <Section id="settings-delete" title={t('account.settings.delete.title')}>
          <p className="text-slate-700">{t('account.settings.delete.intro')}</p>
          <Button changes variant="danger" className="mt-4" onClick={() => open('delete-account')}>
            {t('account.settings.delete.open')}
          </Button>
        </Section>
      </div>
    </PageContainer>
  );
}
