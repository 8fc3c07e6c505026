import type { IntlShape } from 'react-intl';
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

type Translate = Pick<IntlShape, 'formatMessage'>;

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
function daysSchema(intl: Translate) {
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
              message: intl.formatMessage({ id: `availability.interval.${problem}` }),
            });
        });
      });
    }),
  );
}

export const weekSchema = (intl: Translate) => z.object({ date: z.string(), days: daysSchema(intl) });

/** A specific date: required, today or later in the provider's zone. */
export function dateSchema(intl: Translate, today: string) {
  return z.object({
    date: z.string().check(
      z.minLength(1, intl.formatMessage({ id: 'availability.dates.dateRequired' })),
      z.refine((date) => date >= today, intl.formatMessage({ id: 'availability.dates.past' })),
    ),
    days: daysSchema(intl),
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
export function rulesSchema(intl: Translate) {
  const t = (id: 'sessionRange' | 'bufferRange' | 'noticeRange', values: Record<string, number>) =>
    intl.formatMessage({ id: `availability.rules.${id}` }, values);
  const shape = SaveAvailabilitySettingBody.shape;
  return z.object({
    sessionDurationMinutes: wholeNumber(
      shape.sessionDurationMinutes,
      t('sessionRange', { min: sessionMin, max: sessionMax, step: sessionStep }),
    ),
    bufferMinutes: wholeNumber(shape.bufferMinutes, t('bufferRange', { min: bufferMin, max: bufferMax })),
    minimumNoticeHours: wholeNumber(shape.minimumNoticeHours, t('noticeRange', { min: noticeMin, max: noticeMax })),
  });
}

export const rulesLimits = { sessionMin, sessionMax, sessionStep, bufferMin, bufferMax, noticeMin, noticeMax };
