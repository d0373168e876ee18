/** Errors in Stripe's shape: `{ error: { type, code?, message, param? } }` with its HTTP status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  body(): { error: Record<string, string> } {
    // Stripe's key order: code, message, param, type.
    const error: Record<string, string> = {};
    if (this.code) error.code = this.code;
    error.message = this.message;
    if (this.param) error.param = this.param;
    error.type = this.type;
    return { error };
  }
}

/** A 400 about one request parameter; `code` is Stripe's where it has one for the case. */
export function invalidParam(param: string, message: string, code?: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, code, param);
}

/** A 400 about the state of an object rather than a parameter. */
export function invalidRequest(message: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message);
}

/**
 * "No such customer: 'cus_x'": a 404 when the URL names nothing, a 400 when a parameter
 * (`param` other than 'id') refers to nothing, as at Stripe.
 */
export function resourceMissing(resource: string, id: string, param = 'id'): StripeApiError {
  const status = param === 'id' ? 404 : 400;
  return new StripeApiError(status, 'invalid_request_error', `No such ${resource}: '${id}'`, 'resource_missing', param);
}
