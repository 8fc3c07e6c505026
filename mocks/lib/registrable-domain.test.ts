import { getDomain } from './registrable-domain';

test('the registrable domain is the last two labels, as MSW cookie jar needs it for the hosts the demo runs on', () => {
  expect(getDomain('localhost')).toBe('localhost');
  expect(getDomain('demo.example.com')).toBe('example.com');
  expect(getDomain('Example.COM.')).toBe('example.com');
  expect(getDomain('127.0.0.1')).toBeNull();
  expect(getDomain('::1')).toBeNull();
});
