import { IGNORE_PROMPT_COOKIE as appCookie } from '../../src/features/region/rules';
import { answerProblem, consoleProblem, landingProblem, refusedByPolicy, requestProblem } from './verdict';
import { IGNORE_PROMPT_COOKIE } from './visit';

describe('what fails the conformance check', () => {
  it('every console error, but the resource lines the request listeners report with their URL', () => {
    expect(consoleProblem('RangeError: Invalid time zone specified: z4X0A+Ma')).toEqual({
      kind: 'console error',
      detail: 'RangeError: Invalid time zone specified: z4X0A+Ma',
    });
    expect(
      consoleProblem('Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)'),
    ).toBeUndefined();
  });

  it('a picture or frame the built policy refused is counted by origin, not failed (both of Chromium’s wordings)', () => {
    const older = `Refused to load the image 'https://cdn.example.com/a.jpg' because it violates the following Content Security Policy directive: "img-src 'self' data: blob:".`;
    const newer = `Loading the image 'https://x.example.org/b.png' violates the following Content Security Policy directive: "img-src 'self' data: blob:". The action has been blocked.`;
    expect(refusedByPolicy(older)).toBe('https://cdn.example.com');
    expect(refusedByPolicy(newer)).toBe('https://x.example.org');
    expect(consoleProblem(older)).toBeUndefined();
    expect(consoleProblem(newer)).toBeUndefined();
    const frame = `Framing 'https://cdn.example.com/' violates the following Content Security Policy directive: "frame-src 'none'". The request has been blocked.`;
    expect(refusedByPolicy(frame)).toBe('https://cdn.example.com');
    // A refused script or connection is not a picture.
    expect(
      consoleProblem(
        `Connecting to 'https://evil.example/' violates the following Content Security Policy directive: "connect-src 'self'".`,
      ),
    ).toBeDefined();
  });

  it('an error answer: the mock answers 4xx only to a request the contract does not allow', () => {
    expect(answerProblem('POST', 'http://x/api/user/login', 422)).toEqual({
      kind: 'error answer',
      detail: '422 for POST http://x/api/user/login',
    });
    expect(answerProblem('GET', 'http://x/api/booking', 200)).toBeUndefined();
    expect(answerProblem('GET', 'http://x/api/booking', 304)).toBeUndefined();
  });

  it('a failed request, unless the app cancelled it or the policy refused a picture', () => {
    expect(requestProblem('GET', 'http://x/api/booking', 'net::ERR_CONNECTION_REFUSED')?.kind).toBe('failed request');
    expect(requestProblem('GET', 'http://x/api/booking', 'net::ERR_ABORTED')).toBeUndefined();
    expect(requestProblem('GET', 'https://cdn.example.com/a.jpg', 'csp', 'image')).toBeUndefined();
    expect(requestProblem('GET', 'https://cdn.example.com/a.js', 'csp', 'script')?.kind).toBe('failed request');
  });

  it('a signed-in visit that ends on the login page', () => {
    expect(landingProblem(true, '/login/')?.kind).toBe('signed out');
    expect(landingProblem(true, '/overview/')).toBeUndefined();
    expect(landingProblem(false, '/login/')).toBeUndefined();
  });

  it('the harness answers the country prompt with the app’s own cookie', () => {
    expect(IGNORE_PROMPT_COOKIE).toBe(appCookie);
  });
});
