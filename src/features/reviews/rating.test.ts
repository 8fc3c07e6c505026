import { describe, expect, it } from 'vitest';
import { clampRating, ratingAfterKey, ratingAtPointer } from './rating';

describe('the review rating', () => {
  it('steps by 0.5 with the arrow keys, from 0.5 to 5, and starts at 0.5 from nothing', () => {
    expect(ratingAfterKey(0, 'ArrowRight')).toBe(0.5);
    expect(ratingAfterKey(3, 'ArrowRight')).toBe(3.5);
    expect(ratingAfterKey(3, 'ArrowUp')).toBe(3.5);
    expect(ratingAfterKey(3.5, 'ArrowLeft')).toBe(3);
    expect(ratingAfterKey(0.5, 'ArrowDown')).toBe(0.5);
    expect(ratingAfterKey(5, 'ArrowRight')).toBe(5);
    expect(ratingAfterKey(2, 'Home')).toBe(0.5);
    expect(ratingAfterKey(2, 'End')).toBe(5);
    expect(ratingAfterKey(2, 'Tab')).toBeNull();
  });

  it('takes half a star on the left half of a star and the whole star on its right half', () => {
    expect(ratingAtPointer(4, 5, 32)).toBe(3.5);
    expect(ratingAtPointer(4, 20, 32)).toBe(4);
    expect(ratingAtPointer(1, 0, 32)).toBe(0.5);
  });

  it('rounds to the step and keeps within 0.5..5', () => {
    expect(clampRating(3.3)).toBe(3.5);
    expect(clampRating(0)).toBe(0.5);
    expect(clampRating(7)).toBe(5);
  });
});

describe('the review form', async () => {
  const { intl } = await import('../../lib/i18n');
  const { translator } = await import('../../lib/i18n/translate');
  const { default: messages } = await import('./messages');
  const { reviewBody, reviewSchema } = await import('./schemas');
  const schema = reviewSchema(translator(intl, messages));
  it('needs a rating, allows a comment of at most 2,500 and leaves a blank comment out', () => {
    expect(schema.safeParse({ rating: 0, comment: '', isAnonymous: false }).error?.issues[0]?.message).toBe(
      'Please choose a rating from half a star to 5 stars.',
    );
    expect(schema.safeParse({ rating: 3.5, comment: 'x'.repeat(2500), isAnonymous: false }).success).toBe(true);
    expect(
      schema.safeParse({ rating: 3.5, comment: 'x'.repeat(2501), isAnonymous: false }).error?.issues[0]?.message,
    ).toBe('The comment can be at most 2500 characters.');
    expect(reviewBody({ rating: 4, comment: '  ', isAnonymous: true })).toEqual({ rating: 4, isAnonymous: true });
  });
});
