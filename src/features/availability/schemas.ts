import { z } from 'zod/mini';
import {
  SaveAvailabilitySettingBody,
  saveAvailabilitySettingBodyBufferMinutesMax as bufferMax,
  saveAvailabilitySettingBodyBufferMinutesMin as bufferMin,
  saveAvailabilitySettingBodyMinimumNoticeHoursMax as noticeMax,
  saveAvailabilitySettingBodyMinimumNoticeHoursMin as noticeMin,
  saveAvailabilitySettingBodySessionDurationMinutesMax as sessionMax,
  saveAvailabilitySettingBodySessionDurationMinutesMin as sessionMin,
  saveAvailabilitySettingBodySessionDurationMinutesMultipleOf as sessionStep,
  SaveRecurringAvailabilityDaysBody,
} from '../../../generated/zod/availability/availability.zod';
import { intervalProblems, type Interval } from './intervals';
import type { TranslateOf } from '../../lib/i18n/translate';
import type messages from './messages';

type Translate = TranslateOf<typeof messages>;

/** One row of the interval editor: a weekday ('MONDAY') or a date ('2026-12-03'), available or not, its intervals. */
export interface DayRow {
  key: string;
  isAvailable: boolean;
  timeslotIntervals: Interval[];
}

/** Every interval form has this shape: the weekly form leaves `date` empty, the date forms have one row. */
export interface EditorValues {
  date: string;
  days: DayRow[];
}

const intervalSchema = SaveRecurringAvailabilityDaysBody.shape.days.def.element.shape.timeslotIntervals.def.element;

/** The days' intervals: each problem on its interval's end, before anything is sent (unavailable days are not sent). */
function daysSchema(t: Translate) {
  const row = z.object({ key: z.string(), isAvailable: z.boolean(), timeslotIntervals: z.array(intervalSchema) });
  return z.array(row).check(
    z.superRefine((days, ctx) => {
      days.forEach((day, i) => {
        if (!day.isAvailable) return;
        intervalProblems(day.timeslotIntervals).forEach((problem, j) => {
          if (problem)
            ctx.addIssue({
              code: 'custom',
              path: [i, 'timeslotIntervals', j, 'endTime'],
              message: t(`availability.interval.${problem}`),
            });
        });
      });
    }),
  );
}

export const weekSchema = (t: Translate) => z.object({ date: z.string(), days: daysSchema(t) });

/** A specific date: required, today or later in the provider's zone. */
export function dateSchema(t: Translate, today: string) {
  return z.object({
    date: z.string().check(
      z.minLength(1, t('availability.dates.dateRequired')),
      z.refine((date) => date >= today, t('availability.dates.past')),
    ),
    days: daysSchema(t),
  });
}

export interface RulesValues {
  sessionDurationMinutes: string;
  bufferMinutes: string;
  minimumNoticeHours: string;
}

/** A whole number typed into a text box, checked against the contract's limits with their message. */
const wholeNumber = (schema: z.ZodMiniType<number>, message: string) =>
  z.string().check(z.refine((value) => /^\s*\d+\s*$/.test(value) && schema.safeParse(Number(value)).success, message));

/** The booking rules with the contract's limits as the messages. */
export function rulesSchema(t: Translate) {
  const range = (id: 'sessionRange' | 'bufferRange' | 'noticeRange', values: Record<string, number>) =>
    t(`availability.rules.${id}`, values);
  const shape = SaveAvailabilitySettingBody.shape;
  return z.object({
    sessionDurationMinutes: wholeNumber(
      shape.sessionDurationMinutes,
      range('sessionRange', { min: sessionMin, max: sessionMax, step: sessionStep }),
    ),
    bufferMinutes: wholeNumber(shape.bufferMinutes, range('bufferRange', { min: bufferMin, max: bufferMax })),
    minimumNoticeHours: wholeNumber(shape.minimumNoticeHours, range('noticeRange', { min: noticeMin, max: noticeMax })),
  });
}

export const rulesLimits = { sessionMin, sessionMax, sessionStep, bufferMin, bufferMax, noticeMin, noticeMax };
