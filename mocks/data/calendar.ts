// Calendar subscriptions (decision 0009): one secret feed link per user who turned it on, and what each session's
// event last looked like in a feed, so that a change of its time or status is a new SEQUENCE.

export interface CalendarSubscriptionRecord {
  userIdentifier: string;
  /** 256 random bits, base64url: the link's only access. */
  secret: string;
  /** The language the feed's texts are written in, from the call that made the link. */
  language: 'en' | 'de';
  createdAt: string;
}

interface CalendarEventVersion {
  /** The start, end and status the feed last carried. */
  fingerprint: string;
  sequence: number;
  modifiedAt: string;
}

export interface CalendarState {
  calendarSubscriptions: CalendarSubscriptionRecord[];
  /** Booking identifier → its event's version, shared by every feed that lists the session. */
  calendarEventVersions: Record<string, CalendarEventVersion>;
}

export function seedCalendar(): CalendarState {
  return { calendarSubscriptions: [], calendarEventVersions: {} };
}
