import { useForm, useStore } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import type { Booking, UserType } from '../../../generated/model';
import { invalidateBookings } from '../../lib/bookings';
import { BookingSummary } from '../../ui/BookingSummary';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { fieldErrors } from '../../ui/fields';
import { NoteField } from '../../ui/NoteField';
import { isSlotTaken } from './errors';
import { requestBody, type SlotBody, type SlotFormValues } from './schemas';
import { SlotPicker } from './SlotPicker';

/**
 * The schedule and reschedule form: the booking, a free slot and a note. A slot taken meanwhile (409
 * SLOT_UNAVAILABLE) clears the pick, says so and reloads the calendar; any other failure goes to `onError` and the
 * form keeps what was typed.
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
  onError,
  blocked = false,
  intro,
  after,
}: {
  booking: Booking;
  viewer: UserType;
  title: string;
  close: () => void;
  schema: z.ZodType<SlotFormValues, SlotFormValues>;
  noteMax: number;
  submitLabel: string;
  send: (body: SlotBody) => Promise<void>;
  onError: (error: unknown) => void;
  /** Nothing can be sent (no attempts left): the fields are hidden and the submit button disabled. */
  blocked?: boolean;
  /** Shown under the booking. */
  intro?: ReactNode;
  /** Shown under the fields, given the picked slot ('' while none). */
  after?: (slot: string) => ReactNode;
}) {
  const intl = useIntl();
  const formId = useId();
  const queryClient = useQueryClient();
  const [slotTaken, setSlotTaken] = useState(false);
  const form = useForm({
    defaultValues: { timeslotIdentifier: '', note: '' } satisfies SlotFormValues,
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      setSlotTaken(false);
      try {
        await send(requestBody(value));
      } catch (error) {
        if (!isSlotTaken(error)) {
          onError(error);
          return;
        }
        setSlotTaken(true);
        form.setFieldValue('timeslotIdentifier', '');
        void invalidateBookings(queryClient);
      }
    },
  });
  const slot = useStore(form.store, (s) => s.values.timeslotIdentifier);

  return (
    <Dialog
      title={title}
      onClose={close}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
          <form.Subscribe selector={(s) => s.isSubmitting}>
            {(isSubmitting) => (
              <Button type="submit" form={formId} disabled={blocked} busy={isSubmitting}>
                {submitLabel}
              </Button>
            )}
          </form.Subscribe>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!blocked) void form.handleSubmit();
        }}
        className="flex flex-col gap-5"
      >
        <BookingSummary booking={booking} viewer={viewer} />
        {intro}
        {!blocked && (
          <>
            <form.Field name="timeslotIdentifier">
              {(field) => (
                <SlotPicker
                  providerId={booking.provider.identifier}
                  categoryId={booking.therapyCategory.identifier}
                  value={field.state.value}
                  onChange={(id) => {
                    if (id) setSlotTaken(false);
                    field.handleChange(id);
                  }}
                  error={slotTaken ? intl.formatMessage({ id: 'scheduling.slot.taken' }) : fieldErrors(field).join(' ') || undefined}
                />
              )}
            </form.Field>
            <form.Field name="note">{(field) => <NoteField field={field} max={noteMax} />}</form.Field>
          </>
        )}
        {after?.(slot)}
      </form>
    </Dialog>
  );
}
