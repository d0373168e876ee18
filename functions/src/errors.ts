/**
 * The one error type every route throws. The error middleware turns it into the
 * `{ error }` body of the spec's error response; anything else becomes a 500 with a
 * generic message, so no stack trace or internal detail ever reaches a client.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this resource') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** An upstream service (Stripe, Power BI) failed or is unreachable. */
export const badGateway = (message: string) => new HttpError(502, message);
