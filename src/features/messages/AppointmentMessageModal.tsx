import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { z } from 'zod/mini';
import type { Booking, UserType } from '../../../generated/model';
import { sendMessageBodyBodyMax } from '../../../generated/zod/messages/messages.zod';
import type { ModalProps } from '../../lib/modal-descriptor';
import { toastSuccess } from '../../lib/toast';
import { useUserTimeZone } from '../../lib/time-zone';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Form, useAppForm, useFormDraft } from '../../ui/form/form-kit';
import { tooLong } from '../../ui/form/limits';
import { otherPartyOf } from '../bookings';
import { BookingModal, BookingSummary } from '../booking-widgets';
import { formatMessageTime } from './message-time';
import { useSendMessage } from './mutations';

const schema = (intl: Pick<IntlShape, 'formatMessage'>) =>
  z.object({
    body: z
      .string()
      .check(z.trim())
      .check(z.minLength(1, { error: intl.formatMessage({ id: 'chat.appointment.required' }) }))
      .check(tooLong(intl, sendMessageBodyBodyMax)),
  });

/** 'Message' on a booking: write to the other party about that session; it lands in their chat. */
export default function AppointmentMessageModal({ id, close }: ModalProps<{ id: string }>) {
  const intl = useIntl();
  return (
    <BookingModal id={id} title={intl.formatMessage({ id: 'chat.appointment.action' })} close={close}>
      {(booking, viewer) => <AppointmentMessage booking={booking} viewer={viewer} close={close} />}
    </BookingModal>
  );
}

function AppointmentMessage({ booking, viewer, close }: { booking: Booking; viewer: UserType; close: () => void }) {
  const intl = useIntl();
  const timeZone = useUserTimeZone();
  const other = otherPartyOf(booking, viewer);
  const receiverIdentifier = viewer === 'client' ? booking.provider.identifier : booking.client.identifier;
  const when = booking.startTime
    ? {
        day: intl.formatDate(booking.startTime, { weekday: 'short', day: 'numeric', month: 'short', timeZone }),
        time: formatMessageTime(intl.locale, booking.startTime, timeZone),
      }
    : null;
  const prefix = when
    ? intl.formatMessage({ id: 'chat.appointment.prefix' }, when)
    : intl.formatMessage({ id: 'chat.appointment.prefixUnscheduled' });
  const send = useSendMessage(receiverIdentifier);
  const validator = useMemo(() => schema(intl), [intl]);
  const form = useAppForm({
    defaultValues: { body: `${prefix} ` },
    validators: { onSubmit: validator },
    onSubmit: async ({ value }) => {
      const result = await send.send({ data: { receiverIdentifier, body: value.body.trim() } });
      if (!result.ok) return;
      toastSuccess(intl.formatMessage({ id: 'chat.appointment.sent' }));
      close();
    },
  });
  useFormDraft(form);

  return (
    <Dialog
      title={intl.formatMessage({ id: 'chat.appointment.title' }, { name: other.name })}
      description={
        when
          ? intl.formatMessage({ id: 'chat.appointment.about' }, when)
          : intl.formatMessage({ id: 'chat.appointment.unscheduled' })
      }
      onClose={close}
      footer={
        <form.AppForm>
          <Button variant="secondary" onClick={close} disabled={send.busy}>
            {intl.formatMessage({ id: 'chat.cancel' })}
          </Button>
          <form.SubmitButton form="appointment-message-form" busy={send.busy}>
            {intl.formatMessage({ id: 'chat.send' })}
          </form.SubmitButton>
        </form.AppForm>
      }
    >
      <div className="flex flex-col gap-5">
        <BookingSummary booking={booking} viewer={viewer} />
        <Form form={form} id="appointment-message-form">
          <form.AppField name="body">
            {(field) => <field.TextareaField label={intl.formatMessage({ id: 'chat.composer' })} rows={5} />}
          </form.AppField>
        </Form>
      </div>
    </Dialog>
  );
}
