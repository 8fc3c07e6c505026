import { intl } from '../../lib/i18n';
import { translator } from '../../lib/i18n/translate';
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
