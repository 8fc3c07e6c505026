import type { IntlShape } from 'react-intl';
import { z } from 'zod';
import type { UserType } from '../../../generated/model';
import { noteRule } from '../../ui/form/form-kit';
import { RescheduleAppointmentBody, rescheduleAppointmentBodyNoteMax } from '../../../generated/zod/appointments/appointments.zod';
import { RescheduleBookingBody, rescheduleBookingBodyNoteMax, ScheduleBookingBody, scheduleBookingBodyNoteMax } from '../../../generated/zod/bookings/bookings.zod';

type Translate = Pick<IntlShape, 'formatMessage'>;

function fields(intl: Translate, noteMax: number) {
  const t = intl.formatMessage;
  return {
    timeslotIdentifier: z.string().min(1, { error: t({ id: 'scheduling.slot.required' }) }),
    note: noteRule(intl, noteMax),
  };
}

/** The schedule body with the spec's messages: a slot is required ('Please select a time slot'), the note ≤ 400. */
export function scheduleSchema(intl: Translate) {
  return ScheduleBookingBody.pick({ timeslotIdentifier: true, note: true }).extend(fields(intl, scheduleBookingBodyNoteMax));
}

/** The reschedule body (the client's or the provider's call): a slot is required, the note optional and ≤ 400. */
export function rescheduleSchema(intl: Translate, userType: UserType) {
  return userType === 'client'
    ? RescheduleBookingBody.extend(fields(intl, rescheduleBookingBodyNoteMax))
    : RescheduleAppointmentBody.extend(fields(intl, rescheduleAppointmentBodyNoteMax));
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
