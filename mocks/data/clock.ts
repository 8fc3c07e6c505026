// Seeds are laid out relative to "now" so that the 48-hour rules and the calendar always have something to show.
export interface SeedClock {
  now: Date;
  /** now + hours, as an ISO string. */
  hoursFromNow(hours: number): string;
  /** The start of a whole hour, `days` from today at `hour` o'clock UTC. */
  dayAt(days: number, hour: number): Date;
}

export function seedClock(now: Date): SeedClock {
  return {
    now,
    hoursFromNow: (hours) => new Date(now.getTime() + hours * 3_600_000).toISOString(),
    dayAt: (days, hour) => {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour));
      return d;
    },
  };
}
