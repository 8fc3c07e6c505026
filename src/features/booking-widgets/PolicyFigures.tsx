import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Booking, UserType } from '../../../generated/model';
import { cancellationPolicyQuery, reschedulePolicyQuery } from '../bookings';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The cancel modal's figure, as the backend answers it for this booking: the hours of the no-refund window. */
export function CancelPolicyFigures({ booking, viewer }: { booking: Booking; viewer: UserType }) {
  const intl = useIntl();
  const t = useT(messages);
  // Optional: the figure is added to the modal once the policy comes.
  const policy = useQuery(cancellationPolicyQuery(booking.identifier));
  if (!policy.data) return null;
  const id =
    viewer === 'client'
      ? 'booking-widgets.extras.policy.cancel.client'
      : 'booking-widgets.extras.policy.cancel.provider';
  return (
    <p data-testid="cancel-policy" className="text-sm text-slate-700">
      {t(id, { hours: intl.formatNumber(policy.data.windowHours) })}
    </p>
  );
}

/** The reschedule policy's live figures for this booking: attempts left and the approval window's hours. */
export function useReschedulePolicy(booking: Booking) {
  // Optional: the figures are added to the modal once the policy comes.
  return useQuery(reschedulePolicyQuery(booking.identifier)).data;
}

export function ReschedulePolicyWindow({ booking, viewer }: { booking: Booking; viewer: UserType }) {
  const intl = useIntl();
  const t = useT(messages);
  const policy = useReschedulePolicy(booking);
  if (!policy) return null;
  const id =
    viewer === 'client'
      ? 'booking-widgets.extras.policy.reschedule.client'
      : 'booking-widgets.extras.policy.reschedule.provider';
  return (
    <span className="block font-normal text-slate-600">{t(id, { hours: intl.formatNumber(policy.windowHours) })}</span>
  );
}
