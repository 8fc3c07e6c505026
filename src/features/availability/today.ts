// Today in a zone with Intl alone: the route loader needs it, and date-fns stays out of the first chunk.

/** Today's date ('YYYY-MM-DD') in the provider's zone. */
export const todayIn = (timeZone: string, now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
