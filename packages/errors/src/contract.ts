import { Code, type ConnectError } from "@connectrpc/connect";
import { type ErrorCode, UNAVAILABLE_RETRY_AFTER_S } from "@warden/contract";
import { domainDetail } from "./index.js";

/** An internal service's error in the contract's terms: its `error.code` and `error.details`. */
export interface ContractError {
  code: ErrorCode;
  details?: Record<string, unknown>;
}

/**
 * The contract's error code (and details) for an error from an internal service: from its typed
 * domain detail when it has one, else from its Connect code. The gateway's fromConnect
 * (services/gateway/src/http/errors.ts) answers these, adding its status and message, and the CLI
 * prints them: both say what the API would say.
 */
export function contractError(err: ConnectError): ContractError {
  const d = domainDetail(err);
  const invalid = (path: string) => ({ code: "validation_failed" as const, details: { errors: [{ path, message: err.rawMessage }] } });
  switch (err.code) {
    case Code.NotFound:
      return { code: d?.kind === "not_found" && d.resource !== "group" ? "not_found" : "group_not_found" };
    case Code.InvalidArgument:
      if (d?.kind === "unknown_setting") return { code: "unknown_setting", details: { key: d.key } };
      if (d?.kind === "invalid_setting_value") return { code: "invalid_setting_value", details: { key: d.key, rule: d.rule } };
      if (d?.kind === "validation") return { code: "validation_failed", details: { errors: d.errors } };
      return invalid("");
    case Code.AlreadyExists:
      return invalid(d?.kind === "already_exists" ? d.field : "");
    case Code.PermissionDenied:
      if (d?.kind === "plan_required")
        return {
          code: "plan_required",
          details: { required_plan: d.requiredPlan, current_plan: d.currentPlan, subject: d.subject === "group" ? "group" : "account" },
        };
      return { code: "insufficient_scope" };
    case Code.ResourceExhausted:
      return d?.kind === "limit_reached" ? { code: "limit_reached", details: { resource: d.resource, limit: d.limit } } : { code: "limit_reached" };
    case Code.Unimplemented:
      return { code: "not_implemented" };
    case Code.Unavailable:
    case Code.DeadlineExceeded:
    case Code.Aborted:
      return { code: "unavailable", details: { retry_after: UNAVAILABLE_RETRY_AFTER_S } };
    default:
      return { code: "internal" };
  }
}
