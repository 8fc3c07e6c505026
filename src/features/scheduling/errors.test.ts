import { ApiError } from '../../lib/errors';
import { isSlotTaken } from './errors';

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
