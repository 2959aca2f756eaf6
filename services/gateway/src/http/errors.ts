import { type Span, SpanStatusCode, trace } from "@opentelemetry/api";
import { ConnectError, contractError, domainDetail, isDependencyUnavailable } from "@warden/errors";
import { type Logger, LogThrottle } from "@warden/telemetry";
import type Koa from "koa";
import type { Context } from "koa";
import { EpochNotMovedError } from "../store/epochs.js";

import {
  type ANSWERED_ERROR_CODES,
  type DashboardErrorCode,
  type ErrorCode,
  type LimitReachedDetails,
  LIMITS,
  UNAVAILABLE_RETRY_AFTER_S,
  ROUTE_NOT_FOUND_MESSAGE,
} from "@warden/contract";
import type { z } from "zod";

export type { ErrorCode };

/**
 * An error the gateway answers with, in the contract's shape. `cause` keeps the error it was
 * converted from (an upstream failure, a bug): it goes to the log line, never to the client.
 * The status must be the one the contract's ERROR_CODES gives the code (checked by the compiler).
 */
export class ApiError<C extends ErrorCode | DashboardErrorCode = ErrorCode | DashboardErrorCode> extends Error {
  constructor(
    readonly status: (typeof ANSWERED_ERROR_CODES)[C],
    readonly code: C,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "ApiError";
  }
}

/** The challenge of every 401 invalid_api_key (RFC 9110 §11.6.1: a 401 names how to authenticate): a Bearer key. */
export const KEY_CHALLENGE = 'Bearer realm="warden"';

export const apiErrors = {
  invalidKey: () =>
    new ApiError(401, "invalid_api_key", "The API key is missing, malformed, unknown or revoked.", undefined, { "WWW-Authenticate": KEY_CHALLENGE }),
  insufficientScope: () => new ApiError(403, "insufficient_scope", "This key has the read scope; changing data needs a key with the write scope."),
  frozen: () => new ApiError(403, "account_frozen", "API access of this account is frozen. Contact support."),
  /** The owner's unfreeze (the dashboard) of an account the operator froze: refused, nothing changed. */
  frozenByOperator: () =>
    new ApiError(403, "account_frozen", "The operator froze this account's API access; only the operator can unfreeze it. Contact support.", {
      frozen_by: "operator",
    }),
  planRequired: (required: string, current: string, subject: "account" | "group") =>
    new ApiError(403, "plan_required", `This needs the ${required} plan or higher on the ${subject} (current plan: ${current}).`, {
      required_plan: required,
      current_plan: current,
      subject,
    }),
  groupNotFound: () => new ApiError(404, "group_not_found", "No such group among the groups this account administers."),
  notFound: (what: string) => new ApiError(404, "not_found", `${what} not found.`),
  /** A path no route of this surface serves. */
  routeNotFound: () => new ApiError(404, "not_found", ROUTE_NOT_FOUND_MESSAGE),
  /** An account's active keys are at the cap (the admin surface and the dashboard create keys). */
  keyLimitReached: () =>
    new ApiError(409, "limit_reached", `At most ${LIMITS.activeKeysPerAccount} active keys are allowed; revoke one first.`, {
      resource: "keys",
      limit: LIMITS.activeKeysPerAccount,
    }),
  /**
   * `422 validation_failed` listing at most LIMITS.validationErrorsMax of the problems (the first
   * found) however many a body holds, so the answer to a hostile body stays small; the message says
   * how many more there are (`total`: how many were found, when more than `errors` holds).
   */
  validation: (errors: { path: string; message: string }[], total = errors.length) => {
    const shown = errors.slice(0, LIMITS.validationErrorsMax);
    const more = Math.max(total, errors.length) - shown.length;
    const listed = shown.map((e) => `${e.path}: ${e.message}`).join("; ");
    return new ApiError(422, "validation_failed", (more > 0 ? `${listed}; and ${more} more` : listed) || "The request is not valid.", { errors: shown });
  },
  unavailable: (what: string, cause?: unknown) =>
    new ApiError(
      503,
      "unavailable",
      `${what} is unavailable; try again shortly.`,
      { retry_after: UNAVAILABLE_RETRY_AFTER_S },
      { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_S) },
      { cause },
    ),
  internal: (cause: unknown) => new ApiError(500, "internal", "Internal error.", undefined, {}, { cause }),
};

/**
 * Maps an error from an internal service (Connect code + typed detail) to the public error: the
 * code and details are @warden/errors' contractError (the CLI prints the same), the status and
 * message are the gateway's.
 */
type LimitedResource = z.infer<typeof LimitReachedDetails>["resource"];

/** What a 409 limit_reached's message calls each resource at its cap (`details.resource` keeps the code). */
const LIMITED_RESOURCE_WORDS: Record<LimitedResource, string> = {
  rules: "rules",
  whitelist: "whitelist entries",
  webhooks: "webhook endpoints",
  keys: "active keys",
};

export function fromConnect(err: ConnectError): ApiError {
  const { code, details } = contractError(err);
  const d = domainDetail(err);
  const detail = (key: string) => String(details?.[key]);
  switch (code) {
    case "group_not_found":
      return apiErrors.groupNotFound();
    case "not_found":
      return apiErrors.notFound(d?.kind === "not_found" ? d.resource.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase()) : "Resource");
    case "unknown_setting":
      return new ApiError(422, code, `${detail("key")} is not a writable setting; see GET /settings-catalog.`, details);
    case "invalid_setting_value":
      return new ApiError(422, code, `Invalid value for ${detail("key")}: ${detail("rule")}.`, details);
    case "validation_failed":
      return apiErrors.validation(details?.errors as { path: string; message: string }[]);
    case "plan_required":
      return apiErrors.planRequired(detail("required_plan"), detail("current_plan"), detail("subject") === "group" ? "group" : "account");
    case "insufficient_scope":
      return new ApiError(403, code, err.rawMessage);
    case "limit_reached": {
      const what = LIMITED_RESOURCE_WORDS[detail("resource") as LimitedResource];
      return new ApiError(409, code, details && what ? `At most ${detail("limit")} ${what} are allowed.` : err.rawMessage, details);
    }
    case "not_implemented":
      return new ApiError(501, code, "This endpoint is not available yet.");
    case "unavailable":
      return apiErrors.unavailable("A backing service", err);
    default:
      return apiErrors.internal(err);
  }
}

/** The one mapping of whatever a request handler threw to the contract's error (the API's JSON, the dashboard's pages). */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  // A change committed whose account epoch Redis did not take: 503, repeat it (docs/operations.md).
  if (err instanceof EpochNotMovedError) return apiErrors.unavailable("Redis", err);
  if (err instanceof ConnectError) return fromConnect(err);
  // PostgreSQL unreachable or its pool exhausted ("timeout exceeded when trying to connect", seen
  // under load while services restart): the request may succeed in a moment; 503, never 500.
  if (isDependencyUnavailable(err)) return apiErrors.unavailable("A backing service", err);
  const status = (err as { status?: number; expose?: boolean }).status;
  if (status === 400 || status === 413) {
    // Koa/raw-body client errors (aborted uploads and the like).
    return new ApiError(400, "invalid_json", "The request body could not be read.", undefined, {}, { cause: err });
  }
  return apiErrors.internal(err);
}

/** The throttle of each logger's 503 lines (the API's and the dashboard's requests share the process's logger). */
const unavailableLines = new WeakMap<Logger, LogThrottle>();

/** The kind of a 503: what is unavailable (the answer's message) and how it failed (the upstream, error type and code). */
function unavailableKind(apiErr: ApiError, cause: unknown): string {
  const c = (typeof cause === "object" && cause !== null ? cause : {}) as { name?: unknown; code?: unknown; upstream?: unknown };
  const part = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v) : "");
  return [apiErr.message, part(c.upstream), part(c.name), part(c.code)].join("|");
}

/**
 * A request that failed on our side (5xx): the request's span marked, and the original failure (an upstream's error,
 * a bug's stack), not the public answer, logged. A client's error (4xx) is neither. A 503 (a dependency down: every
 * request fails the same way) is logged once per kind (unavailableKind) and LOG_REPEAT_EVERY_MS, with how many were
 * left out (`suppressed`); each request still has its access log line and its status in the metrics. Every 500 is logged.
 */
export function reportFailure(logger: Logger, ctx: Context, apiErr: ApiError, err: unknown, span: Span | undefined = trace.getActiveSpan()): void {
  if (apiErr.status < 500) return;
  span?.setStatus({ code: SpanStatusCode.ERROR, message: apiErr.code });
  const cause = apiErr.cause ?? err;
  let suppressed: number | undefined;
  if (apiErr.status === 503) {
    let throttle = unavailableLines.get(logger);
    if (!throttle) {
      throttle = new LogThrottle();
      unavailableLines.set(logger, throttle);
    }
    const due = throttle.take(unavailableKind(apiErr, cause));
    if (!due) return;
    suppressed = due.suppressed;
  }
  logger.error(
    { err: cause, code: apiErr.code, request_id: ctx.state.requestId, path: ctx.path, ...(suppressed === undefined ? {} : { suppressed }) },
    "request failed",
  );
}

/** Socket errors of a client that went away while its answer was being written: not a failure of ours. */
const CLIENT_GONE = new Set(["ECONNRESET", "EPIPE", "ECONNABORTED", "ERR_STREAM_PREMATURE_CLOSE"]);

/**
 * Koa's report of an error once an answer began (a request's own errors are answered and logged by the first
 * middleware): one line of the JSON log with the request id (a client that reset its connection: debug), never Koa's
 * default, a multi-line stack on stderr outside the log.
 */
export function logAnswerErrors(app: Koa, logger: Logger): void {
  app.on("error", (err: Error & { code?: unknown }, ctx?: Context) => {
    const fields = { err, request_id: ctx?.state?.requestId };
    if (typeof err?.code === "string" && CLIENT_GONE.has(err.code)) logger.debug(fields, "client went away during the answer");
    else logger.warn(fields, "answer failed");
  });
}
