import { Link } from '@tanstack/react-router';
import type { MessageId } from './messages';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const paragraphs: MessageId[] = [
  'legal.accounts.terms.p1',
  'legal.accounts.terms.p2',
  'legal.accounts.terms.p3',
  'legal.accounts.terms.p4',
  'legal.accounts.terms.p5',
];

/** `/terms/`: the terms of use the sign-up forms link to. */
export function TermsPage() {
  const t = useT(messages);
  return (
    <PageContainer narrow>
      <PageTitle title={t('legal.accounts.terms.title')} subtitle={t('legal.accounts.terms.updated')} />
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
        {paragraphs.map((id) => (
          <p key={id} className="mt-4 leading-7 text-slate-700 first:mt-0">
            {t(id)}
          </p>
        ))}
        <p className="mt-6">
          <Link to="/privacy-policy/" className="font-semibold text-teal-800 underline-offset-4 hover:underline">
            {t('shell.footer.privacy')}
          </Link>
        </p>
      </div>
    </PageContainer>
  );
}
