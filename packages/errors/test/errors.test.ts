import { createClient, createRouterTransport } from "@connectrpc/connect";
import { EngineService } from "@warden/proto";
import { describe, expect, it } from "vitest";
import { Code, ConnectError, domainDetail, errors, isDependencyUnavailable } from "../src/index.js";

/** Throws `err` from a real (in-memory) Connect handler and returns what the client receives. */
async function overTheWire(err: ConnectError): Promise<ConnectError> {
  const transport = createRouterTransport(({ service }) => {
    service(EngineService, {
      check() {
        throw err;
      },
    });
  });
  try {
    await createClient(EngineService, transport).check({ text: "x" });
  } catch (e) {
    return ConnectError.from(e);
  }
  throw new Error("expected the call to fail");
}

describe("domain errors", () => {
  const cases = [
    [errors.planRequired("pro", "free", "group"), Code.PermissionDenied, { kind: "plan_required", requiredPlan: "pro", currentPlan: "free", subject: "group" }],
    [errors.invalidSettingValue("spam_threshold", "must be at most 100"), Code.InvalidArgument, { kind: "invalid_setting_value", key: "spam_threshold", rule: "must be at most 100" }],
    [errors.unknownSetting("nope"), Code.InvalidArgument, { kind: "unknown_setting", key: "nope" }],
    [errors.limitReached("rules", 200), Code.ResourceExhausted, { kind: "limit_reached", resource: "rules", limit: 200 }],
    [errors.notFound("rule", "rule_x"), Code.NotFound, { kind: "not_found", resource: "rule", id: "rule_x" }],
    [errors.alreadyExists("rule", "name"), Code.AlreadyExists, { kind: "already_exists", resource: "rule", field: "name" }],
    [errors.validation([{ path: "pattern", message: "bad" }]), Code.InvalidArgument, { kind: "validation", errors: [{ path: "pattern", message: "bad" }] }],
  ] as const;

  it.each(cases)("%s keeps its code and typed detail across the wire", async (err, code, detail) => {
    const received = await overTheWire(err);
    expect(received.code).toBe(code);
    expect(received.rawMessage).toBe(err.rawMessage);
    expect(domainDetail(received)).toEqual(detail);
  });

  it("has no detail for a plain error", () => {
    expect(domainDetail(new ConnectError("x", Code.Internal))).toBeUndefined();
  });
});

describe("isDependencyUnavailable", () => {
  it("recognises a dependency that is down: network, PostgreSQL connection and pool, Connect Unavailable, through causes", () => {
    expect(isDependencyUnavailable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDependencyUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDependencyUnavailable(Object.assign(new Error("the database system is starting up"), { code: "57P03" }))).toBe(true);
    expect(isDependencyUnavailable(Object.assign(new Error("connection failure"), { code: "08006" }))).toBe(true);
    expect(isDependencyUnavailable(new ConnectError("down", Code.Unavailable))).toBe(true);
    expect(isDependencyUnavailable(new Error("outer", { cause: Object.assign(new Error("x"), { code: "ECONNRESET" }) }))).toBe(true);
  });

  it("does not take a failure of the request itself for an outage", () => {
    expect(isDependencyUnavailable(new Error("boom"))).toBe(false);
    expect(isDependencyUnavailable(Object.assign(new Error("invalid byte sequence"), { code: "22021" }))).toBe(false);
    expect(isDependencyUnavailable(new ConnectError("bug", Code.Internal))).toBe(false);
    expect(isDependencyUnavailable("text")).toBe(false);
  });
});
