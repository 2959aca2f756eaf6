import type { components } from "./gen/openapi.js";

type Schemas = components["schemas"];

/**
 * Every `error.code` the API answers with. Taken from the generated OpenAPI types, which the
 * gateway builds from `ERROR_CODES` in @warden/contract: the list is declared there once (the SDK
 * cannot import that private package at run time or in its published types).
 */
export type WardenErrorCode = Schemas["ErrorCode"];

/**
 * The schema of `error.details` for the codes that have one, as the document's `ErrorBody` says
 * (its `if code = X then details: YDetails` branches; a unit test compares the two).
 */
export const ERROR_DETAILS_SCHEMAS = {
  validation_failed: "ValidationFailedDetails",
  plan_required: "PlanRequiredDetails",
  daily_quota_exceeded: "DailyQuotaExceededDetails",
  rate_limit_exceeded: "RateLimitExceededDetails",
  invalid_setting_value: "InvalidSettingValueDetails",
  unknown_setting: "UnknownSettingDetails",
  limit_reached: "LimitReachedDetails",
  body_too_large: "BodyTooLargeDetails",
  unavailable: "UnavailableDetails",
} as const satisfies Partial<Record<WardenErrorCode, keyof Schemas>>;

type DetailsSchemas = typeof ERROR_DETAILS_SCHEMAS;

/** `error.details` of a code: its schema where the document gives one, else an open object (or none). */
export type WardenErrorDetails<C extends WardenErrorCode = WardenErrorCode> = C extends keyof DetailsSchemas
  ? Schemas[DetailsSchemas[C]]
  : Record<string, unknown> | undefined;

/**
 * An error answer of the API in the contract's shape (`{"error": {code, message, details?, request_id}}`).
 * Narrow it by code with `err.is("plan_required")`, which also types `details`.
 */
export class WardenApiError<C extends WardenErrorCode = WardenErrorCode> extends Error {
  override readonly name = "WardenApiError";
  /** The HTTP status (401, 403, 404, 409, 413, 415, 422, 429, 500, 503, ...). */
  readonly status: number;
  readonly code: C;
  readonly details: WardenErrorDetails<C>;
  /** The request id of the answer (`error.request_id`, equal to `X-Request-Id`): quote it to the operator. */
  readonly requestId: string;
  /**
   * How long the API asked to wait before trying again (`Retry-After`, in ms), when it said. Set on
   * 429 and 503 answers the client did not retry (its attempts were spent, the wait was above
   * `maxDelayMs` as a spent daily quota is, or the request is not safe to repeat after a 503).
   */
  readonly retryAfterMs: number | undefined;

  constructor(init: { status: number; code: C; message: string; details?: WardenErrorDetails<C>; requestId: string; retryAfterMs?: number }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details as WardenErrorDetails<C>;
    this.requestId = init.requestId;
    this.retryAfterMs = init.retryAfterMs;
  }

  /** True (and `this` typed as that code's error, `details` included) when the code is one of `codes`. */
  is<K extends WardenErrorCode>(...codes: K[]): this is WardenApiError<K> {
    return (codes as WardenErrorCode[]).includes(this.code);
  }
}

/**
 * An answer that is neither a success nor an error in the contract's shape: what a proxy or a load
 * balancer in front of the API may send (an HTML 502 page, an empty 504).
 */
export class WardenUnexpectedResponseError extends Error {
  override readonly name = "WardenUnexpectedResponseError";
  readonly status: number;
  /** `X-Request-Id` of the answer, when it has one. */
  readonly requestId: string | undefined;
  /** The first 500 characters of the body, to tell what answered. */
  readonly bodyExcerpt: string;
  /** For a redirect (`3xx`, never followed: the API sends none), its `Location`: check the client's `baseUrl`. */
  readonly location: string | undefined;

  constructor(init: { status: number; requestId: string | undefined; bodyExcerpt: string; location?: string | undefined }) {
    const redirect = init.location ? `, a redirect to ${init.location} (not followed: check baseUrl)` : "";
    super(`unexpected answer from the Warden API: HTTP ${init.status}${redirect}${init.requestId ? ` (request ${init.requestId})` : ""}`);
    this.status = init.status;
    this.requestId = init.requestId;
    this.bodyExcerpt = init.bodyExcerpt;
    this.location = init.location;
  }
}

/**
 * No answer within the client's `timeoutMs` for one attempt (a stalled gateway, proxy or network):
 * the attempt was aborted. Like any network error, it is not retried, and the request may have
 * reached the API. An abort through the caller's own `signal` is never this error: it ends the call
 * with the signal's reason.
 */
export class WardenTimeoutError extends Error {
  override readonly name = "WardenTimeoutError";
  /** The per-attempt timeout that ran out, in ms. */
  readonly timeoutMs: number;
  readonly method: string;
  /** The URL of the request (with its path's template, `{id}`, when the deadline ran out while the answer's body was read). */
  readonly url: string;

  constructor(init: { timeoutMs: number; method: string; url: string; cause?: unknown }) {
    super(`no answer from the Warden API within ${init.timeoutMs} ms (timeoutMs): ${init.method} ${init.url}`, { cause: init.cause });
    this.timeoutMs = init.timeoutMs;
    this.method = init.method;
    this.url = init.url;
  }
}

/** Whether a parsed body is an error in the contract's shape (`{"error": {code, message, ...}}`). */
export function isContractError(body: unknown): body is Schemas["ErrorResponse"] {
  if (typeof body !== "object" || body === null) return false;
  const e = (body as { error?: unknown }).error;
  if (typeof e !== "object" || e === null) return false;
  const { code, message } = e as Record<string, unknown>;
  return typeof code === "string" && typeof message === "string";
}

/** The error a non-2xx answer stands for: its body as openapi-fetch parsed it (JSON, else text). */
export function errorFromResponse(response: Response, body: unknown, retryAfterMs: number | undefined): WardenApiError | WardenUnexpectedResponseError {
  const headerId = response.headers.get("x-request-id") ?? undefined;
  if (isContractError(body)) {
    const e = body.error;
    return new WardenApiError({
      status: response.status,
      code: e.code,
      message: e.message,
      details: e.details as WardenErrorDetails,
      requestId: e.request_id ?? headerId ?? "",
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    });
  }
  const text = typeof body === "string" ? body : body === undefined ? "" : JSON.stringify(body);
  const location = response.status >= 300 && response.status < 400 ? (response.headers.get("location") ?? undefined) : undefined;
  return new WardenUnexpectedResponseError({ status: response.status, requestId: headerId, bodyExcerpt: text.slice(0, 500), location });
}
