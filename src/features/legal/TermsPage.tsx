import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../lib/i18n';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';

const paragraphs: MessageId[] = [
  'accounts.terms.p1',
  'accounts.terms.p2',
  'accounts.terms.p3',
  'accounts.terms.p4',
  'accounts.terms.p5',
];

/** `/terms/`: the terms of use the sign-up forms link to. */
export function TermsPage() {
  const intl = useIntl();
  return (
    <PageContainer narrow>
      <PageTitle
        title={intl.formatMessage({ id: 'accounts.terms.title' })}
        subtitle={intl.formatMessage({ id: 'accounts.terms.updated' })}
      />
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
        {paragraphs.map((id) => (
          <p key={id} className="mt-4 leading-7 text-slate-700 first:mt-0">
            {intl.formatMessage({ id })}
          </p>
        ))}
        <p className="mt-6">
          <Link to="/privacy-policy/" className="font-semibold text-teal-800 underline-offset-4 hover:underline">
            {intl.formatMessage({ id: 'shell.footer.privacy' })}
          </Link>
        </p>
      </div>
    </PageContainer>
  );
}
