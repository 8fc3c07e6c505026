import { DEFAULT_AFTER_LOGIN, safeRedirect } from './redirect';

const origin = 'https://app.example.com';

describe('safeRedirect', () => {
  it('follows same-origin paths with their search and hash', () => {
    expect(safeRedirect('/appointments/', origin)).toBe('/appointments/');
    expect(safeRedirect('/appointments/?modal=cancel&id=42#x', origin)).toBe('/appointments/?modal=cancel&id=42#x');
  });

  it.each([
    ['a protocol-relative URL', '//evil.com/path'],
    ['a backslash trick', '/\\evil.com'],
    ['a tab inside the slashes', '/\t/evil.com'],
    ['an absolute URL', 'https://evil.com/overview/'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'overview/'],
    ['the login page itself', '/login/?redirect=/x/'],
    ['nothing', undefined],
    ['an empty string', ''],
  ])('rejects %s', (_, value) => {
    expect(safeRedirect(value, origin)).toBe(DEFAULT_AFTER_LOGIN);
  });
});
