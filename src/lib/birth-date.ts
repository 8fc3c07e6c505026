// Dates of birth (the contract's BirthDate): a real calendar day from 1900-01-01, before today. The profile's and the
// bank form's rules share these, so that no form sends a day the server refuses (such as a birth date in 2999).

/** The earliest date of birth any form takes (the contract's range starts here). */
export const BIRTH_DATE_MIN = '1900-01-01';

/** Today as `YYYY-MM-DD` in the user's own calendar. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `YYYY-MM-DD` naming a day that exists (no 30 February), from 1900 on. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < BIRTH_DATE_MIN) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/** A real calendar day from 1900-01-01 up to yesterday. */
export const isPastBirthDate = (value: string, now = new Date()) => isCalendarDay(value) && value < todayIso(now);
