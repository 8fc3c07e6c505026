import { useSelector } from '@tanstack/react-form';
import { useId, type ReactNode } from 'react';
import type { z } from 'zod/mini';
import type { Booking, UserType } from '../../../generated/model';
import type { SendResult } from '../../lib/mutation';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { BookingSummary } from '../booking-widgets';
import { requestBody, type SlotBody, type SlotFormValues } from './schemas';
import { SlotField, useSlotTaken } from './SlotField';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * The schedule and reschedule form: the booking, a free slot and a note. A slot taken meanwhile (409
 * SLOT_UNAVAILABLE) clears the pick, says so and reloads the calendar (useSlotTaken); any other failure is toasted
 * by the mutation path and the form keeps what was typed.
 */
export function SlotForm({
  booking,
  viewer,
  title,
  close,
  schema,
  noteMax,
  submitLabel,
  send,
  blocked = false,
  intro,
  after,
}: {
  booking: Booking;
  viewer: UserType;
  title: string;
  close: () => void;
  schema: z.ZodMiniType<SlotFormValues, SlotFormValues>;
  noteMax: number;
  submitLabel: string;
  send: (body: SlotBody) => Promise<SendResult<unknown>>;
  /** Nothing can be sent (no attempts left): the fields are hidden and the submit button disabled. */
  blocked?: boolean;
  /** Shown under the booking. */
  intro?: ReactNode;
  /** Shown under the fields, given the picked slot ('' while none). */
  after?: (slot: string) => ReactNode;
}) {
  const t = useT(messages);
  const formId = useId();
  const slotTaken = useSlotTaken();
  const form = useAppForm({
    defaultValues: { timeslotIdentifier: '', note: '' } satisfies SlotFormValues,
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      slotTaken.clear();
      slotTaken.afterSend(await send(requestBody(value)), () => form.setFieldValue('timeslotIdentifier', ''));
    },
  });
  const slot = useSelector(form.store, (s) => s.values.timeslotIdentifier);

  return (
    <Dialog
      title={title}
      onClose={close}
      size="lg"
      footer={
        <form.AppForm>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <form.SubmitButton form={formId} disabled={blocked}>
            {submitLabel}
          </form.SubmitButton>
        </form.AppForm>
      }
    >
      <Form form={form} id={formId} disabled={blocked} className="flex flex-col gap-5">
        <BookingSummary booking={booking} viewer={viewer} />
        {intro}
        {!blocked && (
          <>
            <form.AppField name="timeslotIdentifier">
              {(field) => (
                <SlotField
                  field={field}
                  providerId={booking.provider.identifier}
                  categoryId={booking.therapyCategory.identifier}
                  slotTaken={slotTaken}
                />
              )}
            </form.AppField>
            <form.AppField name="note">{(field) => <field.NoteField max={noteMax} />}</form.AppField>
          </>
        )}
        {after?.(slot)}
      </Form>
    </Dialog>
  );
}
