import { useIntl } from 'react-intl';
import type { MessageId } from './messages';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const LAST_UPDATED = new Date('2026-11-01T00:00:00Z');

const sections: { title: MessageId; paragraphs: MessageId[] }[] = [
  { title: 'legal.privacy.who.title', paragraphs: ['legal.privacy.who.text'] },
  {
    title: 'legal.privacy.collect.title',
    paragraphs: [
      'legal.privacy.collect.account',
      'legal.privacy.collect.provider',
      'legal.privacy.collect.bookings',
      'legal.privacy.collect.payments',
      'legal.privacy.collect.technical',
    ],
  },
  { title: 'legal.privacy.use.title', paragraphs: ['legal.privacy.use.text'] },
  { title: 'legal.privacy.health.title', paragraphs: ['legal.privacy.health.text'] },
  { title: 'legal.privacy.cookies.title', paragraphs: ['legal.privacy.cookies.text'] },
  { title: 'legal.privacy.share.title', paragraphs: ['legal.privacy.share.text'] },
  { title: 'legal.privacy.retention.title', paragraphs: ['legal.privacy.retention.text'] },
  { title: 'legal.privacy.rights.title', paragraphs: ['legal.privacy.rights.text'] },
  { title: 'legal.privacy.security.title', paragraphs: ['legal.privacy.security.text'] },
  { title: 'legal.privacy.contact.title', paragraphs: ['legal.privacy.contact.text'] },
  { title: 'legal.privacy.changes.title', paragraphs: ['legal.privacy.changes.text'] },
];

export function PrivacyPolicyPage() {
  const intl = useIntl();
  const t = useT(messages);
  return (
    <PageContainer narrow>
      <PageTitle
        title={t('legal.privacy.title')}
        subtitle={t('legal.privacy.updated', {
          date: intl.formatDate(LAST_UPDATED, { dateStyle: 'long', timeZone: 'UTC' }),
        })}
      />
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
        <p className="text-lg leading-8 text-slate-700">{t('legal.privacy.intro')}</p>
        {sections.map((section) => (
          <section key={section.title} className="mt-10">
            <h2 className="text-xl font-semibold text-slate-900">{t(section.title)}</h2>
            {section.paragraphs.map((id) => (
              <p key={id} className="mt-3 leading-7 text-slate-700">
                {t(id)}
              </p>
            ))}
          </section>
        ))}
      </div>
    </PageContainer>
  );
}
