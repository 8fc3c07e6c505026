import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from '../../lib/document-title';
import { useModal } from '../../lib/modal';
import { Button } from '../../ui/Button';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';
import { LicenceStates } from './LicenceStates';
import { Section } from '../../ui/Section';
import { allCountriesQuery, providerProfileQuery, verificationNoteQuery } from './queries';
import { VerificationBanner } from './VerificationStatus';

/** `/account/verification/`: the status and the reviewer's note, the licence states (USA), and the submission. */
export function VerificationPage() {
  const intl = useIntl();
  const { open } = useModal();
  const profile = useQuery(providerProfileQuery()).data;
  const countries = useQuery(allCountriesQuery()).data;
  const status = useQuery(verificationNoteQuery()).data?.status;
  useDocumentTitle(intl.formatMessage({ id: 'verification.title' }));
  const inUsa = countries?.items.find((c) => c.identifier === profile?.profileInfo.country)?.code === 'US';
  const canSubmit = status === 'draft' || status === 'rejected';
  return (
    <PageContainer narrow>
      <PageTitle
        title={intl.formatMessage({ id: 'verification.title' })}
        subtitle={intl.formatMessage({ id: 'verification.intro' })}
      />
      <VerificationBanner />
      <div className="flex flex-col gap-6">
        {inUsa && (
          <Section id="licence-states" title={intl.formatMessage({ id: 'licence.title' })}>
            <LicenceStates />
          </Section>
        )}
        <Section id="submit" title={intl.formatMessage({ id: 'review.section' })}>
          <p className="mb-4 text-sm text-slate-700">
            {intl.formatMessage({ id: canSubmit ? 'review.explain' : 'review.notNow' })}
          </p>
          {canSubmit && (
            <Button changes onClick={() => open('document-review')}>
              {intl.formatMessage({ id: 'review.open' })}
            </Button>
          )}
        </Section>
      </div>
    </PageContainer>
  );
}
