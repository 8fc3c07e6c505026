import { createEvent } from 'ics';

export interface SessionEvent {
  identifier: string;
  startTime: string;
  endTime: string;
  title: string;
  description: string;
}

/** The session as an iCalendar file (start and end in UTC), or null when it cannot be built. */
export function sessionCalendarFile(session: SessionEvent): string | null {
  const { error, value } = createEvent({
    uid: `${session.identifier}@therapy-booking`,
    productId: 'therapy-booking',
    start: Date.parse(session.startTime),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(session.endTime),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: session.title,
    description: session.description,
  });
  return error || !value ? null : value;
}

/** A link target that downloads the file without a server round trip. */
export function calendarFileHref(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
