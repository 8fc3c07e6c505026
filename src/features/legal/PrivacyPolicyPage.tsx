import { useIntl } from 'react-intl';
import type { MessageId } from '../../lib/i18n';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';

const LAST_UPDATED = new Date('2026-11-01T00:00:00Z');

const sections: { title: MessageId; paragraphs: MessageId[] }[] = [
  { title: 'privacy.who.title', paragraphs: ['privacy.who.text'] },
  {
    title: 'privacy.collect.title',
    paragraphs: [
      'privacy.collect.account',
      'privacy.collect.provider',
      'privacy.collect.bookings',
      'privacy.collect.payments',
      'privacy.collect.technical',
    ],
  },
  { title: 'privacy.use.title', paragraphs: ['privacy.use.text'] },
  { title: 'privacy.health.title', paragraphs: ['privacy.health.text'] },
  { title: 'privacy.cookies.title', paragraphs: ['privacy.cookies.text'] },
  { title: 'privacy.share.title', paragraphs: ['privacy.share.text'] },
  { title: 'privacy.retention.title', paragraphs: ['privacy.retention.text'] },
  { title: 'privacy.rights.title', paragraphs: ['privacy.rights.text'] },
  { title: 'privacy.security.title', paragraphs: ['privacy.security.text'] },
  { title: 'privacy.contact.title', paragraphs: ['privacy.contact.text'] },
  { title: 'privacy.changes.title', paragraphs: ['privacy.changes.text'] },
];

export function PrivacyPolicyPage() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <PageContainer narrow>
      <PageTitle
        title={t('privacy.title')}
        subtitle={intl.formatMessage(
          { id: 'privacy.updated' },
          { date: intl.formatDate(LAST_UPDATED, { dateStyle: 'long', timeZone: 'UTC' }) },
        )}
      />
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
        <p className="text-lg leading-8 text-slate-700">{t('privacy.intro')}</p>
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
