import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { UserType } from '../../../generated/model';
import type { MessageId } from './messages';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const LAST_UPDATED = new Date('2026-11-01T00:00:00Z');

const policies: Record<
  UserType,
  { title: MessageId; intro: MessageId; sections: [MessageId, MessageId][]; other: MessageId }
> = {
  client: {
    title: 'appointments.policy.client.title',
    intro: 'appointments.policy.client.intro',
    sections: [
      ['appointments.policy.client.early.title', 'appointments.policy.client.early.text'],
      ['appointments.policy.client.late.title', 'appointments.policy.client.late.text'],
      ['appointments.policy.client.pending.title', 'appointments.policy.client.pending.text'],
      ['appointments.policy.client.reschedule.title', 'appointments.policy.client.reschedule.text'],
      ['appointments.policy.client.therapist.title', 'appointments.policy.client.therapist.text'],
      ['appointments.policy.client.how.title', 'appointments.policy.client.how.text'],
    ],
    other: 'appointments.policy.seeOther.client',
  },
  provider: {
    title: 'appointments.policy.provider.title',
    intro: 'appointments.policy.provider.intro',
    sections: [
      ['appointments.policy.provider.cancel.title', 'appointments.policy.provider.cancel.text'],
      ['appointments.policy.provider.refund.title', 'appointments.policy.provider.refund.text'],
      ['appointments.policy.provider.requests.title', 'appointments.policy.provider.requests.text'],
      ['appointments.policy.provider.reschedule.title', 'appointments.policy.provider.reschedule.text'],
      ['appointments.policy.provider.client.title', 'appointments.policy.provider.client.text'],
      ['appointments.policy.provider.sparingly.title', 'appointments.policy.provider.sparingly.text'],
    ],
    other: 'appointments.policy.seeOther.provider',
  },
};

/** The client's or the therapist's cancellation policy: public, static text (the 48-hour window, reschedule limits). */
export function CancellationPolicyPage({ audience }: { audience: UserType }) {
  const intl = useIntl();
  const t = useT(messages);
  const policy = policies[audience];
  return (
    <PageContainer narrow>
      <PageTitle
        title={t(policy.title)}
        subtitle={t('appointments.policy.updated', {
          date: intl.formatDate(LAST_UPDATED, { dateStyle: 'long', timeZone: 'UTC' }),
        })}
      />
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
        <p className="text-lg leading-8 text-slate-700">{t(policy.intro)}</p>
        {policy.sections.map(([title, text]) => (
          <section key={title} className="mt-10">
            <h2 className="text-xl font-semibold text-slate-900">{t(title)}</h2>
            <p className="mt-3 leading-7 text-slate-700">{t(text)}</p>
          </section>
        ))}
        <p className="mt-10 border-t border-slate-200 pt-6">
          <Link
            to={audience === 'client' ? '/policy/provider-cancellation/' : '/policy/client-cancellation/'}
            className="font-medium text-teal-800 underline underline-offset-4 hover:text-teal-900"
          >
            {t(policy.other)}
          </Link>
        </p>
      </div>
    </PageContainer>
  );
}
