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
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];
