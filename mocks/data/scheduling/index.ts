// The scheduling area of the offline backend's data: its state and rules' constants (state.ts), calendar days in a
// provider's zone (dates.ts), a calendar read for a date (calendars.ts), and the seed (seed.ts with its seed-*.ts
// parts). Handlers, tests and the other seeds import it from here.
export {
  addDays,
  dateParts,
  daysOfMonth,
  localDate,
  localHour,
  localToUtc,
  utcDay,
  weekdayOf,
  windowEndDate,
} from './dates';
export {
  customDayFor,
  dayAvailability,
  dayHours,
  daySlots,
  daySlotStarts,
  defaultSetting,
  emptyWeek,
  weekFor,
  workWeek,
} from './calendars';
export {
  DEFAULT_INTERVAL,
  GENERAL,
  isBookingCompleted,
  modalityName,
  RESCHEDULES_PER_SIDE,
  therapyName,
  WINDOW_HOURS,
  type BookingExtra,
  type ProviderCalendar,
  type SchedulingState,
} from './state';
export { extraBookingIds, guestIds, participantIdOf } from './seed-ids';
export { seedScheduling } from './seed';
export { parseSlotIdentifier, slotIdentifier } from '../slots';
