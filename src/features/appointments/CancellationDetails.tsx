import { useQuery } from '@tanstack/react-query';
import type { Booking, UserType } from '../../../generated/model';
import type { MessageId } from './messages';
import { SectionCard } from '../../ui/SectionCard';
import { bookingDetailsQuery } from './extras-queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** A cancelled booking: who cancelled it (from the viewer's side) and the cancellation note, from its details. */
export function CancellationDetails({ booking, viewer }: { booking: Booking; viewer: UserType }) {
  const t = useT(messages);
  // Optional: who cancelled is added to the booking card once the details come.
  const details = useQuery({ ...bookingDetailsQuery(booking.identifier), enabled: booking.status === 'cancelled' });
  if (booking.status !== 'cancelled' || !details.data) return null;
  const { cancelledBy, cancellationNote } = details.data;
  const who: MessageId = !cancelledBy
    ? 'appointments.extras.cancelledBy.unknown'
    : cancelledBy === viewer
      ? 'appointments.extras.cancelledBy.you'
      : cancelledBy === 'client'
        ? 'appointments.extras.cancelledBy.client'
        : 'appointments.extras.cancelledBy.provider';
  return (
    <SectionCard id="cancellation-title" title={t('appointments.extras.cancellation.title')}>
      <p className="mt-2 text-sm text-slate-800">{t(who)}</p>
      <p className="mt-2 text-sm whitespace-pre-line text-slate-700">
        {cancellationNote
          ? t('appointments.extras.cancellation.note', { note: cancellationNote })
          : t('appointments.extras.cancellation.noNote')}
      </p>
    </SectionCard>
  );
}
