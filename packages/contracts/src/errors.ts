import { z } from 'zod/mini';

/**
 * Every error the API answers has one shape, `{ error, code }`: `error` is a sentence for
 * people, `code` a stable name for programs. Clients decide on `code`, never on the text,
 * so the text can be reworded without breaking them.
 */
export const ERROR_CODES = [
  // 400
  'invalid_request',
  'invalid_json',
  'signature_invalid',
  'unknown_plan',
  'email_required',
  'verification_invalid',
  'verification_used',
  'verification_expired',
  'weak_password',
  'view_name_invalid',
  'view_query_invalid',
  'view_schedule_invalid',
  'unknown_report',
  'api_key_name_invalid',
  'invalid_cursor',
  'as_of_not_available',
  'unknown_follow_target',
  'alert_mode_invalid',
  'work_owner_invalid',
  'unsubscribe_link_invalid',
  'reset_link_invalid',
  'team_name_invalid',
  'invitation_invalid',
  'invitation_used',
  'invitation_expired',
  // 401
  'unauthenticated',
  'session_invalid',
  'session_expired',
  'report_token_invalid',
  'api_key_invalid',
  // 403
  'forbidden',
  'not_owner',
  'email_mismatch',
  'not_paid',
  'recent_sign_in_required',
  'not_team_member',
  'not_team_admin',
  // 404
  'not_found',
  'no_report_data',
  'no_data_as_of',
  // 405, 409
  'method_not_allowed',
  'already_subscribed',
  'trial_used',
  'no_subscription',
  'subscription_ended',
  'already_verified',
  'email_in_use',
  'payment_update_required',
  'payment_action_required',
  'invoice_payment_required',
  'no_billing_account',
  'view_name_taken',
  'saved_views_full',
  'api_keys_full',
  'follows_full',
  'cursor_stale',
  'already_in_team',
  'already_invited',
  'invitations_full',
  'owner_stays',
  // 413, 415, 429
  'body_too_large',
  'unsupported_body',
  'rate_limited',
  'quota_exceeded',
  // 5xx
  'internal',
  'payment_unavailable',
  'report_service_unavailable',
  'mail_unavailable',
  'busy',
  'versions_busy',
  'misconfigured',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorBodySchema = z.object({ error: z.string(), code: z.enum(ERROR_CODES) });
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

/** The `{ error, code }` of an answer's body, when it is one. */
export function readApiErrorBody(payload: unknown): Partial<ApiErrorBody> {
  if (!payload || typeof payload !== 'object') return {};
  const { error, code } = payload as Record<string, unknown>;
  return {
    error: typeof error === 'string' ? error : undefined,
    code: isErrorCode(code) ? code : undefined,
  };
}
