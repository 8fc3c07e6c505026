// What counts as a failure while a page is open against the third-party mock, kept apart from the browser code so
// that each rule is unit-tested (verdict.test.ts).

type ProblemKind = 'error boundary' | 'page error' | 'console error' | 'failed request' | 'error answer' | 'signed out';

export interface Problem {
  kind: ProblemKind;
  detail: string;
}

/** A request the app cancelled itself (a query whose page went away, a superseded poll) or that a navigation cut. */
function isOwnAbort(errorText: string): boolean {
  return errorText === 'net::ERR_ABORTED';
}

// Chromium's wordings: "Refused to load the image 'URL' because it violates …", "Loading the image 'URL' violates …",
// "Framing 'URL' violates …".
const refused =
  /^(?:(?:Refused to load|Loading) the image|Framing) '([^']+)'(?: because it)? violates the following Content Security Policy directive: "(img-src|frame-src) /;

/**
 * A picture or a framed file (the PDF preview) that the built Content-Security-Policy refused: the policy allows only
 * the hosts the build was configured with, and a contract-valid answer may name any host. Counted by origin, not
 * failed: refusing it is the policy's job (which hosts it allows is build configuration).
 */
export function refusedByPolicy(text: string): string | undefined {
  const url = refused.exec(text)?.[1];
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/**
 * A console error, unless it only repeats what the request listeners report with the URL ("Failed to load resource:
 * the server responded with a status of 422" has no URL in its text) or is a refused picture or frame (counted apart).
 */
export function consoleProblem(text: string): Problem | undefined {
  if (text.startsWith('Failed to load resource:')) return undefined;
  if (refusedByPolicy(text)) return undefined;
  return { kind: 'console error', detail: text };
}

/** An answer with an error status: the mock answers 4xx only to a request the contract does not allow. */
export function answerProblem(method: string, url: string, status: number): Problem | undefined {
  if (status < 400) return undefined;
  return { kind: 'error answer', detail: `${status} for ${method} ${url}` };
}

/** A request that failed, unless the app cancelled it or it is a picture or frame the policy refused (`csp`, counted apart). */
export function requestProblem(
  method: string,
  url: string,
  errorText: string,
  resourceType = 'fetch',
): Problem | undefined {
  if (isOwnAbort(errorText)) return undefined;
  if ((resourceType === 'image' || resourceType === 'document') && errorText === 'csp') return undefined;
  return { kind: 'failed request', detail: `${method} ${url}: ${errorText}` };
}

/** A signed-in visit that ends on the login page lost its session (an expiry the app took as already past). */
export function landingProblem(signedIn: boolean, pathname: string): Problem | undefined {
  return signedIn && pathname === '/login/' ? { kind: 'signed out', detail: 'the visit ended on /login/' } : undefined;
}
