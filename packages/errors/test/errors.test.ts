import { createClient, createRouterTransport } from "@connectrpc/connect";
import { EngineService } from "@warden/proto";
import { describe, expect, it } from "vitest";
import { Code, ConnectError, domainDetail, errorFromData, errors, errorToData, isDependencyUnavailable } from "../src/index.js";

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
    [
      errors.invalidSettingValue("spam_threshold", "must be at most 100"),
      Code.InvalidArgument,
      { kind: "invalid_setting_value", key: "spam_threshold", rule: "must be at most 100" },
    ],
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

  it.each(cases)("%s keeps its code, message and typed detail as an item's error data (CheckMany), raised or received", async (err, code, detail) => {
    for (const source of [err, await overTheWire(err)]) {
      const rebuilt = errorFromData(errorToData(source));
      expect(rebuilt.code).toBe(code);
      expect(rebuilt.rawMessage).toBe(err.rawMessage);
      expect(domainDetail(rebuilt)).toEqual(detail);
    }
  });

  it("an item's internal failure travels as 'internal error' only, like a call's", () => {
    for (const e of [new Error("db password is hunter2"), new ConnectError("stack trace here", Code.Internal), "thrown string"]) {
      expect(errorToData(e)).toEqual({ code: Code.Internal, message: "internal error", details: [] });
    }
    expect(errorFromData({ code: 999, message: "from a newer peer", details: [] }).code).toBe(Code.Internal);
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
    expect(isDependencyUnavailable(Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }))).toBe(true);
    // The server cannot take the write now: disk full, out of memory, a read-only server (a primary demoted by a failover).
    expect(isDependencyUnavailable(Object.assign(new Error("could not extend file: No space left on device"), { code: "53100" }))).toBe(true);
    expect(isDependencyUnavailable(Object.assign(new Error("out of memory"), { code: "53200" }))).toBe(true);
    expect(isDependencyUnavailable(Object.assign(new Error("cannot execute INSERT in a read-only transaction"), { code: "25006" }))).toBe(true);
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

describe("strings no service can store, and JSON depth", () => {
  it("finds NUL and lone surrogates anywhere in a JSON value, keys included, with their paths", async () => {
    const { unstorableStrings } = await import("../src/index.js");
    const found = unstorableStrings({ a: "ok", b: ["x", "y\u0000"], c: { "\ud800": 1, d: "\udc00z" } }, "");
    expect(found).toHaveLength(3);
    expect(found).toEqual(
      expect.arrayContaining([
        { path: "b[1]", message: "must not contain NUL characters" },
        { path: "c", message: "has a field name that must be valid Unicode (contains a lone surrogate)" },
        { path: "c.d", message: "must be valid Unicode (contains a lone surrogate)" },
      ]),
    );
    expect(unstorableStrings({ ok: ["fine", "😀 emoji pairs are fine"] })).toEqual([]);
    expect(unstorableStrings("\u0000", "query.cursor")).toEqual([{ path: "query.cursor", message: "must not contain NUL characters" }]);
  });

  it("measures nesting without parsing, ignoring brackets inside strings", async () => {
    const { jsonTooDeep } = await import("../src/index.js");
    const nest = (n: number) => "[".repeat(n) + "]".repeat(n);
    expect(jsonTooDeep(nest(32), 32)).toBe(false);
    expect(jsonTooDeep(nest(33), 32)).toBe(true);
    expect(jsonTooDeep(nest(1_000_000), 32)).toBe(true);
    expect(jsonTooDeep(`{"a":"${"[".repeat(100)}\\"${"{".repeat(100)}"}`, 32)).toBe(false);
  });

  it("refuses unstorable strings in RPC messages, naming proto fields (oneofs and nested messages included)", async () => {
    const { unstorableFields } = await import("../src/index.js");
    expect(
      unstorableFields({
        $typeName: "x",
        accountId: "a",
        rule: { $typeName: "y", name: "n\u0000", pattern: "ok" },
        target: { case: "userName", value: "\u0000" },
      }),
    ).toEqual(
      expect.arrayContaining([
        { path: "rule.name", message: "must not contain NUL characters" },
        { path: "target.user_name", message: "must not contain NUL characters" },
      ]),
    );
    expect(unstorableFields({ $typeName: "x", ids: [1n, 2n], blob: new Uint8Array([0]) })).toEqual([]);
  });
});
