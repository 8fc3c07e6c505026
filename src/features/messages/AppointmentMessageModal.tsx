import { useMemo } from 'react';
import { useIntl } from 'react-intl';
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
import { useT, type TranslateOf } from '../../lib/i18n/translate';
import messages from './messages';
import { trimInvisible } from '../../lib/visible-text';

const schema = (t: TranslateOf<typeof messages>) =>
  z.object({
    body: z
      .string()
      .check(z.overwrite(trimInvisible))
      .check(z.minLength(1, { error: t('messages.appointment.required') }))
      .check(tooLong(t, sendMessageBodyBodyMax)),
  });

/** 'Message' on a booking: write to the other party about that session; it lands in their chat. */
export default function AppointmentMessageModal({ id, close }: ModalProps<{ id: string }>) {
  const t = useT(messages);
  return (
    <BookingModal id={id} title={t('chat.appointment.action')} close={close}>
      {(booking, viewer) => <AppointmentMessage booking={booking} viewer={viewer} close={close} />}
    </BookingModal>
  );
}

function AppointmentMessage({ booking, viewer, close }: { booking: Booking; viewer: UserType; close: () => void }) {
  const intl = useIntl();
  const t = useT(messages);
  const timeZone = useUserTimeZone();
  const other = otherPartyOf(booking, viewer);
  const receiverIdentifier = viewer === 'client' ? booking.provider.identifier : booking.client.identifier;
  const when = booking.startTime
    ? {
        day: intl.formatDate(booking.startTime, { weekday: 'short', day: 'numeric', month: 'short', timeZone }),
        time: formatMessageTime(intl.locale, booking.startTime, timeZone),
      }
    : null;
  const prefix = when ? t('messages.appointment.prefix', when) : t('messages.appointment.prefixUnscheduled');
  const send = useSendMessage(receiverIdentifier);
  const validator = useMemo(() => schema(t), [t]);
  const form = useAppForm({
    defaultValues: { body: `${prefix} ` },
    validators: { onSubmit: validator },
    onSubmit: async ({ value }) => {
      const result = await send.send({ data: { receiverIdentifier, body: trimInvisible(value.body) } });
      if (!result.ok) return;
      toastSuccess(t('messages.appointment.sent'));
      close();
    },
  });
  useFormDraft(form);

  return (
    <Dialog
      title={t('messages.appointment.title', { name: other.name })}
      description={when ? t('messages.appointment.about', when) : t('messages.appointment.unscheduled')}
      onClose={close}
      footer={
        <form.AppForm>
          <Button variant="secondary" onClick={close} disabled={send.busy}>
            {t('messages.cancel')}
          </Button>
          <form.SubmitButton form="appointment-message-form" busy={send.busy}>
            {t('messages.send')}
          </form.SubmitButton>
        </form.AppForm>
      }
    >
      <div className="flex flex-col gap-5">
        <BookingSummary booking={booking} viewer={viewer} />
        <Form form={form} id="appointment-message-form">
          <form.AppField name="body">
            {(field) => <field.TextareaField label={t('messages.composer')} rows={5} />}
          </form.AppField>
        </Form>
      </div>
    </Dialog>
  );
}
