import { ApiError } from '../../lib/errors';
import { intl } from '../../lib/i18n';
import { translator } from '../../lib/i18n/translate';
import { sessionCalendarFile } from './calendar-file';
import { isSlotTaken } from './errors';
import schedulingMessages from './messages';
import { requestBody, rescheduleSchema, scheduleSchema } from './schemas';

const t = translator(intl, schedulingMessages);

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('the schedule and reschedule bodies', () => {
  it('require a slot with the spec message and cap the note at 400 characters', () => {
    for (const schema of [scheduleSchema(t), rescheduleSchema(t, 'client'), rescheduleSchema(t, 'provider')]) {
      expect(messages(schema.safeParse({ timeslotIdentifier: '', note: '' }))).toEqual(['Please select a time slot']);
      expect(messages(schema.safeParse({ timeslotIdentifier: 'ts-1', note: 'x'.repeat(401) }))).toEqual([
        'The note can be at most 400 characters.',
      ]);
      expect(schema.safeParse({ timeslotIdentifier: 'ts-1', note: 'x'.repeat(400) }).success).toBe(true);
    }
  });

  it('leaves an empty note out of the request', () => {
    expect(requestBody({ timeslotIdentifier: 'ts-1', note: '  ' })).toEqual({ timeslotIdentifier: 'ts-1' });
    expect(requestBody({ timeslotIdentifier: 'ts-1', note: ' Hi ' })).toEqual({
      timeslotIdentifier: 'ts-1',
      note: 'Hi',
    });
  });
});

describe('a taken slot', () => {
  it('is a 409 with code SLOT_UNAVAILABLE, nothing else', () => {
    expect(
      isSlotTaken(
        new ApiError(409, { code: 'SLOT_UNAVAILABLE', message: 'This time slot is no longer available.' }, 'x'),
      ),
    ).toBe(true);
    expect(isSlotTaken(new ApiError(409, { code: 'RESCHEDULE_LIMIT_REACHED' }, 'x'))).toBe(false);
    expect(isSlotTaken(new Error('x'))).toBe(false);
  });
});

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
