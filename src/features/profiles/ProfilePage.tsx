import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { inlineLinkClasses } from '../../ui/inline-link';
import { useViewer } from '../../lib/viewer';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';
import { Section } from '../../ui/Section';
import { LoadingBlock } from '../../ui/Spinner';
import { ClientProfileForm, EmergencyContactSection, ProviderProfileForm } from './form-chunks';
import { PictureSection } from './PictureSection';
import { identityOf, requiredClientProfileQuery, requiredProviderProfileQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** `/account/`: the signed-in user's profile; clients and providers each see only their own sections. */
export function ProfilePage() {
  return useViewer().userType === 'provider' ? <ProviderProfile /> : <ClientProfile />;
}

function Frame({ intro, children }: { intro: string; children: ReactNode }) {
  const t = useT(messages);
  return (
    <PageContainer narrow className="!pt-6">
      <PageTitle title={t('profiles.title')} subtitle={intro} />
      <div className="flex flex-col gap-6">{children}</div>
    </PageContainer>
  );
}

function ClientProfile() {
  const t = useT(messages);
  const { data: profile } = useSuspenseQuery(requiredClientProfileQuery());
  return (
    <Frame intro={t('profiles.intro.client')}>
      <Section id="profile-picture" title={t('profiles.section.picture')}>
        <PictureSection name={identityOf(profile)!.name} photoUrl={profile.photoUrl} />
      </Section>
      <Section id="profile-details" title={t('profiles.section.details')}>
        <Suspense fallback={<LoadingBlock />}>
          <ClientProfileForm profile={profile} />
        </Suspense>
      </Section>
      <Section id="profile-emergency" title={t('profiles.section.emergency')}>
        <Suspense fallback={<LoadingBlock />}>
          <EmergencyContactSection contact={profile.emergencyContact} />
        </Suspense>
      </Section>
    </Frame>
  );
}

function ProviderProfile() {
  const t = useT(messages);
  const { data: profile } = useSuspenseQuery(requiredProviderProfileQuery());
  return (
    <Frame intro={t('profiles.intro.provider')}>
      <Section id="profile-picture" title={t('profiles.section.picture')}>
        <PictureSection name={identityOf(profile)!.name} photoUrl={profile.profileInfo.photo} />
        {profile.verificationStatus === 'verified' && (
          <Link
            to="/therapists/$id/"
            params={{ id: profile.identifier }}
            className={`mt-4 inline-block ${inlineLinkClasses}`}
          >
            {t('profiles.publicPage')}
          </Link>
        )}
      </Section>
      <Section id="profile-details" title={t('profiles.section.details')}>
        <Suspense fallback={<LoadingBlock />}>
          <ProviderProfileForm profile={profile} />
        </Suspense>
      </Section>
    </Frame>
  );
}
