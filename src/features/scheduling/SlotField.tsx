import type { AnyFieldApi } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SendResult } from '../../lib/mutation';
import { refreshDomains } from '../../lib/query-keys';
import { fieldErrors } from '../../ui/form/form-kit';
import { isSlotTaken } from './errors';
import { SlotPicker } from './SlotPicker';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * A slot taken between loading the calendar and sending (409 SLOT_UNAVAILABLE): `afterSend` claims that failure,
 * clears the pick, says so (`taken`) and reloads the calendar; every other failure stays with the mutation path.
 */
export function useSlotTaken() {
  const queryClient = useQueryClient();
  const [taken, setTaken] = useState(false);
  return {
    taken,
    clear: () => setTaken(false),
    afterSend: (result: SendResult<unknown>, clearSlot: () => void) => {
      if (result.ok || !isSlotTaken(result.error)) return;
      setTaken(true);
      clearSlot();
      void refreshDomains(queryClient, ['availability', 'bookings']);
    },
  };
}

/** A form's time-slot field: the provider's calendar for the category, bound to the field, with its message. */
export function SlotField({
  field,
  providerId,
  categoryId,
  slotTaken,
  initialDay,
}: {
  field: AnyFieldApi;
  providerId: string;
  categoryId: string | null | undefined;
  slotTaken: ReturnType<typeof useSlotTaken>;
  /** The day (`YYYY-MM-DD`) to open on instead of the first with slots: a slot chosen before. */
  initialDay?: string;
}) {
  const t = useT(messages);
  return (
    <SlotPicker
      providerId={providerId}
      categoryId={categoryId}
      initialDay={initialDay}
      value={field.state.value as string}
      onChange={(id) => {
        if (id) slotTaken.clear();
        field.handleChange(id);
      }}
      error={slotTaken.taken ? t('scheduling.slot.taken') : fieldErrors(field).join(' ') || undefined}
    />
  );
}
