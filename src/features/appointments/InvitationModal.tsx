import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { BookingParticipantDetails } from '../../../generated/model';
import { ApiError } from '../../lib/errors';
import type { MessageId } from './messages';
import { formatZoneName } from '../../lib/i18n/session-time';
import type { ModalProps } from '../../lib/modal-descriptor';
import { useSend } from '../../lib/mutation';
import { useUserTimeZone } from '../../lib/time-zone';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadStateDialog } from '../../ui/LoadStateDialog';
import { otherPartyOf } from '../bookings';
import { PartyCell, StatusBadge, useSessionWhen } from '../booking-widgets';
import { answerInvitationOptions, bookingParticipantQuery, viewerAccountQuery } from './extras-queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * ?modal=invitation&participantId=<guest>: the invited person's view of a shared booking (GET /booking/participant/{id}),
 * opened from the invitation mail's link or the overview's list. It shows the therapist, the session, its time in the
 * viewer's own zone and who invited them; the invited address accepts or declines it, once, and then sees the answer.
 */
export default function InvitationModal({ participantId, close }: ModalProps<{ participantId: string }>) {
  const t = useT(messages);
  const title = t('appointments.share.invitation.title');
  // Optional: a modal about one record that may be gone tells loading, gone and failed apart itself (decision 0013).
  const invitation = useQuery({ ...bookingParticipantQuery(participantId ?? ''), enabled: Boolean(participantId) });
  const viewer = useQuery(viewerAccountQuery());
  if (invitation.isSuccess && viewer.isSuccess)
    return <Invitation details={invitation.data} viewerEmail={viewer.data.email} title={title} close={close} />;
  const notFound = !participantId || (invitation.error instanceof ApiError && invitation.error.status === 404);
  const failed = invitation.error ?? viewer.error;
  return (
    <LoadStateDialog
      title={title}
      close={close}
      goneText={notFound ? t('appointments.share.invitation.notFound') : undefined}
      error={failed}
      onRetry={() => void Promise.all([invitation.refetch(), viewer.refetch()])}
    />
  );
}

function Invitation({
  details,
  viewerEmail,
  title,
  close,
}: {
  details: BookingParticipantDetails;
  viewerEmail: string;
  title: string;
  close: () => void;
}) {
  const intl = useIntl();
  const t = useT(messages);
  const { booking } = details;
  const when = useSessionWhen(booking.startTime, booking.endTime);
  const timeZone = useUserTimeZone();
  const answer = useSend(answerInvitationOptions(), {
    // The invitation refetches with the bookings: the dialog then shows the answer instead of the buttons.
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
  const send = (status: 'acknowledged' | 'rejected') => void answer.send({ id: details.identifier, data: { status } });
  const inviter = otherPartyOf(booking, 'provider').name;
  const therapist = otherPartyOf(booking, 'client').name;
  const invitee = details.role === 'guest' && details.email === viewerEmail.toLowerCase();
  const open = invitee && details.status === 'awaiting' && booking.status !== 'cancelled';
  const notice: MessageId =
    booking.status === 'cancelled'
      ? 'appointments.share.invitation.cancelled'
      : !invitee
        ? 'appointments.share.invitation.notYours'
        : details.status === 'acknowledged'
          ? 'appointments.share.invitation.accepted'
          : details.status === 'rejected'
            ? 'appointments.share.invitation.declined'
            : 'appointments.share.invitation.awaiting';

  return (
    <Dialog
      title={title}
      description={t('appointments.share.invitations.text', {
        inviter,
        therapist,
        therapy: booking.therapyCategory.name,
      })}
      onClose={close}
      footer={
        open ? (
          <>
            <Button
              variant="secondary"
              busy={answer.busy && answer.variables?.data.status === 'rejected'}
              disabled={answer.busy}
              onClick={() => send('rejected')}
            >
              {t('appointments.share.invitations.decline')}
            </Button>
            <Button
              busy={answer.busy && answer.variables?.data.status === 'acknowledged'}
              disabled={answer.busy}
              onClick={() => send('acknowledged')}
            >
              {t('appointments.share.invitations.accept')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={close}>
            {t('common.close')}
          </Button>
        )
      }
    >
      <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <div className="flex items-start justify-between gap-3">
          <PartyCell booking={booking} viewer="client" />
          <StatusBadge booking={booking} />
        </div>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <Detail label={t('appointments.share.invitation.invitedBy')}>{inviter}</Detail>
          <Detail label={t('appointments.share.invitation.session')}>
            {t('booking.session', { therapy: booking.therapyCategory.name, modality: booking.modality.name })}
          </Detail>
          <Detail label={t('appointments.share.invitation.date')}>
            {when?.day ?? t('appointments.share.invitations.noTime')}
          </Detail>
          {when && <Detail label={t('appointments.share.invitation.time')}>{when.time}</Detail>}
        </dl>
        {booking.startTime && (
          <p className="mt-3 text-xs text-slate-600">
            {t('appointments.share.invitation.zone', {
              zone: formatZoneName(intl.locale, timeZone, booking.startTime),
            })}
          </p>
        )}
      </div>
      <p role="status" className="mt-4 text-sm text-slate-800">
        {t(notice, { inviter, email: details.email })}
      </p>
    </Dialog>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 font-medium text-slate-900">{children}</dd>
    </div>
  );
}
