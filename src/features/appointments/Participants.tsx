import { useQuery } from '@tanstack/react-query';
import { Share2 } from 'lucide-react';
import type { Booking, BookingParticipantSummary, UserType } from '../../../generated/model';
import type { MessageId } from './messages';
import { useModal } from '../../lib/modal';
import { Button } from '../../ui/Button';
import { SectionCard } from '../../ui/SectionCard';
import { bookingDetailsQuery } from './extras-queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const statusIds: Record<BookingParticipantSummary['status'], MessageId> = {
  awaiting: 'appointments.share.status.awaiting',
  acknowledged: 'appointments.share.status.acknowledged',
  rejected: 'appointments.share.status.rejected',
};

/** Who takes part in the session (from its details) and their status; the client may invite someone by e-mail. */
export function Participants({ booking, viewer }: { booking: Booking; viewer: UserType }) {
  const t = useT(messages);
  const { open } = useModal();
  // Optional: the guests are added to the booking card once the details come.
  const details = useQuery(bookingDetailsQuery(booking.identifier));
  const guests = details.data?.participants.filter((p) => p.role === 'guest') ?? [];
  const canShare = viewer === 'client' && booking.status !== 'cancelled' && !booking.isCompleted;
  if (!canShare && guests.length === 0) return null;
  return (
    <SectionCard
      id="participants-title"
      title={t('appointments.share.participants')}
      action={
        canShare && (
          <Button changes size="sm" variant="secondary" onClick={() => open('share', { id: booking.identifier })}>
            <Share2 aria-hidden className="size-4" />
            {t('appointments.share.open')}
          </Button>
        )
      }
    >
      {guests.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('appointments.share.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {guests.map((guest) => (
            <li key={guest.identifier} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="break-all text-slate-900">
                {[guest.firstName, guest.lastName].filter(Boolean).join(' ') || guest.email}
                {(guest.firstName || guest.lastName) && <span className="text-slate-600"> · {guest.email}</span>}
              </span>
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
                {t(statusIds[guest.status])}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
