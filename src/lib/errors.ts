/** The contract's one error body (ErrorBody). */
export interface ErrorBody {
  message?: string;
  errors?: string[] | string;
  code?: string;
}

export const UNAUTHORIZED_CODE = 'UNAUTHORIZED_ACCESS';
/** A success status whose body is not the JSON the contract declares (an HTML page, nothing): not the server's answer. */
export const INVALID_RESPONSE_CODE = 'INVALID_RESPONSE';

/**
 * Why a request got no answer (an ApiError with status 0): the browser is offline, the connection failed, no answer
 * within the timeout, or the app aborted it (a closed dialog; not shown to the user).
 */
export type NetworkErrorCode = 'OFFLINE' | 'NETWORK_ERROR' | 'TIMEOUT' | 'ABORTED';

/** A failed API call: the HTTP status, the server's code and the catalogue's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly body: ErrorBody | undefined;

  constructor(status: number, body: ErrorBody | undefined, fallbackMessage: string) {
    super(errorMessage(body) ?? fallbackMessage);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code;
    this.body = body;
  }

  /** The response's own `message`, when it is a string (the schedule error shows only that). */
  get serverMessage(): string | undefined {
    return typeof this.body?.message === 'string' && this.body.message ? this.body.message : undefined;
  }
}

/**
 * The error catalogue's rule: an `errors` array (or object) is joined with ', ', any other `errors` is shown as is,
 * else the response `message`; undefined when the body says nothing (the caller shows a generic message).
 */
export function errorMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { errors, message } = body as Record<string, unknown>;
  const text = asText(errors);
  if (text !== '') return text;
  if (typeof message === 'string' && message !== '') return message;
  return undefined;
}

/** A list or an object (such as a field → message map) reads as its texts joined with ', ', never as "[object Object]". */
function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object')
    return Object.values(value)
      .map(asText)
      .filter((text) => text !== '')
      .join(', ');
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code === UNAUTHORIZED_CODE;
}

/** A request the app itself aborted (its dialog was closed): nothing to tell the user. */
export function isAborted(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && error.code === 'ABORTED';
}

/** No answer at all (offline, connection failed, timeout): the outcome of a send is unknown. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/**
 * Failures that are answers, not faults: an API's refusal (4xx) is shown to the user, and no answer at all
 * (offline, timeout, an aborted request) is the network's. A server error (5xx) is reported.
 */
export function worthReporting(error: unknown): boolean {
  return !(error instanceof ApiError && error.status < 500);
}
