import { DEFAULT_AFTER_LOGIN, safeRedirect } from './redirect';

const origin = 'https://app.example.com';

describe('safeRedirect', () => {
  it.each([
    ['/appointments/', '/appointments/'],
    ['/appointments/?modal=cancel&id=42#x', '/appointments/?modal=cancel&id=42#x'],
    ['/therapists/pr_demo/', '/therapists/pr_demo/'],
    ['/appointments/./', '/appointments/'],
    ['/a/../overview/', '/overview/'],
    ['/appointments/?q=%2F%2Fx', '/appointments/?q=%2F%2Fx'],
  ])('follows the same-origin path %j as %j', (value, expected) => {
    expect(safeRedirect(value, origin)).toBe(expected);
  });

  it.each([
    ['a protocol-relative URL', '//x'],
    ['a protocol-relative URL with a path', '//evil.example/overview/'],
    ['a backslash after the slash', '/\\x'],
    ['a backslash later on', '/./\\x'],
    ['only backslashes', '\\\\x'],
    ['an encoded double slash', '%2F%2Fx'],
    ['an encoded double slash after a slash', '/%2F%2Fx'],
    ['an encoded second slash', '/%2Fx'],
    ['an encoded backslash', '/%5Cx'],
    ['a dot segment before a double slash', '/.//x'],
    ['a dot segment before the evil host', '/.//evil.example'],
    ['a parent segment before a double slash', '/..//x'],
    ['a parent segment deeper down', '/a/..//x'],
    ['a script URL', 'javascript:alert(1)'],
    ['a script URL with a comment', 'javascript:alert(1)//x'],
    ['a scheme-relative http URL', 'http:x'],
    ['a scheme-relative http URL with slashes', 'http:/\\x'],
    ['an absolute URL', 'https://evil.example/overview/'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a tab inside the slashes', '/\t/x'],
    ['a newline inside the slashes', '/\n/x'],
    ['a carriage return inside the slashes', '/\r/x'],
    ['a leading tab', '\t//x'],
    ['an encoded tab inside the slashes', '/%09/x'],
    ['an encoded newline inside the slashes', '/%0a/x'],
    ['a NUL byte', '/\u0000/x'],
    ['a relative path', 'overview/'],
    ['the login page itself', '/login/?redirect=/x/'],
    ['a broken escape', '/%E0%A4%A'],
    ['nothing', undefined],
    ['a number', 42],
    ['an empty string', ''],
  ])('rejects %s (%j)', (_, value) => {
    expect(safeRedirect(value, origin)).toBe(DEFAULT_AFTER_LOGIN);
  });
});
