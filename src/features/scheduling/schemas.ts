import { z } from 'zod/mini';
import type { UserType } from '../../../generated/model';
import { noteRule } from '../../ui/form/form-kit';
import {
  RescheduleAppointmentBody,
  rescheduleAppointmentBodyNoteMax,
} from '../../../generated/zod/appointments/appointments.zod';
import {
  RescheduleBookingBody,
  rescheduleBookingBodyNoteMax,
  scheduleBookingBodyNoteMax,
} from '../../../generated/zod/bookings/bookings.zod';
import type { TranslateOf } from '../../lib/i18n/translate';
import type messages from './messages';

type T = TranslateOf<typeof messages>;

function fields(t: T, noteMax: number) {
  return {
    timeslotIdentifier: z.string().check(z.minLength(1, { error: t('scheduling.slot.required') })),
    note: noteRule(t, noteMax),
  };
}

/** The schedule body with the spec's messages: a slot is required ('Please select a time slot'), the note ≤ 400. */
export function scheduleSchema(t: T) {
  return z.object(fields(t, scheduleBookingBodyNoteMax));
}

/** The reschedule body (the client's or the provider's call): a slot is required, the note optional and ≤ 400. */
export function rescheduleSchema(t: T, userType: UserType) {
  return userType === 'client'
    ? z.object({ ...RescheduleBookingBody.shape, ...fields(t, rescheduleBookingBodyNoteMax) })
    : z.object({ ...RescheduleAppointmentBody.shape, ...fields(t, rescheduleAppointmentBodyNoteMax) });
}

export interface SlotFormValues {
  timeslotIdentifier: string;
  note: string;
}

export interface SlotBody {
  timeslotIdentifier: string;
  note?: string;
}

/** The body to send: an empty note is left out. */
export function requestBody(value: SlotFormValues): SlotBody {
  const note = value.note.trim();
  return { timeslotIdentifier: value.timeslotIdentifier, ...(note ? { note } : {}) };
}
