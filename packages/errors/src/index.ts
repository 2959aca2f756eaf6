import { Code, ConnectError } from "@connectrpc/connect";
import type { DescMessage, MessageInitShape } from "@bufbuild/protobuf";
import { create, toBinary } from "@bufbuild/protobuf";
import {
  AlreadyExistsSchema,
  InvalidSettingValueSchema,
  LimitReachedSchema,
  PlanRequiredSchema,
  ResourceNotFoundSchema,
  UnknownSettingSchema,
  ValidationFailedSchema,
} from "@warden/proto";

export { Code, ConnectError };
export * from "./text.js";
// Defined beside the servers that map it to Unavailable (@warden/server), named here with the other error helpers.
export { isDependencyUnavailable } from "@warden/server/unavailable";
export { contractError, type ContractError } from "./contract.js";

function withDetail<D extends DescMessage>(message: string, code: Code, desc: D, init: MessageInitShape<D>): ConnectError {
  return new ConnectError(message, code, undefined, [{ desc, value: create(desc, init) }]);
}

/** Constructors for the domain errors services raise. Only Connect codes travel on the wire. */
export const errors = {
  notFound: (resource: string, id: string | number | bigint, message?: string) =>
    withDetail(message ?? `${resource} ${id} not found`, Code.NotFound, ResourceNotFoundSchema, {
      resource,
      id: String(id),
    }),
  validation: (violations: { path: string; message: string }[], message = "validation failed") =>
    withDetail(message, Code.InvalidArgument, ValidationFailedSchema, { errors: violations }),
  unknownSetting: (key: string) => withDetail(`setting ${key} is not writable`, Code.InvalidArgument, UnknownSettingSchema, { key }),
  invalidSettingValue: (key: string, rule: string) =>
    withDetail(`invalid value for ${key}: ${rule}`, Code.InvalidArgument, InvalidSettingValueSchema, {
      key,
      rule,
    }),
  planRequired: (requiredPlan: string, currentPlan: string, subject: "account" | "group") =>
    withDetail(`this requires the ${requiredPlan} plan on the ${subject} (current: ${currentPlan})`, Code.PermissionDenied, PlanRequiredSchema, {
      requiredPlan,
      currentPlan,
      subject,
    }),
  limitReached: (resource: string, limit: number) =>
    withDetail(`at most ${limit} ${resource} allowed`, Code.ResourceExhausted, LimitReachedSchema, {
      resource,
      limit,
    }),
  alreadyExists: (resource: string, field: string, message?: string) =>
    withDetail(message ?? `${resource} with this ${field} already exists`, Code.AlreadyExists, AlreadyExistsSchema, {
      resource,
      field,
    }),
  unavailable: (message: string) => new ConnectError(message, Code.Unavailable),
};

export type DomainErrorDetail =
  | { kind: "validation"; errors: { path: string; message: string }[] }
  | { kind: "unknown_setting"; key: string }
  | { kind: "invalid_setting_value"; key: string; rule: string }
  | { kind: "plan_required"; requiredPlan: string; currentPlan: string; subject: string }
  | { kind: "limit_reached"; resource: string; limit: number }
  | { kind: "not_found"; resource: string; id: string }
  | { kind: "already_exists"; resource: string; field: string };

/** Reads the first typed detail of a ConnectError (the gateway's mapping input). */
export function domainDetail(err: ConnectError): DomainErrorDetail | undefined {
  for (const d of err.findDetails(ValidationFailedSchema)) {
    return { kind: "validation", errors: d.errors.map((e) => ({ path: e.path, message: e.message })) };
  }
  for (const d of err.findDetails(UnknownSettingSchema)) return { kind: "unknown_setting", key: d.key };
  for (const d of err.findDetails(InvalidSettingValueSchema)) return { kind: "invalid_setting_value", key: d.key, rule: d.rule };
  for (const d of err.findDetails(PlanRequiredSchema))
    return { kind: "plan_required", requiredPlan: d.requiredPlan, currentPlan: d.currentPlan, subject: d.subject };
  for (const d of err.findDetails(LimitReachedSchema)) return { kind: "limit_reached", resource: d.resource, limit: d.limit };
  for (const d of err.findDetails(ResourceNotFoundSchema)) return { kind: "not_found", resource: d.resource, id: d.id };
  for (const d of err.findDetails(AlreadyExistsSchema)) return { kind: "already_exists", resource: d.resource, field: d.field };
  return undefined;
}
export { refuseUnstorableStrings, unstorableFields } from "./storable.js";

/** A Connect error as data: its code, message and typed details (to carry one item's failure inside a batch's answer). */
export interface ErrorData {
  code: number;
  message: string;
  details: { type: string; value: Uint8Array }[];
}

/**
 * The error an item of a batch raised, as data. Like the server interceptors, anything but a
 * ConnectError of a known code is reported as "internal error" (the caller gets no internals).
 */
export function errorToData(e: unknown): ErrorData {
  const err = ConnectError.from(e);
  if (err.code === Code.Internal || err.code === Code.Unknown) return { code: Code.Internal, message: "internal error", details: [] };
  return {
    code: err.code,
    message: err.rawMessage,
    details: err.details.map((d) =>
      "desc" in d ? { type: d.desc.typeName, value: toBinary(d.desc, create(d.desc, d.value as never)) } : { type: d.type, value: d.value },
    ),
  };
}

/** The ConnectError an item's ErrorData describes: same code, message and typed details (findDetails reads them). */
export function errorFromData(d: ErrorData): ConnectError {
  const code = Code[d.code] === undefined ? Code.Internal : (d.code as Code);
  const err = new ConnectError(d.message, code);
  // as a ConnectError received from the wire holds them: by type name, decoded when read
  err.details.push(...d.details.map((x) => ({ type: x.type, value: x.value })));
  return err;
}
