import { ApiError } from '../../lib/errors';
import { serverIntervalErrors } from './intervals';
import type { DayRow } from './schemas';

type EndPath = `days[${number}].timeslotIntervals[${number}].endTime`;

/**
 * The backend's 400 on intervals, placed on the interval each message names (like the form's own check): the row is
 * the `days.<i>` of the message (the weekly form sends all seven days in order), else the only row.
 */
export function intervalRefusals(error: unknown, days: DayRow[]): { path: EndPath; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const errors = Array.isArray(error.body?.errors) ? error.body.errors : [];
  const result: { path: EndPath; message: string }[] = [];
  for (const [key, message] of serverIntervalErrors(errors)) {
    const [prefix = '', range = ''] = key.split('|');
    const row = Number(/^days\.(\d+)\./.exec(prefix)?.[1] ?? 0);
    const j = days[row]?.timeslotIntervals.findIndex((i) => `${i.startTime}-${i.endTime}` === range) ?? -1;
    if (j >= 0) result.push({ path: `days[${row}].timeslotIntervals[${j}].endTime`, message });
  }
  return result;
}

/** A 400 the form shows on its intervals rather than as a toast. */
export const isIntervalRefusal = (days: () => DayRow[]) => (error: unknown) =>
  intervalRefusals(error, days()).length > 0;

/** The field-meta update that shows a server message under a field until it changes (as accounts' serverError). */
export function withServerMessage(message: string) {
  return <M extends { isTouched: boolean; isBlurred: boolean; errorMap: object }>(meta: M): M => ({
    ...meta,
    isTouched: true,
    isBlurred: true,
    errorMap: { ...meta.errorMap, onSubmit: message },
  });
}
