import { useMemo } from 'react';
import { z } from 'zod/mini';
import type { Booking } from '../../../generated/model';
import { shareBookingBodyEmailMax } from '../../../generated/zod/bookings/bookings.zod';
import type { ModalProps } from '../../lib/modal-descriptor';
import { useSend } from '../../lib/mutation';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { tooLong } from '../../ui/form/limits';
import { BookingModal, BookingNotice, BookingSummary } from '../booking-widgets';
import { shareBookingOptions } from './extras-queries';
import { useT, type TranslateOf } from '../../lib/i18n/translate';
import messages from './messages';

function shareSchema(t: TranslateOf<typeof messages>) {
  return z.object({
    email: z.email({ error: t('form.email.invalid') }).check(tooLong(t, shareBookingBodyEmailMax)),
  });
}

/**
 * ?modal=share&id=<booking>: the client invites someone by e-mail to the session (a couple or family session). A
 * duplicate or one's own address shows the backend's message (the error toast).
 */
export default function ShareBookingModal({ id, close }: ModalProps<{ id: string }>) {
  const t = useT(messages);
  const title = t('appointments.share.title');
  return (
    <BookingModal id={id} title={title} close={close}>
      {(booking, viewer) =>
        viewer === 'client' ? (
          <ShareForm booking={booking} title={title} close={close} />
        ) : (
          <BookingNotice
            booking={booking}
            viewer={viewer}
            title={title}
            close={close}
            text={t('appointments.share.clientsOnly')}
          />
        )
      }
    </BookingModal>
  );
}

function ShareForm({ booking, title, close }: { booking: Booking; title: string; close: () => void }) {
  const t = useT(messages);
  const schema = useMemo(() => shareSchema(t), [t]);
  const share = useSend(shareBookingOptions(), {
    refresh: ['bookings'],
    onSuccess: (guest) => {
      toastSuccess(t('appointments.share.done', { email: guest.email }));
      close();
    },
  });
  const form = useAppForm({
    defaultValues: { email: '' },
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      await share.send({ data: { bookingIdentifier: booking.identifier, email: value.email.trim() } });
    },
  });
  return (
    <Dialog
      title={title}
      description={t('appointments.share.intro')}
      onClose={close}
      footer={
        <form.AppForm>
          <Button variant="secondary" onClick={close} disabled={share.busy}>
            {t('common.cancel')}
          </Button>
          <form.SubmitButton form="share-form" busy={share.busy}>
            {t('appointments.share.submit')}
          </form.SubmitButton>
        </form.AppForm>
      }
    >
      <BookingSummary booking={booking} viewer="client" />
      <Form form={form} id="share-form" className="mt-5">
        <form.AppField name="email">
          {(field) => <field.EmailField label={t('appointments.share.email')} data-autofocus />}
        </form.AppField>
      </Form>
    </Dialog>
  );
}
