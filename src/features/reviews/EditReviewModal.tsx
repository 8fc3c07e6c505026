import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Review } from '../../../generated/model';
import { ApiError } from '../../lib/errors';
import type { MessageId } from './messages';
import type { ModalProps } from '../../lib/modal-descriptor';
import { useSend } from '../../lib/mutation';
import { useSession } from '../../lib/session';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Form } from '../../ui/form/form-kit';
import { LoadStateDialog } from '../../ui/LoadStateDialog';
import { participantReviewQuery, reviewStatusQuery, updateReviewOptions } from './queries';
import { ReviewFields, useReviewForm } from './ReviewFields';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The spec's "review confirmations close after about 2 s". */
const EDIT_CONFIRMATION_MS = 2000;

/**
 * ?modal=edit-review&participantId=<participant>: "Edit review" — allowed once, only when feedbackProvided is true.
 * It loads the rating and comment; when the review was already edited, or there is none, it says why instead.
 */
export default function EditReviewModal({ participantId, close }: ModalProps<{ participantId: string }>) {
  const t = useT(messages);
  const title = t('reviews.edit.title');
  const client = useSession()?.userType === 'client';
  const enabled = Boolean(participantId) && client;
  // Optional: a modal about one record that may be gone tells loading, gone and failed apart itself (decision 0013).
  const status = useQuery({ ...reviewStatusQuery(participantId ?? ''), enabled });
  const review = useQuery({
    ...participantReviewQuery(participantId ?? ''),
    enabled: enabled && status.data?.feedbackProvided === true,
  });
  const [done, setDone] = useState(false);

  if (done) return <Updated title={title} close={close} />;
  let reason: MessageId | null = null;
  if (!client) reason = 'reviews.edit.clientsOnly';
  else if (!participantId || (status.error instanceof ApiError && status.error.status === 404))
    reason = 'reviews.edit.notFound';
  else if (status.data && !status.data.feedbackProvided) reason = 'reviews.edit.none';
  else if (status.data && !status.data.canEdit) reason = 'reviews.edit.alreadyEdited';
  if (reason) return <LoadStateDialog title={title} close={close} goneText={t(reason)} onRetry={() => undefined} />;
  if (!status.data || !review.data) {
    const failed = status.error ?? review.error;
    return (
      <LoadStateDialog
        title={title}
        close={close}
        error={failed}
        onRetry={() => void Promise.all([status.refetch(), review.refetch()])}
      />
    );
  }
  return (
    <EditForm
      participantId={participantId}
      review={review.data}
      title={title}
      close={close}
      onDone={() => setDone(true)}
    />
  );
}

function EditForm({
  participantId,
  review,
  title,
  close,
  onDone,
}: {
  participantId: string;
  review: Review;
  title: string;
  close: () => void;
  onDone: () => void;
}) {
  const t = useT(messages);
  const update = useSend(updateReviewOptions(), {
    refresh: ['reviews', 'bookings', 'provider'],
    onSuccess: () => {
      toastSuccess(t('reviews.edit.done'));
      onDone();
    },
  });
  const form = useReviewForm(
    { rating: review.rating, comment: review.comment ?? '', isAnonymous: review.isAnonymous },
    (data) => update.send({ id: participantId, data }),
  );
  return (
    <Dialog
      title={title}
      description={t('reviews.edit.once')}
      onClose={close}
      footer={
        <form.AppForm>
          <Button variant="secondary" onClick={close} disabled={update.busy}>
            {t('common.cancel')}
          </Button>
          <form.SubmitButton form="edit-review-form" busy={update.busy}>
            {t('reviews.edit.submit')}
          </form.SubmitButton>
        </form.AppForm>
      }
    >
      <Form form={form} id="edit-review-form">
        <ReviewFields form={form} />
      </Form>
    </Dialog>
  );
}

/** The confirmation, which closes itself after about 2 seconds. */
function Updated({ title, close }: { title: string; close: () => void }) {
  const t = useT(messages);
  const latestClose = useRef(close);
  useEffect(() => {
    latestClose.current = close;
  });
  useEffect(() => {
    const timer = setTimeout(() => latestClose.current(), EDIT_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Dialog title={title} onClose={close}>
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-teal-900">
        <CheckCircle2 aria-hidden className="size-5 text-teal-700" />
        {t('reviews.edit.done')}
      </p>
    </Dialog>
  );
}
