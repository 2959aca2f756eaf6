/** The public error vocabulary: every `error.code` the API answers with, and its HTTP status. */
export const ERROR_CODES = {
  invalid_json: 400,
  bad_request: 400,
  request_timeout: 408,
  headers_too_large: 431,
  invalid_api_key: 401,
  insufficient_scope: 403,
  account_frozen: 403,
  plan_required: 403,
  group_not_found: 404,
  not_found: 404,
  method_not_allowed: 405,
  limit_reached: 409,
  body_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  unknown_setting: 422,
  invalid_setting_value: 422,
  rate_limit_exceeded: 429,
  daily_quota_exceeded: 429,
  internal: 500,
  not_implemented: 501,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;
/**
 * The message of a `404 not_found` for a path no route of that surface serves (public, dashboard or admin alike): the
 * CLI, which calls only routes of the admin surface, reads it as "this is not the admin port".
 */
export const ROUTE_NOT_FOUND_MESSAGE = "Route not found.";

/** How long a client is told to wait after `503 unavailable`, in seconds: its `Retry-After` and `details.retry_after`. */
export const UNAVAILABLE_RETRY_AFTER_S = 1;
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

/**
 * Codes only the owner dashboard (`/dashboard/api/*`) answers with, in the same error shape; they
 * are not part of the v1 vocabulary (a key never meets them).
 */
export const DASHBOARD_ERROR_CODES = {
  /** No session cookie, or the session expired or was signed out. */
  session_required: 401,
  /** A Telegram sign-in whose hash does not verify or whose auth_date is stale; a used or expired login link. */
  invalid_login: 401,
  /** A dashboard mutation without the session's X-CSRF-Token, or from another origin. */
  csrf_failed: 403,
  /**
   * A switch into an account whose sessions were ended after this session signed in: only a new sign-in reaches it.
   * The session itself stays signed in to its account (not a 401: the dashboard does not go back to sign-in).
   */
  fresh_sign_in_required: 403,
} as const;
export type DashboardErrorCode = keyof typeof DASHBOARD_ERROR_CODES;
/** Every code the gateway answers with (v1 and dashboard) and its status. */
export const ANSWERED_ERROR_CODES = { ...ERROR_CODES, ...DASHBOARD_ERROR_CODES } as const;
