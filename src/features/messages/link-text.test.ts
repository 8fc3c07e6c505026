import { describe, expect, it } from 'vitest';
import { linkParts } from './link-text';

describe('linkParts', () => {
  it('links http(s) and www addresses and keeps the rest as text', () => {
    const text = 'See https://example.com/a?b=1 and www.example.org.';
    const parts = linkParts(text);
    expect(parts).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'www.example.org', href: 'https://www.example.org/' },
      { kind: 'text', text: '.' },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });

  it('never links other schemes, and leaves markup as plain text', () => {
    const text =
      'javascript:alert(1) data:text/html,<script>x</script> <a href="https://evil.example">x</a> mailto:a@b.c';
    const parts = linkParts(text);
    expect(parts.filter((p) => p.kind === 'link').map((p) => p.kind === 'link' && p.href)).toEqual([
      'https://evil.example/',
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });

  it('gives plain text back whole', () => {
    expect(linkParts('Hello\nthere')).toEqual([{ kind: 'text', text: 'Hello\nthere' }]);
    expect(linkParts('')).toEqual([]);
  });
});
