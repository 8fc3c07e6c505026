/** An error the handler throws; becomes the contract's ErrorBody with this status. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The body's other fields: the code, the problems, and what a particular refusal adds (e.g. the bookings in the way). */
    readonly extra: { code?: string; errors?: string[] | string; [field: string]: unknown } = {},
    /** Response headers the refusal carries (a 429's `Retry-After`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (errors: string[]) =>
  new MockHttpError(400, 'Validation failed', { errors, code: 'VALIDATION_ERROR' });
export const unauthorized = () => new MockHttpError(401, 'Unauthorized', { code: 'UNAUTHORIZED_ACCESS' });
export const forbidden = (message = 'You may not do this.') => new MockHttpError(403, message, { code: 'FORBIDDEN' });
export const notFound = (what = 'Resource') => new MockHttpError(404, `${what} not found`, { code: 'NOT_FOUND' });
export const conflict = (message: string, code = 'CONFLICT') => new MockHttpError(409, message, { code });
