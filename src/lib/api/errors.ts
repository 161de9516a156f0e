/**
 * The stable error codes of our JSON API. The code is the contract clients rely on; the message
 * is for people and comes from messages/<locale>/errors.json (key api.<code>).
 */
export const apiErrorStatus = {
  bad_request: 400,
  audit_act_invalid: 400,
  audit_date_invalid: 400,
  audit_range_invalid: 400,
  invalid_json: 400,
  validation_failed: 422,
  csrf_invalid: 403,
  origin_forbidden: 403,
  unauthenticated: 401,
  invalid_credentials: 401,
  email_not_verified: 403,
  link_invalid: 400,
  signup_closed: 403,
  email_taken: 409,
  current_password_wrong: 400,
  two_factor_code_invalid: 400,
  two_factor_expired: 400,
  two_factor_already_enabled: 409,
  two_factor_not_enabled: 409,
  email_unavailable: 409,
  sole_owner: 409,
  forbidden: 403,
  invitation_invalid: 410,
  invitation_other_account: 403,
  already_member: 409,
  last_owner: 409,
  logo_invalid: 422,
  organization_creation_closed: 403,
  attempt_finished: 409,
  answer_out_of_order: 409,
  placement_too_soon: 409,
  placement_finished: 409,
  trial_missing: 409,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  analytics_consent_required: 403,
  analytics_key_invalid: 400,
  analytics_events_invalid: 400,
  internal_error: 500,
  database_unavailable: 503,
  speech_unavailable: 503,
  tutor_model_unavailable: 409,
  tutor_session_ended: 409,
  tutor_busy: 409,
  tutor_nothing_to_retry: 409,
  tutor_budget_reached: 429,
  tutor_model_failed: 503,
  transcription_unavailable: 503,
  audio_invalid: 422,
  recording_empty: 422,
  recording_not_audio: 415,
  recording_too_long: 422,
  recording_unreadable: 422,
  pronunciation_nothing_heard: 422,
  pronunciation_generation_unavailable: 409,
  pronunciation_generation_limit: 429,
  pronunciation_generation_failed: 503,
  pronunciation_model_unavailable: 409,
  pronunciation_model_failed: 503,
  perception_item_unknown: 404,
  perception_item_answered: 409,
  perception_not_answered: 409,
  pronunciation_scoring_unavailable: 409,
  recording_gone: 410,
  storage_unavailable: 503,
  pronunciation_self_rating_invalid: 400,
  name_taken: 409,
  import_file_invalid: 422,
  import_changed: 409,
  import_nothing_valid: 422,
  named_progress_off: 403,
  subscription_required: 402,
  seats_exhausted: 409,
  billing_not_configured: 409,
  plan_unavailable: 409,
  already_subscribed: 409,
  billing_account_missing: 409,
  stripe_unavailable: 503,
  webhook_signature_invalid: 400,
  unsubscribe_link_invalid: 400,
  certificate_revoked: 410,
} as const;

export type ApiErrorCode = keyof typeof apiErrorStatus;

export type FieldIssue = { path: string; code: string };

export type ApiErrorBody = { error: { code: ApiErrorCode; message: string; fields?: FieldIssue[] } };

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ApiErrorCode,
    readonly fields?: FieldIssue[],
    /** For rate_limited: when the caller may try again (sent as Retry-After). */
    readonly options: { retryAfterSeconds?: number } = {},
  ) {
    super(code);
    this.name = "ApiError";
    this.status = apiErrorStatus[code];
  }
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === "object" && error !== null && typeof (error as { code?: unknown }).code === "string";
}
