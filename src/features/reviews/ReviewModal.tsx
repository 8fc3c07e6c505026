import type { Booking } from '../../../generated/model';
import type { ModalProps } from '../../lib/modal-descriptor';
import { useSend } from '../../lib/mutation';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Form } from '../../ui/form/form-kit';
import { BookingModal, BookingNotice, BookingSummary } from '../booking-widgets';
import { createReviewOptions } from './queries';
import { ReviewFields, useReviewForm } from './ReviewFields';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** ?modal=review&id=<booking>: 'Leave a review' on a session that took place and has none yet (clients). */
export default function ReviewModal({ id, close }: ModalProps<{ id: string }>) {
  const t = useT(messages);
  const title = t('reviews.leave.title');
  return (
    <BookingModal id={id} title={title} close={close}>
      {(booking, viewer) => {
        const reason =
          viewer !== 'client'
            ? 'reviews.leave.clientsOnly'
            : !booking.isCompleted
              ? 'reviews.leave.notYet'
              : booking.feedbackProvided
                ? 'reviews.leave.already'
                : null;
        if (reason)
          return <BookingNotice booking={booking} viewer={viewer} title={title} close={close} text={t(reason)} />;
        return <LeaveReview booking={booking} title={title} close={close} />;
      }}
    </BookingModal>
  );
}

function LeaveReview({ booking, title, close }: { booking: Booking; title: string; close: () => void }) {
  const t = useT(messages);
  const post = useSend(createReviewOptions(), {
    refresh: ['reviews', 'bookings'],
    onSuccess: () => {
      toastSuccess(t('reviews.leave.done'));
      close();
    },
  });
  const form = useReviewForm({ rating: 0, comment: '', isAnonymous: false }, (data) =>
    post.send({ id: booking.participant.identifier, data }),
  );
  const name = [booking.provider.title, booking.provider.firstName, booking.provider.lastName]
    .filter(Boolean)
    .join(' ');
  return (
    <Dialog
      title={title}
      description={t('reviews.prompt', { name })}
      onClose={close}
      footer={
        <form.AppForm>
          <Button variant="secondary" onClick={close} disabled={post.busy}>
            {t('common.cancel')}
          </Button>
          <form.SubmitButton form="review-form" busy={post.busy}>
            {t('reviews.leave.submit')}
          </form.SubmitButton>
        </form.AppForm>
      }
    >
      <BookingSummary booking={booking} viewer="client" />
      <Form form={form} id="review-form" className="mt-5">
        <ReviewFields form={form} />
      </Form>
    </Dialog>
  );
}
