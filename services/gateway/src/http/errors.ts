import { Code, type ConnectError, domainDetail } from "@warden/errors";

import { type ANSWERED_ERROR_CODES, type DashboardErrorCode, type ErrorCode, LIMITS } from "@warden/contract";

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

export const apiErrors = {
  invalidKey: () => new ApiError(401, "invalid_api_key", "The API key is missing, malformed, unknown or revoked."),
  insufficientScope: () => new ApiError(403, "insufficient_scope", "This key has the read scope; changing data needs a key with the write scope."),
  frozen: () => new ApiError(403, "account_frozen", "API access of this account is frozen. Contact support."),
  planRequired: (required: string, current: string, subject: "account" | "group") =>
    new ApiError(403, "plan_required", `This needs the ${required} plan or higher on the ${subject} (current plan: ${current}).`, {
      required_plan: required,
      current_plan: current,
      subject,
    }),
  groupNotFound: () => new ApiError(404, "group_not_found", "No such group among the groups this account administers."),
  notFound: (what: string) => new ApiError(404, "not_found", `${what} not found.`),
  /** An account's active keys are at the cap (the admin surface and the dashboard create keys). */
  keyLimitReached: () =>
    new ApiError(409, "limit_reached", `At most ${LIMITS.activeKeysPerAccount} active keys are allowed; revoke one first.`, {
      resource: "keys",
      limit: LIMITS.activeKeysPerAccount,
    }),
  validation: (errors: { path: string; message: string }[]) =>
    new ApiError(422, "validation_failed", errors.map((e) => `${e.path}: ${e.message}`).join("; ") || "The request is not valid.", { errors }),
  unavailable: (what: string, cause?: unknown) =>
    new ApiError(503, "unavailable", `${what} is unavailable; try again shortly.`, undefined, { "Retry-After": "1" }, { cause }),
  internal: (cause: unknown) => new ApiError(500, "internal", "Internal error.", undefined, {}, { cause }),
};

/** Maps an error from an internal service (Connect code + typed detail) to the public error. */
export function fromConnect(err: ConnectError): ApiError {
  const d = domainDetail(err);
  switch (err.code) {
    case Code.NotFound:
      if (d?.kind === "not_found" && d.resource !== "group") return apiErrors.notFound(d.resource.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase()));
      return apiErrors.groupNotFound();
    case Code.InvalidArgument:
      if (d?.kind === "unknown_setting")
        return new ApiError(422, "unknown_setting", `${d.key} is not a writable setting; see GET /settings-catalog.`, { key: d.key });
      if (d?.kind === "invalid_setting_value")
        return new ApiError(422, "invalid_setting_value", `Invalid value for ${d.key}: ${d.rule}.`, { key: d.key, rule: d.rule });
      if (d?.kind === "validation") return apiErrors.validation(d.errors);
      return apiErrors.validation([{ path: "", message: err.rawMessage }]);
    case Code.AlreadyExists:
      if (d?.kind === "already_exists") return apiErrors.validation([{ path: d.field, message: err.rawMessage }]);
      return apiErrors.validation([{ path: "", message: err.rawMessage }]);
    case Code.PermissionDenied:
      if (d?.kind === "plan_required") return apiErrors.planRequired(d.requiredPlan, d.currentPlan, d.subject === "group" ? "group" : "account");
      return new ApiError(403, "insufficient_scope", err.rawMessage);
    case Code.ResourceExhausted:
      if (d?.kind === "limit_reached")
        return new ApiError(409, "limit_reached", `At most ${d.limit} ${d.resource} are allowed.`, { resource: d.resource, limit: d.limit });
      return new ApiError(409, "limit_reached", err.rawMessage);
    case Code.Unimplemented:
      return new ApiError(501, "not_implemented", "This endpoint is not available yet.");
    case Code.Unavailable:
    case Code.DeadlineExceeded:
    case Code.Aborted:
      return apiErrors.unavailable("A backing service", err);
    default:
      return apiErrors.internal(err);
  }
}
