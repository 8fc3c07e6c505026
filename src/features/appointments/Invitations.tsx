import { useQuery } from '@tanstack/react-query';
import { UsersRound } from 'lucide-react';
import type { BookingParticipantDetails } from '../../../generated/model';
import { useModal } from '../../lib/modal';
import { useSend } from '../../lib/mutation';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { useSessionWhen } from '../booking-widgets';
import { answerInvitationOptions, bookingInvitationsQuery } from './extras-queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * The overview's shared-session invitations waiting for the user's answer: accept or decline each, once, or open the
 * whole invitation (`?modal=invitation`, what the invitation mail links to).
 */
export function Invitations() {
  const t = useT(messages);
  // Optional: a card that shows only when there are invitations to answer.
  const invitations = useQuery(bookingInvitationsQuery());
  const items = invitations.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="invitations-title" className="rounded-2xl bg-indigo-50 p-5 ring-1 ring-indigo-200">
      <h2 id="invitations-title" className="flex items-center gap-2 text-base font-semibold text-indigo-950">
        <UsersRound aria-hidden className="size-5" />
        {t('appointments.share.invitations.title')}
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {items.map((invitation) => (
          <Invitation key={invitation.identifier} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}

function Invitation({ invitation }: { invitation: BookingParticipantDetails }) {
  const t = useT(messages);
  const { booking } = invitation;
  const { open } = useModal();
  const when = useSessionWhen(booking.startTime, booking.endTime);
  const answer = useSend(answerInvitationOptions(), {
    refresh: ['bookings'],
    onSuccess: (answered) =>
      toastSuccess(
        t(
          answered.status === 'acknowledged'
            ? 'appointments.share.invitations.accepted'
            : 'appointments.share.invitations.declined',
        ),
      ),
  });
  const send = (status: 'acknowledged' | 'rejected') =>
    void answer.send({ id: invitation.identifier, data: { status } });
  const inviter = `${booking.client.firstName} ${booking.client.lastName}`.trim();
  const therapist = [booking.provider.title, booking.provider.firstName, booking.provider.lastName]
    .filter(Boolean)
    .join(' ');
  return (
    <li className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-900">
        {t('appointments.share.invitations.text', { inviter, therapist, therapy: booking.therapyCategory.name })}
        <span className="block text-slate-600">
          {when ? `${when.day}, ${when.time}` : t('appointments.share.invitations.noTime')}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="ghost" onClick={() => open('invitation', { participantId: invitation.identifier })}>
          {t('appointments.share.invitations.view')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          busy={answer.busy && answer.variables?.data.status === 'rejected'}
          disabled={answer.busy}
          onClick={() => send('rejected')}
        >
          {t('appointments.share.invitations.decline')}
        </Button>
        <Button
          size="sm"
          busy={answer.busy && answer.variables?.data.status === 'acknowledged'}
          disabled={answer.busy}
          onClick={() => send('acknowledged')}
        >
          {t('appointments.share.invitations.accept')}
        </Button>
      </div>
    </li>
  );
}
