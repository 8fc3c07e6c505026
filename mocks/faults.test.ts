// The compact fault rules of `?mockFaults=` and `MOCK_FAULTS`: the forms the e2e tests use parse, malformed ones throw.
import { describe, expect, it } from 'vitest';
import { faultFor, parseFaults, setFaults } from './lib/faults';

describe('parseFaults', () => {
  it.each([
    ['POST /booking/*/cancel=500', [{ method: 'POST', path: '/booking/*/cancel', status: 500 }]],
    ['POST /booking=500', [{ method: 'POST', path: '/booking', status: 500 }]],
    ['GET /providers-availability/**=@1500', [{ method: 'GET', path: '/providers-availability/**', delayMs: 1500 }]],
    ['/wallet/**=503@200; post /booking=500', [{ path: '/wallet/**', status: 503, delayMs: 200 }, { method: 'POST', path: '/booking', status: 500 }]],
    ['', []],
  ])('reads %j', (text, rules) => {
    expect(parseFaults(text)).toEqual(rules);
  });

  it.each([
    ['a status that is no error', 'POST /booking=200', 'rule.0.status: must be an error status (400–599)'],
    ['a status that is no number', 'POST /booking=abc', 'rule.0.status: Invalid input: expected number, received NaN'],
    ['a rule without effect', 'POST /booking', 'rule.0: needs a status or a delayMs'],
    ['an endless delay', 'GET /x=@99999999', 'rule.0.delayMs: Too big'],
    ['an unknown method', 'TRACE /x=500', 'rule.0.method: must be GET, POST, PUT or DELETE'],
    ['a path without a slash', 'GET booking=500', 'rule.0.path: must be a path pattern'],
    ['extra parts', 'GET /x /y=500', 'rule.0.path: must be a path pattern'],
  ])('refuses %s', (_, text, problem) => {
    expect(() => parseFaults(text)).toThrow(problem);
  });

  it('keeps the rules in force when new ones are refused', () => {
    setFaults(parseFaults('GET /region/**=503'));
    expect(() => setFaults([{ path: '/x', status: 99 }])).toThrow(/Invalid fault rules/);
    expect(faultFor('get', '/region/languages')).toEqual({ method: 'GET', path: '/region/**', status: 503 });
    setFaults([]);
  });
});
