// Slot maths of the offline backend (decision 0040): slots cut from the availability intervals by the booking rules,
// their identifiers, and which of them a provider's bookings take.
import type { AvailabilitySetting, AvailabilityTimeSlot, Booking } from '../../generated/model';
import type { ProviderCalendar } from './scheduling/state';

const MINUTE = 60_000;

/** What cuts an interval into slots: each slot lasts the session length, the next starts after the buffer. */
export type SlotRules = Pick<AvailabilitySetting, 'sessionDurationMinutes' | 'bufferMinutes'>;

/** The rules the server applies before any are saved (one-hour slots, no break). */
export const DEFAULT_SLOT_RULES: SlotRules = { sessionDurationMinutes: 60, bufferMinutes: 0 };

/** The booking rules that apply: the category's when it has its own, else the calendar's (decision 0040). */
export function rulesFor(
  calendar: ProviderCalendar,
  key: string,
  category?: string | null,
): Omit<AvailabilitySetting, 'categoryIdentifier'> {
  const setting = (category ? calendar.settings[category] : undefined) ?? calendar.settings[key];
  return setting ?? { ...DEFAULT_SLOT_RULES, minimumNoticeHours: 0 };
}

/**
 * `ts-<provider>-<key>-<YYYYMMDD>T<HHMM>Z`, the UTC start to the minute. A slot on a whole hour reads
 * `…T0900Z`, exactly as the hourly identifiers always did.
 */
export function slotIdentifier(providerIdentifier: string, key: string, startMs: number): string {
  const iso = new Date(startMs).toISOString();
  return `ts-${providerIdentifier}-${key}-${iso.slice(0, 10).replaceAll('-', '')}T${iso.slice(11, 13)}${iso.slice(14, 16)}Z`;
}

export function parseSlotIdentifier(
  identifier: string,
): { providerIdentifier: string; key: string; startMs: number } | null {
  const [, providerIdentifier, key, y, mo, d, h, mi] =
    /^ts-([^-]+)-([^-]+)-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})Z$/.exec(identifier) ?? [];
  if (!providerIdentifier || !key || !y || !mo || !d || !h || !mi) return null;
  return { providerIdentifier, key, startMs: Date.UTC(+y, +mo - 1, +d, +h, +mi) };
}

/**
 * The slot starts of one interval (UTC instants, end excluded): the first at its start, the next every session length +
 * buffer, each slot lasting the session length and ending within the interval. Steps are real minutes, so a
 * daylight-saving change inside the interval shifts the wall-clock times after it, never the sessions' lengths.
 */
export function slotStarts(fromMs: number, toMs: number, rules: SlotRules): number[] {
  const length = rules.sessionDurationMinutes * MINUTE;
  const step = length + rules.bufferMinutes * MINUTE;
  const starts: number[] = [];
  if (length <= 0) return starts;
  for (let start = fromMs; start + length <= toMs; start += step) starts.push(start);
  return starts;
}

/** The slots of one interval, as `slotStarts` places them. */
export function intervalSlots(
  providerIdentifier: string,
  key: string,
  fromMs: number,
  toMs: number,
  rules: SlotRules,
): AvailabilityTimeSlot[] {
  const length = rules.sessionDurationMinutes * MINUTE;
  return slotStarts(fromMs, toMs, rules).map((start) => ({
    identifier: slotIdentifier(providerIdentifier, key, start),
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + length).toISOString(),
  }));
}

/**
 * Which times a provider is busy: every live (not cancelled) booking's session and every pending reschedule's proposed
 * time, of any category. Built once per request from all bookings; each question is then a binary search.
 */
export function busyTimes(
  bookings: readonly Booking[],
  providerIdentifier: string,
  exceptBooking?: string,
): (startMs: number, endMs: number) => boolean {
  const spans: [number, number][] = [];
  const add = (start: string | null, end: string | null) => {
    if (start === null) return;
    const from = Date.parse(start);
    spans.push([from, end === null ? from + 60 * MINUTE : Date.parse(end)]);
  };
  for (const b of bookings) {
    if (b.provider.identifier !== providerIdentifier || b.status === 'cancelled' || b.identifier === exceptBooking)
      continue;
    add(b.startTime, b.endTime);
    if (b.rescheduleInfo.status === 'pending')
      add(b.rescheduleInfo.proposedStartTime, b.rescheduleInfo.proposedEndTime);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const starts = spans.map(([start]) => start);
  // The latest end among the spans up to each index: a slot overlaps some span starting before its end iff that
  // latest end is after the slot's start.
  const latestEnd: number[] = [];
  for (const [, end] of spans) latestEnd.push(Math.max(latestEnd.at(-1) ?? -Infinity, end));
  return (startMs, endMs) => {
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((starts[mid] ?? Infinity) < endMs) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 && (latestEnd[lo - 1] ?? -Infinity) > startMs;
  };
}
