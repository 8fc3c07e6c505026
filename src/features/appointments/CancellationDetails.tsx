import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Booking, UserType } from '../../../generated/model';
import type { MessageId } from '../../lib/i18n';
import { SectionCard } from '../../ui/SectionCard';
import { bookingDetailsQuery } from './extras-queries';

/** A cancelled booking: who cancelled it (from the viewer's side) and the cancellation note, from its details. */
export function CancellationDetails({ booking, viewer }: { booking: Booking; viewer: UserType }) {
  const intl = useIntl();
  const details = useQuery({ ...bookingDetailsQuery(booking.identifier), enabled: booking.status === 'cancelled' });
  if (booking.status !== 'cancelled' || !details.data) return null;
  const { cancelledBy, cancellationNote } = details.data;
  const who: MessageId = !cancelledBy
    ? 'extras.cancelledBy.unknown'
    : cancelledBy === viewer
      ? 'extras.cancelledBy.you'
      : cancelledBy === 'client'
        ? 'extras.cancelledBy.client'
        : 'extras.cancelledBy.provider';
  return (
    <SectionCard id="cancellation-title" title={intl.formatMessage({ id: 'extras.cancellation.title' })}>
      <p className="mt-2 text-sm text-slate-800">{intl.formatMessage({ id: who })}</p>
      <p className="mt-2 text-sm whitespace-pre-line text-slate-700">
        {cancellationNote
          ? intl.formatMessage({ id: 'extras.cancellation.note' }, { note: cancellationNote })
          : intl.formatMessage({ id: 'extras.cancellation.noNote' })}
      </p>
    </SectionCard>
  );
}
