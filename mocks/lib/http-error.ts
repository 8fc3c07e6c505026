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
