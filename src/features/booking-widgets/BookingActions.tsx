import { useId, useState } from 'react';
import type { Booking, UserType } from '../../../generated/model';
import type { MessageId } from './messages';
import { useModal } from '../../lib/modal';
import { toastSuccess } from '../../lib/toast';
import { Button, ButtonLink, type ButtonSize } from '../../ui/Button';
import {
  bookingActions,
  otherPartyOf,
  rescheduleLimitReached,
  useAcknowledgeBooking,
  useRejectBooking,
  type BookingAction,
} from '../bookings';
import { useT, type TranslateOf } from '../../lib/i18n/translate';
import messages from './messages';

const labels: Record<BookingAction, MessageId> = {
  schedule: 'booking-widgets.appointments.action.schedule',
  pay: 'booking-widgets.appointments.action.pay',
  reschedule: 'booking-widgets.appointments.action.reschedule',
  cancel: 'booking-widgets.appointments.action.cancel',
  'review-reschedule': 'booking-widgets.appointments.action.reviewReschedule',
  acknowledge: 'booking-widgets.appointments.action.acknowledge',
  reject: 'booking-widgets.appointments.action.reject',
};

/** The leading action gets the primary look; cancelling and rejecting never do. */
const primary: BookingAction[] = ['schedule', 'pay', 'review-reschedule', 'acknowledge'];

interface ActionsProps {
  booking: Booking;
  viewer: UserType;
  size?: ButtonSize;
  className?: string;
  /** Show only these of the booking's actions (the dashboard leaves out reschedule and cancel). */
  only?: BookingAction[];
}

/**
 * The buttons a booking offers its viewer (see bookingActions): modals of the scheduling and appointments features by
 * name, the payment page, and the provider's acknowledge / reject (reject asks once more, inline).
 */
export function BookingActions({ booking, viewer, only, ...layout }: ActionsProps) {
  const actions = bookingActions(booking, viewer).filter((action) => !only || only.includes(action));
  if (actions.length === 0) return null;
  // The acknowledge / reject calls are set up only for the rows that offer them: a list of ten rows renders faster.
  if (actions.includes('acknowledge') || actions.includes('reject'))
    return <DecidingActions booking={booking} viewer={viewer} actions={actions} {...layout} />;
  return <ActionGroup booking={booking} viewer={viewer} actions={actions} {...layout} />;
}

interface GroupProps extends Omit<ActionsProps, 'only'> {
  actions: BookingAction[];
}

function DecidingActions(props: GroupProps) {
  const { booking, size = 'sm', className = '' } = props;
  const t = useT(messages);
  const [confirmingReject, setConfirmingReject] = useState(false);
  const participant = booking.participant.identifier;
  const acknowledge = useAcknowledgeBooking({
    refresh: ['bookings'],
    onSuccess: () => toastSuccess(t('booking-widgets.appointments.toast.acknowledged')),
  });
  const reject = useRejectBooking({
    refresh: ['bookings'],
    onSuccess: () => {
      toastSuccess(t('booking-widgets.appointments.toast.rejected'));
      setConfirmingReject(false);
    },
  });

  if (confirmingReject) {
    return (
      <div role="group" aria-label={groupLabel(t, props)} className={`flex flex-wrap items-center gap-2 ${className}`}>
        <span className="text-sm font-medium text-slate-800">{t('booking-widgets.appointments.reject.question')}</span>
        <Button
          variant="danger"
          size={size}
          busy={reject.busy}
          onClick={() => void reject.send({ id: participant })}
          ref={focusOnMount}
        >
          {t('booking-widgets.appointments.reject.confirm')}
        </Button>
        <Button variant="secondary" size={size} disabled={reject.busy} onClick={() => setConfirmingReject(false)}>
          {t('booking-widgets.appointments.reject.keep')}
        </Button>
      </div>
    );
  }
  const decision: Decision = {
    acknowledging: acknowledge.busy,
    busy: acknowledge.busy || reject.busy,
    acknowledge: () => void acknowledge.send({ id: participant }),
    askToReject: () => setConfirmingReject(true),
  };
  return <ActionGroup {...props} decision={decision} />;
}

interface Decision {
  acknowledging: boolean;
  /** Either call is on its way: neither button sends again. */
  busy: boolean;
  acknowledge: () => void;
  askToReject: () => void;
}

const groupLabel = (t: TranslateOf<typeof messages>, { booking, viewer }: Pick<GroupProps, 'booking' | 'viewer'>) =>
  t('booking-widgets.appointments.actions', { name: otherPartyOf(booking, viewer).name });

function ActionGroup({
  booking,
  viewer,
  actions,
  size = 'sm',
  className = '',
  decision,
}: GroupProps & { decision?: Decision }) {
  const t = useT(messages);
  const { open } = useModal();
  const limitId = useId();
  const limitReached = actions.includes('reschedule') && rescheduleLimitReached(booking, viewer);
  return (
    <div
      role="group"
      aria-label={groupLabel(t, { booking, viewer })}
      className={`flex flex-wrap items-center gap-2 ${className}`}
    >
      {actions.map((action) => {
        const label = t(labels[action]);
        const variant = primary.includes(action) ? 'primary' : 'secondary';
        switch (action) {
          case 'pay':
            return (
              <ButtonLink
                key={action}
                variant={variant}
                size={size}
                to="/payment/$id/"
                params={{ id: booking.identifier }}
              >
                {label}
              </ButtonLink>
            );
          case 'acknowledge':
            return (
              <Button
                key={action}
                changes
                variant={variant}
                size={size}
                busy={decision?.acknowledging}
                disabled={decision?.busy}
                onClick={decision?.acknowledge}
              >
                {label}
              </Button>
            );
          case 'reject':
            return (
              <Button
                key={action}
                changes
                variant="secondary"
                size={size}
                disabled={decision?.busy}
                onClick={decision?.askToReject}
              >
                {label}
              </Button>
            );
          case 'reschedule':
            // No attempts left: disabled but still focusable, so that the reason is read out with it.
            if (limitReached) {
              return (
                <Button
                  key={action}
                  changes
                  variant={variant}
                  size={size}
                  aria-disabled="true"
                  aria-describedby={limitId}
                >
                  {label}
                </Button>
              );
            }
            return (
              <Button
                key={action}
                changes
                variant={variant}
                size={size}
                onClick={() => open('reschedule', { id: booking.identifier })}
              >
                {label}
              </Button>
            );
          default:
            return (
              <Button
                key={action}
                changes
                variant={variant}
                size={size}
                onClick={() => open(modalOf[action], { id: booking.identifier })}
              >
                {label}
              </Button>
            );
        }
      })}
      {limitReached && (
        <p id={limitId} className="basis-full text-xs text-slate-600">
          {t('scheduling.reschedule.limitReached')}
        </p>
      )}
    </div>
  );
}

/** The Reject button that was clicked is gone: focus goes to the confirmation that replaced it. */
const focusOnMount = (button: HTMLButtonElement | null) => button?.focus();

const modalOf = {
  schedule: 'schedule',
  cancel: 'cancel',
  'review-reschedule': 'reschedule-decision',
} as const;
