import { sessionCalendarFile } from './calendar-file';

describe('the calendar file', () => {
  it('holds the session in UTC with its title and description', () => {
    const ics = sessionCalendarFile({
      identifier: 'bk_1',
      startTime: '2026-11-24T08:00:00.000Z',
      endTime: '2026-11-24T09:00:00.000Z',
      title: 'Therapy session with Dr Amaka Okafor',
      description: 'Therapy: Individual Therapy',
    });
    expect(ics).toContain('DTSTART:20261124T080000Z');
    expect(ics).toContain('DTEND:20261124T090000Z');
    expect(ics).toContain('SUMMARY:Therapy session with Dr Amaka Okafor');
    expect(ics).toContain('DESCRIPTION:Therapy: Individual Therapy');
    expect(ics).toContain('UID:bk_1@therapy-booking');
  });
});
