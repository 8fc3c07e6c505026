import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { BookingClientRelation, ClientPublicProfile } from '../../../generated/model';
import { QueryBoundary } from '../../lib/query-boundary';
import { useViewer } from '../../lib/viewer';
import { Avatar } from '../../ui/Avatar';
import { PageContainer } from '../../ui/PageContainer';
import { Pager } from '../../ui/Pager';
import { PageTitle } from '../../ui/PageTitle';
import { EmptyState } from '../../ui/states';
import { BookingRow } from '../appointments';
import { clientAppointmentsQuery, clientRelationQuery, requiredClientProfileQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const linkClass =
  'rounded-xl border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-700';

/** `/clients/$id/` (providers): the client's profile as the backend shares it, the relation, and their appointments. */
export function ClientPage({ clientId, page }: { clientId: string; page: number }) {
  const t = useT(messages);
  const provider = useViewer().userType === 'provider';
  if (provider) return <ClientView clientId={clientId} page={page} />;
  return (
    <PageContainer>
      <PageTitle title={t('clients.title')} />
      <EmptyState title={t('clients.providersOnly')} />
    </PageContainer>
  );
}

function ClientView({ clientId, page }: { clientId: string; page: number }) {
  const t = useT(messages);
  const { data: profile } = useSuspenseQuery(requiredClientProfileQuery(clientId));
  return (
    <PageContainer>
      <PageTitle title={clientName(profile, t('clients.unnamed'))} subtitle={t('clients.subtitle')} />
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <Profile profile={profile} />
          <QueryBoundary query={clientRelationQuery(clientId)}>
            {(relation) => <Relation relation={relation} />}
          </QueryBoundary>
        </div>
        <Appointments clientId={clientId} page={page} />
      </div>
    </PageContainer>
  );
}

/** A client the backend does not know, or does not share with this provider (the route's not-found view). */
export function ClientNotFound() {
  const t = useT(messages);
  return (
    <PageContainer>
      <PageTitle title={t('clients.title')} subtitle={t('clients.subtitle')} />
      <EmptyState title={t('clients.notFound')} />
    </PageContainer>
  );
}

/** The name a provider sees: the full name, else the user name, else `fallback`. */
export const clientName = (p: ClientPublicProfile, fallback: string) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || p.userName || fallback;

function Profile({ profile }: { profile: ClientPublicProfile }) {
  const t = useT(messages);
  const facts: [string, string | null][] = [
    [t('clients.profile.userName'), profile.userName],
    [t('clients.profile.gender'), profile.gender],
    [t('clients.profile.country'), profile.countryIdentifier],
    [t('clients.profile.state'), profile.stateIdentifier],
  ];
  const name = clientName(profile, t('clients.unnamed'));
  return (
    <section
      aria-labelledby="client-profile-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center gap-3">
        <Avatar name={name} photoUrl={profile.photoUrl} />
        <h2 id="client-profile-title" className="text-base font-semibold text-slate-900">
          {t('clients.profile.title')}
        </h2>
      </div>
      <dl className="mt-4 flex flex-col gap-3 text-sm">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value ?? t('clients.notShared')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Relation({ relation }: { relation: BookingClientRelation }) {
  const intl = useIntl();
  const t = useT(messages);
  const n = (v: number) => intl.formatNumber(v);
  return (
    <section
      aria-labelledby="client-relation-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="client-relation-title" className="text-base font-semibold text-slate-900">
        {t('clients.relation.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {t(relation.hasRelation ? 'clients.relation.active' : 'clients.relation.inactive')}
      </p>
      <dl className="mt-4 grid grid-cols-3 gap-3 text-center text-sm">
        {(
          [
            ['clients.relation.total', relation.totalBookings],
            ['clients.relation.upcoming', relation.upcomingBookings],
            ['clients.relation.completed', relation.completedBookings],
          ] as const
        ).map(([id, value]) => (
          <div key={id} className="rounded-xl bg-slate-50 p-2">
            <dt className="text-xs text-slate-600">{t(id)}</dt>
            <dd className="text-lg font-semibold text-slate-900">{n(value)}</dd>
          </div>
        ))}
      </dl>
      {relation.firstBookedAt && (
        <p className="mt-3 text-sm text-slate-600">
          {t('clients.relation.since', { date: intl.formatDate(relation.firstBookedAt, { dateStyle: 'medium' }) })}
        </p>
      )}
    </section>
  );
}

function Appointments({ clientId, page }: { clientId: string; page: number }) {
  const t = useT(messages);
  return (
    <section aria-labelledby="client-appointments-title">
      <h2 id="client-appointments-title" className="mb-3 text-lg font-semibold text-slate-900">
        {t('clients.appointments.title')}
      </h2>
      <QueryBoundary query={clientAppointmentsQuery(clientId, page)}>
        {(list) =>
          list.items.length === 0 ? (
            <EmptyState title={t('clients.appointments.empty')} />
          ) : (
            <>
              <ul className="flex flex-col gap-3">
                {list.items.map((booking) => (
                  <BookingRow key={booking.identifier} booking={booking} viewer="provider" />
                ))}
              </ul>
              <Pager
                page={list.pageInfo.page}
                totalPages={list.pageInfo.totalPages}
                label={t('clients.appointments.pages')}
                step={(target, text, enabled) =>
                  enabled ? (
                    <Link
                      to="/clients/$id/"
                      params={{ id: clientId }}
                      search={{ page: target === 1 ? undefined : target }}
                      className={linkClass}
                    >
                      {text}
                    </Link>
                  ) : (
                    <span
                      aria-disabled="true"
                      className="rounded-xl border border-slate-200 px-4 py-2 text-sm font-semibold text-slate-500"
                    >
                      {text}
                    </span>
                  )
                }
              />
            </>
          )
        }
      </QueryBoundary>
    </section>
  );
}
