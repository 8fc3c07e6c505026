// The one iCalendar writer (RFC 5545, through the `ics` package): the single-session download and the offline
// backend's subscription feed both build their files here, so the two never disagree on UIDs, times or escaping.
import { createEvents, type EventAttributes } from 'ics';

export interface CalendarEvent {
  /** Stable for the session's life: a calendar updates the event with this UID in place. */
  uid: string;
  startTime: string;
  endTime: string;
  title: string;
  description?: string;
  location?: string;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** Grows with every change of the event's time or status. */
  sequence?: number;
  /** When the event last changed (DTSTAMP and LAST-MODIFIED); now when absent. */
  modifiedAt?: string;
}

/** The UID of a booking's event, the same in the download and in the feed. */
export const sessionUid = (bookingIdentifier: string) => `${bookingIdentifier}@therapy-booking`;

/**
 * Text as RFC 5545 allows it: line breaks as one newline (the package escapes `\n`, `,`, `;` and `\`), and no other
 * control characters, which a TEXT value may not carry.
 */
// eslint-disable-next-line no-control-regex
const plainText = (text: string) => text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ');

function attributesOf(event: CalendarEvent): EventAttributes & { timestamp?: number } {
  const modified = event.modifiedAt === undefined ? undefined : Date.parse(event.modifiedAt);
  return {
    uid: event.uid,
    start: Date.parse(event.startTime),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(event.endTime),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: plainText(event.title),
    ...(event.description !== undefined && { description: plainText(event.description) }),
    ...(event.location !== undefined && { location: plainText(event.location) }),
    ...(event.status !== undefined && { status: event.status }),
    ...(event.sequence !== undefined && { sequence: event.sequence }),
    ...(modified !== undefined && { timestamp: modified, lastModified: modified }),
  };
}

/** An iCalendar file of these events (times in UTC), or null when one of them cannot be written. */
export function calendarFile(
  events: CalendarEvent[],
  calendar: { name?: string; private?: boolean } = {},
): string | null {
  const { error, value } = createEvents(
    events.map((event) => ({ ...attributesOf(event), ...(calendar.private && { classification: 'PRIVATE' }) })),
    { productId: 'therapy-booking', ...(calendar.name && { calName: plainText(calendar.name).replace(/\n/g, ' ') }) },
  );
  return error || !value ? null : value;
}
