import { useSuspenseQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../lib/document-title';
import { useModal } from '../../lib/modal';
import { Button } from '../../ui/Button';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';
import { LicenceStates } from './LicenceStates';
import { Section } from '../../ui/Section';
import { requiredAllCountriesQuery, requiredProviderProfileQuery, requiredVerificationNoteQuery } from './queries';
import { VerificationBanner } from './VerificationStatus';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** `/account/verification/`: the status and the reviewer's note, the licence states (USA), and the submission. */
export function VerificationPage() {
  const t = useT(messages);
  const { open } = useModal();
  const profile = useSuspenseQuery(requiredProviderProfileQuery()).data;
  const countries = useSuspenseQuery(requiredAllCountriesQuery()).data;
  const status = useSuspenseQuery(requiredVerificationNoteQuery()).data.status;
  useDocumentTitle(t('verification.title'));
  const inUsa = countries.items.find((c) => c.identifier === profile.profileInfo.country)?.code === 'US';
  const canSubmit = status === 'draft' || status === 'rejected';
  return (
    <PageContainer narrow>
      <PageTitle title={t('verification.title')} subtitle={t('verification.intro')} />
      <VerificationBanner />
      <div className="flex flex-col gap-6">
        {inUsa && (
          <Section id="licence-states" title={t('verification.licence.title')}>
            <LicenceStates />
          </Section>
        )}
        <Section id="submit" title={t('verification.review.section')}>
          <p className="mb-4 text-sm text-slate-700">
            {t(canSubmit ? 'verification.review.explain' : 'verification.review.notNow')}
          </p>
          {canSubmit && (
            <Button changes onClick={() => open('document-review')}>
              {t('verification.review.open')}
            </Button>
          )}
        </Section>
      </div>
    </PageContainer>
  );
}
