import type { ReactNode } from 'react';
import type { Booking, UserType } from '../../../generated/model';
import { ApiError } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadStateDialog } from '../../ui/LoadStateDialog';
import { BookingSummary } from './BookingSummary';
import { useViewerBooking } from '../bookings';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * The frame of a modal that works on the booking of `?id=` (the client's or the provider's view of it): a dialog
 * while it loads or when it cannot be loaded, and for a cancelled booking, which accepts no further change;
 * `children` renders the modal for any other booking.
 */
export function BookingModal(props: BookingModalProps) {
  const t = useT(messages);
  // The modal host sits above the sign-in guard, so the stored session says whose view to load: signed out (in
  // another tab, say), there is no booking to show (decision 0025).
  const viewer = useSession()?.userType;
  if (viewer) return <ViewerBookingModal {...props} viewer={viewer} />;
  const goneText = t('booking.notFound');
  return <LoadStateDialog title={props.title} close={props.close} goneText={goneText} onRetry={props.close} />;
}

interface BookingModalProps {
  id: string | undefined;
  title: string;
  close: () => void;
  children: (booking: Booking, viewer: UserType) => ReactNode;
}

function ViewerBookingModal({ id, title, close, children, viewer }: BookingModalProps & { viewer: UserType }) {
  const t = useT(messages);
  const query = useViewerBooking(viewer, id);
  if (query.isSuccess && query.data.status !== 'cancelled') return children(query.data, viewer);
  if (query.isSuccess) {
    const text = t('booking-widgets.booking.cancelled');
    return <BookingNotice booking={query.data} viewer={viewer} title={title} text={text} close={close} />;
  }
  const notFound = !id || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <LoadStateDialog
      title={title}
      close={close}
      goneText={notFound ? t('booking.notFound') : undefined}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}

/** A booking modal with nothing to do but say why (cancelled, completed, not the viewer's turn), and maybe lead on. */
export function BookingNotice({
  booking,
  viewer,
  title,
  text,
  close,
  action,
}: {
  booking: Booking;
  viewer: UserType;
  title: string;
  text: string;
  close: () => void;
  action?: ReactNode;
}) {
  const t = useT(messages);
  return (
    <Dialog
      title={title}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.close')}
          </Button>
          {action}
        </>
      }
    >
      <BookingSummary booking={booking} viewer={viewer} />
      <p role="status" className="mt-4 text-sm text-slate-700">
        {text}
      </p>
    </Dialog>
  );
}
