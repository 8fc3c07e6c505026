import { compareAsc } from 'date-fns/compareAsc';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Booking, UserType } from '../../../generated/model';
import { useDocumentTitle } from '../../lib/document-title';
import type { MessageId } from './messages';
import { useViewer } from '../../lib/viewer';
import { Avatar } from '../../ui/Avatar';
import { ButtonLink } from '../../ui/Button';
import { PageContainer } from '../../ui/PageContainer';
import { LoadingBlock } from '../../ui/Spinner';
import { EmptyState } from '../../ui/states';
import {
  type BookingAction,
  bookingActions,
  isUpcoming,
  mayMoveCompleted,
  needsMyAction,
  otherPartyLabel,
  otherPartyOf,
} from '../bookings';
import { BookingActions, useSessionWhen } from '../booking-widgets';
import { OwnAvatar } from '../profiles';
import { Invitations } from '../appointments';
import { PendingReviews } from '../reviews';
import { VerificationChecklist } from '../verification';
import { WaitlistOffers } from '../waitlist';
import { Section } from '../../ui/Section';
import { Shortcuts, WalletCard } from './overview-cards';
import { QueryBoundary } from '../../lib/query-boundary';
import { confirmedBookingsQuery, pendingBookingsQuery, requiredUserInfoQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const UPCOMING_COUNT = 3;
const attentionActions: BookingAction[] = ['acknowledge', 'reject', 'review-reschedule', 'pay', 'schedule'];

/** The signed-in dashboard: the greeting, what waits for the user, the next sessions, the wallet and shortcuts. */
export function OverviewPage() {
  const t = useT(messages);
  const viewer = useViewer();
  const userInfo = useSuspenseQuery(requiredUserInfoQuery());
  const userType: UserType = userInfo.data.userType ?? viewer.userType;
  const party = otherPartyLabel(userType, t);
  const firstName = userInfo.data.firstName?.trim();
  const title = firstName ? t('overview.greeting', { firstName }) : t('overview.greetingNoName');

  return (
    <PageContainer>
      <Greeting
        title={title}
        subtitle={t(userType === 'client' ? 'overview.subtitle.client' : 'overview.subtitle.provider', { party })}
      />
      {userType === 'provider' && <VerificationChecklist />}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {userType === 'client' && <WaitlistOffers />}
          <Invitations />
          {userType === 'client' && <PendingReviews />}
          <Sessions viewer={userType} />
        </div>
        <div className="flex flex-col gap-6">
          {userType === 'client' && <WalletCard />}
          <Shortcuts viewer={userType} />
          <Section size="card" id="overview-account" title={t('overview.account')}>
            <dl className="flex flex-col gap-3 text-sm">
              <div>
                <dt className="text-slate-600">{t('overview.accountType')}</dt>
                <dd className="font-medium text-slate-900">
                  {t(userType === 'client' ? 'userType.client' : 'userType.provider')}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('overview.email')}</dt>
                <dd className="font-medium break-all text-slate-900">{userInfo.data.email}</dd>
              </div>
            </dl>
          </Section>
        </div>
      </div>
    </PageContainer>
  );
}

function Greeting({ title, subtitle }: { title: string; subtitle: string }) {
  const intl = useIntl();
  const t = useT(messages);
  useDocumentTitle(t('overview.title'));
  return (
    <div className="relative mb-8 overflow-hidden rounded-3xl bg-gradient-to-br from-teal-700 via-teal-800 to-indigo-900 px-6 py-8 text-white sm:px-10 sm:py-10">
      <div className="absolute -top-20 -right-10 size-64 rounded-full bg-white/10" aria-hidden="true" />
      <div className="relative flex items-start gap-5">
        <span className="shrink-0 rounded-full ring-4 ring-white/30">
          <OwnAvatar size="lg" />
        </span>
        <div>
          <p className="text-sm font-medium text-teal-100">
            {intl.formatDate(new Date(), { weekday: 'long', day: 'numeric', month: 'long' })}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-3 max-w-2xl text-teal-50">{subtitle}</p>
        </div>
      </div>
    </div>
  );
}

const reasonOrder: [BookingAction, MessageId][] = [
  ['acknowledge', 'overview.reason.acknowledge'],
  ['review-reschedule', 'overview.reason.reschedule'],
  ['pay', 'overview.reason.pay'],
  ['schedule', 'overview.reason.schedule'],
];

/** Why a booking waits for the user (the first that applies), as the attention list says it. */
export function reasonOf(booking: Booking, viewer: UserType): MessageId | undefined {
  if (mayMoveCompleted(booking, viewer)) return 'overview.reason.moveCompleted';
  const actions = bookingActions(booking, viewer);
  return reasonOrder.find(([action]) => actions.includes(action))?.[1];
}

/** The buttons of an item that waits for the user: a completed session that may be moved offers Reschedule too. */
const attentionActionsOf = (booking: Booking, viewer: UserType): BookingAction[] =>
  mayMoveCompleted(booking, viewer) ? [...attentionActions, 'reschedule'] : attentionActions;

/** What waits for the user, then the next confirmed sessions; the pending and confirmed lists feed both. */
function Sessions({ viewer }: { viewer: UserType }) {
  const t = useT(messages);
  const placeholder = (
    <div className="flex flex-col gap-6">
      <Section size="card" id="overview-attention" title={t('overview.attention.title')}>
        <LoadingBlock />
      </Section>
    </div>
  );
  return (
    <QueryBoundary query={pendingBookingsQuery(viewer)} pending={placeholder}>
      {(pending) => (
        <QueryBoundary query={confirmedBookingsQuery(viewer)} pending={placeholder}>
          {(confirmed) => <SessionLists viewer={viewer} pending={pending.items} confirmed={confirmed.items} />}
        </QueryBoundary>
      )}
    </QueryBoundary>
  );
}

function SessionLists({ viewer, pending, confirmed }: { viewer: UserType; pending: Booking[]; confirmed: Booking[] }) {
  const t = useT(messages);
  const [renderedAt] = useState(Date.now);
  const all = [...pending, ...confirmed];
  if (all.length === 0) {
    return (
      <EmptyState
        title={t('overview.empty.title')}
        text={t(viewer === 'client' ? 'overview.empty.client' : 'overview.empty.provider', {
          party: otherPartyLabel(viewer, t),
        })}
        action={viewer === 'client' && <ButtonLink to="/">{t('overview.shortcuts.findTherapist')}</ButtonLink>}
      />
    );
  }
  const now = renderedAt;
  const waiting = all.filter((b) => needsMyAction(b, viewer, now));
  const upcoming = confirmed
    .filter((b) => !b.isCompleted && isUpcoming(b, now))
    .sort((a, b) => compareAsc(a.startTime!, b.startTime!))
    .slice(0, UPCOMING_COUNT);

  return (
    <div className="flex flex-col gap-6">
      <Section size="card" id="overview-attention" title={t('overview.attention.title')}>
        {waiting.length === 0 ? (
          <p className="text-sm text-slate-600">{t('overview.attention.none')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100">
            {waiting.map((booking) => (
              <SessionItem
                key={booking.identifier}
                booking={booking}
                viewer={viewer}
                reason={reasonOf(booking, viewer)}
                withActions
              />
            ))}
          </ul>
        )}
      </Section>
      <Section
        size="card"
        id="overview-upcoming"
        title={t('overview.upcoming.title')}
        action={
          <ButtonLink to="/appointments/" variant="ghost" size="sm">
            {t('overview.upcoming.viewAll')}
          </ButtonLink>
        }
      >
        {upcoming.length === 0 ? (
          <p className="text-sm text-slate-600">{t('overview.upcoming.none')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100">
            {upcoming.map((booking) => (
              <SessionItem key={booking.identifier} booking={booking} viewer={viewer} />
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

function SessionItem({
  booking,
  viewer,
  reason,
  withActions = false,
}: {
  booking: Booking;
  viewer: UserType;
  reason?: MessageId;
  withActions?: boolean;
}) {
  const t = useT(messages);
  const party = otherPartyOf(booking, viewer);
  const when = useSessionWhen(booking.startTime, booking.endTime);
  const proposed = useSessionWhen(booking.rescheduleInfo.proposedStartTime, booking.rescheduleInfo.proposedEndTime);
  return (
    <li
      data-booking={booking.identifier}
      className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <Avatar name={party.initialsOf} photoUrl={party.photoUrl} />
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-slate-900">{party.name}</p>
          <p className="text-slate-600">
            {t('booking.session', { therapy: booking.therapyCategory.name, modality: booking.modality.name })}
          </p>
          <p className="text-slate-800">{when ? `${when.day}, ${when.time}` : t('booking.notScheduled')}</p>
          {reason && <p className="mt-1 font-medium text-amber-800">{t(reason)}</p>}
          {reason === 'overview.reason.reschedule' && proposed && (
            <p className="text-slate-700">{t('appointments.reschedule.proposed', proposed)}</p>
          )}
        </div>
      </div>
      {withActions && (
        <BookingActions
          booking={booking}
          viewer={viewer}
          only={attentionActionsOf(booking, viewer)}
          className="shrink-0 sm:justify-end"
        />
      )}
    </li>
  );
}
