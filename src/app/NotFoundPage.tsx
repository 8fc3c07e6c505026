import { useIntl } from 'react-intl';
import { ButtonLink } from '../ui/Button';
import { PageContainer } from '../ui/PageContainer';
import { PageTitle } from '../ui/PageTitle';

export function NotFoundPage() {
  const intl = useIntl();
  return (
    <PageContainer narrow className="text-center">
      <p className="mb-3 text-5xl font-bold text-teal-700" aria-hidden="true">
        404
      </p>
      <PageTitle
        title={intl.formatMessage({ id: 'notFound.title' })}
        subtitle={intl.formatMessage({ id: 'notFound.text' })}
        className="mb-8 [&>p]:mx-auto"
      />
      <ButtonLink to="/">{intl.formatMessage({ id: 'notFound.home' })}</ButtonLink>
    </PageContainer>
  );
}
