import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useModal } from '../../lib/modal';
import { RegionSettings } from '../region';
import { Button } from '../../ui/Button';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';
import { Section } from '../../ui/Section';
import { CalendarSubscriptionSection } from './CalendarSubscriptionSection';
import { requiredUserInfoQuery } from './queries';

// The page's two forms, a rarely used password change and the time zone below the first view, are the only parts
// that need the form library and its validation: chunks of their own, which the page asks for as it renders, with
// their place held meanwhile (decision 0147).
const ChangePasswordForm = lazy(() =>
  import('./ChangePasswordSection').then((module) => ({ default: module.ChangePasswordForm })),
);
const TimeZoneSection = lazy(() => import('./TimeZoneSection').then((module) => ({ default: module.TimeZoneSection })));

/** `/account/settings/` (both user types): e-mail, password, time zone, calendar subscription, region, delete account. */
export function SettingsPage() {
  const intl = useIntl();
  const { open } = useModal();
  const { data: user } = useSuspenseQuery(requiredUserInfoQuery());
  return (
    <PageContainer narrow>
      <PageTitle
        title={intl.formatMessage({ id: 'settings.title' })}
        subtitle={intl.formatMessage({ id: 'settings.intro' })}
      />
      <div className="flex flex-col gap-6">
        <Section id="settings-email" title={intl.formatMessage({ id: 'settings.email.title' })}>
          <p className="text-slate-700" data-testid="current-email">
            {intl.formatMessage(
              { id: 'settings.email.current' },
              { email: <strong className="break-all">{user.email}</strong> },
            )}
          </p>
          <Button changes variant="secondary" className="mt-4" onClick={() => open('update-email')}>
            {intl.formatMessage({ id: 'settings.email.change' })}
          </Button>
        </Section>
        <Section id="settings-password" title={intl.formatMessage({ id: 'settings.password.title' })}>
          {user.isSocial ? (
            <p className="text-slate-700">{intl.formatMessage({ id: 'settings.password.social' })}</p>
          ) : (
            <Suspense fallback={<div className="min-h-[21.375rem]" aria-hidden="true" />}>
              <ChangePasswordForm />
            </Suspense>
          )}
        </Section>
        <Section id="settings-timezone" title={intl.formatMessage({ id: 'settings.timezone.title' })}>
          <Suspense fallback={<div className="min-h-[15.75rem]" aria-hidden="true" />}>
            <TimeZoneSection />
          </Suspense>
        </Section>
        <Section id="settings-calendar" title={intl.formatMessage({ id: 'settings.calendar.title' })}>
          <CalendarSubscriptionSection />
        </Section>
        <Section id="settings-region" title={intl.formatMessage({ id: 'region.switch.title' })}>
          <RegionSettings />
        </Section>
        <Section id="settings-delete" title={intl.formatMessage({ id: 'settings.delete.title' })}>
          <p className="text-slate-700">{intl.formatMessage({ id: 'settings.delete.intro' })}</p>
          <Button changes variant="danger" className="mt-4" onClick={() => open('delete-account')}>
            {intl.formatMessage({ id: 'settings.delete.open' })}
          </Button>
        </Section>
      </div>
    </PageContainer>
  );
}
