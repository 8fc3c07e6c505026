import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { BookingStatus, type Booking, type UserType } from '../../../generated/model';
import { knownValue, NEUTRAL_BADGE, UNKNOWN_VALUE_MESSAGE } from '../../lib/enums';
import { formatSessionDay, formatSessionTime } from '../../lib/i18n/session-time';
import { useUserTimeZone } from '../../lib/time-zone';
import { Avatar } from '../../ui/Avatar';
import { otherPartyOf } from '../bookings';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

type Phase = Booking['status'] | 'completed';

const phaseStyles: Record<Phase, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  confirmed: 'bg-teal-50 text-teal-800 ring-teal-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-300',
  completed: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
};

/** The badge's phase; undefined for a status the app does not know (a neutral badge). */
export function phaseOf(booking: Pick<Booking, 'status' | 'isCompleted'>): Phase | undefined {
  const status = knownValue(BookingStatus, booking.status);
  return status === 'confirmed' && booking.isCompleted ? 'completed' : status;
}

export function StatusBadge({ booking }: { booking: Booking }) {
  const t = useT(messages);
  const phase = phaseOf(booking);
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full whitespace-nowrap px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${phase ? phaseStyles[phase] : NEUTRAL_BADGE}`}
    >
      {t(phase ? `booking-widgets.booking.status.${phase}` : UNKNOWN_VALUE_MESSAGE)}
    </span>
  );
}

/** The other party, labelled by the viewer's side: a client sees their therapist, a provider their client. */
export function PartyCell({
  booking,
  viewer,
  size = 'md',
}: {
  booking: Booking;
  viewer: UserType;
  size?: 'md' | 'lg';
}) {
  const t = useT(messages);
  const party = otherPartyOf(booking, viewer);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={party.initialsOf} photoUrl={party.photoUrl} size={size} />
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">
          {t(viewer === 'client' ? 'userType.provider' : 'userType.client')}
        </p>
        <p className={`font-semibold break-words text-slate-900 ${size === 'lg' ? 'text-lg' : ''}`}>{party.name}</p>
      </div>
    </div>
  );
}

/** A session's day and time in the user's zone (the zone named), or null while unscheduled. */
export function useSessionWhen(start: string | null, end: string | null): { day: string; time: string } | null {
  const intl = useIntl();
  const timeZone = useUserTimeZone();
  if (!start || !end) return null;
  return { day: formatSessionDay(intl, start, timeZone), time: formatSessionTime(intl.locale, start, end, timeZone) };
}

export function SessionWhen({
  start,
  end,
  className = '',
}: {
  start: string | null;
  end: string | null;
  className?: string;
}) {
  const t = useT(messages);
  const when = useSessionWhen(start, end);
  if (!when) return <p className={`text-sm text-slate-600 italic ${className}`}>{t('booking.notScheduled')}</p>;
  return (
    <p className={`text-sm text-slate-800 ${className}`}>
      <span className="font-medium">{when.day}</span>
      <br />
      <span className="text-slate-600">{when.time}</span>
    </p>
  );
}

/** A booking at a glance, on top of every booking modal: who, what, when, status; `children` adds to it. */
export function BookingSummary({
  booking,
  viewer,
  showWhen = true,
  children,
}: {
  booking: Booking;
  viewer: UserType;
  showWhen?: boolean;
  children?: ReactNode;
}) {
  const t = useT(messages);
  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-3">
        <PartyCell booking={booking} viewer={viewer} />
        <StatusBadge booking={booking} />
      </div>
      <p className="mt-3 text-sm font-medium text-slate-900">
        {t('booking.session', { therapy: booking.therapyCategory.name, modality: booking.modality.name })}
      </p>
      {showWhen && <SessionWhen start={booking.startTime} end={booking.endTime} className="mt-1" />}
      {children}
    </div>
  );
}
