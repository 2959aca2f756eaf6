import { ERROR_CODES } from "@warden/contract";
import { describe, expect, it } from "vitest";
import { Code, ConnectError, contractError, errors } from "../src/index.js";

/**
 * The gateway's own mapping, loaded by path for this test only (no package depends on a
 * service; a computed specifier keeps it out of this package's typecheck).
 */
const GATEWAY_ERRORS = new URL("../../../services/gateway/src/http/errors.ts", import.meta.url).href;
const { fromConnect } = (await import(GATEWAY_ERRORS)) as {
  fromConnect: (err: ConnectError) => { code: string; details?: Record<string, unknown> };
};

const withDetail = [
  errors.notFound("rule", "rule_x"),
  errors.notFound("group", -1001),
  errors.validation([{ path: "pattern", message: "bad" }]),
  errors.unknownSetting("nope"),
  errors.invalidSettingValue("spam_threshold", "must be at most 100"),
  errors.alreadyExists("rule", "name", "a rule named spam already exists"),
  errors.planRequired("pro", "free", "group"),
  errors.planRequired("business", "pro", "account"),
  errors.limitReached("rules", 200),
];
const bare = (Object.values(Code).filter((c) => typeof c === "number") as Code[]).map((c) => new ConnectError("upstream says no", c));

describe("contractError: an internal service's error in the contract's terms", () => {
  it("reads the domain detail first", () => {
    expect(contractError(errors.planRequired("pro", "free", "group"))).toEqual({
      code: "plan_required",
      details: { required_plan: "pro", current_plan: "free", subject: "group" },
    });
    expect(contractError(errors.limitReached("rules", 200))).toEqual({ code: "limit_reached", details: { resource: "rules", limit: 200 } });
    expect(contractError(errors.alreadyExists("rule", "name", "taken"))).toEqual({
      code: "validation_failed",
      details: { errors: [{ path: "name", message: "taken" }] },
    });
    expect(contractError(errors.notFound("rule", "rule_x"))).toEqual({ code: "not_found" });
    expect(contractError(errors.notFound("group", -1001))).toEqual({ code: "group_not_found" });
  });

  it("answers a contract code for every Connect code, snake_case", () => {
    for (const err of [...withDetail, ...bare]) {
      const { code } = contractError(err);
      expect(Object.keys(ERROR_CODES), Code[err.code]).toContain(code);
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
  });

  it("gives the code and details the gateway answers for the same error", () => {
    for (const err of [...withDetail, ...bare]) {
      const answered = fromConnect(err);
      expect(contractError(err), `${Code[err.code]} ${err.rawMessage}`).toEqual({
        code: answered.code,
        ...(answered.details === undefined ? {} : { details: answered.details }),
      });
    }
  });
});
