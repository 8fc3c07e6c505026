import { calendarFile, sessionUid } from '../../lib/icalendar';

export interface SessionEvent {
  identifier: string;
  startTime: string;
  endTime: string;
  title: string;
  description: string;
}

/** The session as an iCalendar file (start and end in UTC), or null when it cannot be built. */
export function sessionCalendarFile(session: SessionEvent): string | null {
  return calendarFile([
    {
      uid: sessionUid(session.identifier),
      startTime: session.startTime,
      endTime: session.endTime,
      title: session.title,
      description: session.description,
    },
  ]);
}

/** A link target that downloads the file without a server round trip. */
export function calendarFileHref(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
