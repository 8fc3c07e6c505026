import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Booking, UserType } from '../../../generated/model';
import type { MessageId } from '../../lib/i18n';
import { useModal } from '../../lib/modal';
import { toastSuccess } from '../../lib/toast';
import { Button, ButtonLink, type ButtonSize } from '../../ui/Button';
import { useAcknowledgeBooking, useRejectBooking } from './queries';
import { bookingActions, otherPartyOf, rescheduleLimitReached, type BookingAction } from './rules';

const labels: Record<BookingAction, MessageId> = {
  schedule: 'appointments.action.schedule',
  pay: 'appointments.action.pay',
  reschedule: 'appointments.action.reschedule',
  cancel: 'appointments.action.cancel',
  'review-reschedule': 'appointments.action.reviewReschedule',
  acknowledge: 'appointments.action.acknowledge',
  reject: 'appointments.action.reject',
};

/** The leading action gets the primary look; cancelling and rejecting never do. */
const primary: BookingAction[] = ['schedule', 'pay', 'review-reschedule', 'acknowledge'];

/**
 * The buttons a booking offers its viewer (see bookingActions): modals of the scheduling and appointments features by
 * name, the payment page, and the provider's acknowledge / reject (reject asks once more, inline).
 */
export function BookingActions({
  booking,
  viewer,
  size = 'sm',
  className = '',
  only,
}: {
  booking: Booking;
  viewer: UserType;
  size?: ButtonSize;
  className?: string;
  /** Show only these of the booking's actions (the dashboard leaves out reschedule and cancel). */
  only?: BookingAction[];
}) {
  const intl = useIntl();
  const { open } = useModal();
  const [confirmingReject, setConfirmingReject] = useState(false);
  const limitId = useId();
  const participant = booking.participant.identifier;
  const acknowledge = useAcknowledgeBooking({
    refresh: ['bookings'],
    onSuccess: () => toastSuccess(intl.formatMessage({ id: 'appointments.toast.acknowledged' })),
  });
  const reject = useRejectBooking({
    refresh: ['bookings'],
    onSuccess: () => {
      toastSuccess(intl.formatMessage({ id: 'appointments.toast.rejected' }));
      setConfirmingReject(false);
    },
  });
  const actions = bookingActions(booking, viewer).filter((action) => !only || only.includes(action));
  if (actions.length === 0) return null;
  const name = otherPartyOf(booking, viewer).name;
  const groupLabel = intl.formatMessage({ id: 'appointments.actions' }, { name });

  if (confirmingReject) {
    return (
      <div role="group" aria-label={groupLabel} className={`flex flex-wrap items-center gap-2 ${className}`}>
        <span className="text-sm font-medium text-slate-800">{intl.formatMessage({ id: 'appointments.reject.question' })}</span>
        <Button variant="danger" size={size} busy={reject.busy} onClick={() => void reject.send({ id: participant })} ref={focusOnMount}>
          {intl.formatMessage({ id: 'appointments.reject.confirm' })}
        </Button>
        <Button variant="secondary" size={size} disabled={reject.busy} onClick={() => setConfirmingReject(false)}>
          {intl.formatMessage({ id: 'appointments.reject.keep' })}
        </Button>
      </div>
    );
  }

  const busy = acknowledge.busy || reject.busy;
  const limitReached = actions.includes('reschedule') && rescheduleLimitReached(booking, viewer);
  return (
    <div role="group" aria-label={groupLabel} className={`flex flex-wrap items-center gap-2 ${className}`}>
      {actions.map((action) => {
        const label = intl.formatMessage({ id: labels[action] });
        const variant = primary.includes(action) ? 'primary' : 'secondary';
        switch (action) {
          case 'pay':
            return (
              <ButtonLink key={action} variant={variant} size={size} to="/payment/$id/" params={{ id: booking.identifier }}>
                {label}
              </ButtonLink>
            );
          case 'acknowledge':
            return (
              <Button key={action} variant={variant} size={size} busy={acknowledge.busy} disabled={busy} onClick={() => void acknowledge.send({ id: participant })}>
                {label}
              </Button>
            );
          case 'reject':
            return (
              <Button key={action} variant="secondary" size={size} disabled={busy} onClick={() => setConfirmingReject(true)}>
                {label}
              </Button>
            );
          case 'reschedule':
            // No attempts left: disabled but still focusable, so that the reason is read out with it.
            if (limitReached) {
              return (
                <Button key={action} variant={variant} size={size} aria-disabled="true" aria-describedby={limitId}>
                  {label}
                </Button>
              );
            }
            return (
              <Button key={action} variant={variant} size={size} onClick={() => open('reschedule', { id: booking.identifier })}>
                {label}
              </Button>
            );
          default:
            return (
              <Button key={action} variant={variant} size={size} onClick={() => open(modalOf[action], { id: booking.identifier })}>
                {label}
              </Button>
            );
        }
      })}
      {limitReached && (
        <p id={limitId} className="basis-full text-xs text-slate-600">
          {intl.formatMessage({ id: 'scheduling.reschedule.limitReached' })}
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
