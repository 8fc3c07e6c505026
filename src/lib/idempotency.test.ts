import { describe, expect, it } from 'vitest';
import { IntentKeys, newIdempotencyKey, submissionFingerprint, withIdempotencyKey } from './idempotency';

describe('one idempotency key per user intent', () => {
  const booking = { data: { providerIdentifier: 'pr_demo', note: 'Evenings' } };

  it('keeps the key while the same values are sent again, and changes it for other values or after a success', () => {
    const keys = new IntentKeys();
    const first = keys.keyFor(booking);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys.keyFor({ data: { ...booking.data } })).toBe(first);
    const other = keys.keyFor({ data: { ...booking.data, note: 'Mornings' } });
    expect(other).not.toBe(first);
    keys.done();
    expect(keys.keyFor({ data: { ...booking.data, note: 'Mornings' } })).not.toBe(other);
  });

  it('tells files apart by name, type, size and date', () => {
    const file = (text: string, name = 'a.txt') => new File([text], name, { type: 'text/plain', lastModified: 1 });
    expect(submissionFingerprint({ data: { files: [file('abc')] } })).toBe(
      submissionFingerprint({ data: { files: [file('xyz')] } }),
    );
    expect(submissionFingerprint({ data: { files: [file('abc')] } })).not.toBe(
      submissionFingerprint({ data: { files: [file('abcd')] } }),
    );
    expect(submissionFingerprint({ data: { files: [file('abc')] } })).not.toBe(
      submissionFingerprint({ data: { files: [file('abc', 'b.txt')] } }),
    );
  });

  it('adds the header to the variables, keeping other headers and non-object variables as they are', () => {
    expect(withIdempotencyKey(booking, 'key-12345')).toEqual({
      ...booking,
      headers: { 'Idempotency-Key': 'key-12345' },
    });
    expect(withIdempotencyKey(undefined, 'key-12345')).toEqual({ headers: { 'Idempotency-Key': 'key-12345' } });
    expect(withIdempotencyKey({ headers: { 'Idempotency-Key': 'mine-1234' } }, 'key-12345')).toEqual({
      headers: { 'Idempotency-Key': 'mine-1234' },
    });
    expect(withIdempotencyKey('plain', 'key-12345')).toBe('plain');
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
