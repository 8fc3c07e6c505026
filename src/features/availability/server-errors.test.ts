import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/errors';
import { intervalRefusals, isIntervalRefusal } from './server-errors';

const week = [
  { key: 'MONDAY', isAvailable: true, timeslotIntervals: [{ startTime: '09:00', endTime: '12:00' }] },
  {
    key: 'TUESDAY',
    isAvailable: true,
    timeslotIntervals: [
      { startTime: '09:00', endTime: '10:00' },
      { startTime: '12:00', endTime: '11:00' },
    ],
  },
];

describe("the backend's 400 on intervals", () => {
  it('lands on the interval it names, in the row of its days.<i>', () => {
    const error = new ApiError(
      400,
      { message: 'Invalid', errors: ['days.1.timeslotIntervals: 12:00-11:00 must end after it starts'] },
      'Invalid',
    );
    expect(intervalRefusals(error, week)).toEqual([
      { path: 'days[1].timeslotIntervals[1].endTime', message: '12:00-11:00 must end after it starts' },
    ]);
    expect(isIntervalRefusal(() => week)(error)).toBe(true);
  });

  it('a one-row form takes messages without a row index; anything else is left to the toast', () => {
    const single = [week[1]!];
    const error = new ApiError(400, { errors: ['timeSlotsInterval: 12:00-11:00 must end after it starts'] }, 'Invalid');
    expect(intervalRefusals(error, single)).toEqual([
      { path: 'days[0].timeslotIntervals[1].endTime', message: '12:00-11:00 must end after it starts' },
    ]);
    expect(intervalRefusals(new ApiError(400, { errors: ['date: may not be in the past'] }, 'x'), single)).toEqual([]);
    expect(
      intervalRefusals(
        new ApiError(409, { message: 'This date has booked sessions', code: 'DATE_HAS_BOOKINGS' }, 'x'),
        single,
      ),
    ).toEqual([]);
    expect(isIntervalRefusal(() => single)(new Error('network'))).toBe(false);
  });
});
