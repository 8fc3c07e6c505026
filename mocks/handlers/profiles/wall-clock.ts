import { tzOffset } from '@date-fns/tz';

const MINUTE = 60_000;

/**
 * The viewer's wall clock at an instant, kept per zone and instant: the same slot starts recur across therapists and
 * across a "nothing matches" answer's recounts, and a weekend search may read every weekday slot of two months.
 */
type WallClock = { hour: number; weekday: number };
const wallClocks = new Map<string, Map<number, WallClock>>();
export function wallClock(ms: number, timeZone: string) {
  let zone = wallClocks.get(timeZone);
  if (!zone || zone.size > 50_000) wallClocks.set(timeZone, (zone = new Map<number, WallClock>()));
  let clock = zone.get(ms);
  if (!clock) {
    const local = new Date(ms + tzOffset(timeZone, new Date(ms)) * MINUTE);
    clock = { hour: local.getUTCHours(), weekday: local.getUTCDay() };
    zone.set(ms, clock);
  }
  return clock;
}
