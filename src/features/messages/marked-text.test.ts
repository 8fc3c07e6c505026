import { describe, expect, it } from 'vitest';
import { excerpt, markedParts } from './marked-text';

describe('markedParts', () => {
  it('marks every occurrence, ignoring case, and gives the text back whole', () => {
    const parts = markedParts('Booked a session; the SESSION is booked.', 'session');
    expect(parts.filter((p) => p.hit).map((p) => p.text)).toEqual(['session', 'SESSION']);
    expect(parts.map((p) => p.text).join('')).toBe('Booked a session; the SESSION is booked.');
  });

  it('takes the query literally (no pattern) and marks nothing for a blank one', () => {
    expect(
      markedParts('costs $5 (or more)', '(or')
        .filter((p) => p.hit)
        .map((p) => p.text),
    ).toEqual(['(or']);
    expect(markedParts('text', '  ')).toEqual([{ text: 'text', hit: false }]);
    expect(markedParts('text', 'zzz')).toEqual([{ text: 'text', hit: false }]);
  });
});

describe('excerpt', () => {
  it('starts a long text shortly before the hit, at a word', () => {
    const text = 'One two three four five six seven eight nine ten eleven twelve thirteen fourteen needle here';
    expect(excerpt(text, 'NEEDLE')).toBe('…eleven twelve thirteen fourteen needle here');
    expect(excerpt('A needle early', 'needle')).toBe('A needle early');
  });
});
