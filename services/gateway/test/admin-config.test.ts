import { describe, expect, it } from "vitest";
import { schema } from "../src/config.js";

// The admin surface's settings: off without a token, a token strong enough, never the public port.
const BASE = {
  DATABASE_URL: "postgres://warden:warden@127.0.0.1:5432/warden",
  REDIS_URL: "redis://127.0.0.1:6379",
  KAFKA_BROKERS: "127.0.0.1:9092",
  ENGINE_URL: "http://127.0.0.1:50051",
  GROUPS_CONFIG_URL: "http://127.0.0.1:50052",
  JOURNAL_URL: "http://127.0.0.1:50053",
  DISPATCHER_URL: "http://127.0.0.1:50054",
};
const issues = (env: Record<string, string>) => {
  const r = schema.safeParse({ ...BASE, ...env });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("ADMIN_HOST", () => {
  it("binds the admin surface to loopback by default, whatever HOST the public port binds", () => {
    expect(schema.parse(BASE)).toMatchObject({ HOST: "0.0.0.0", ADMIN_HOST: "127.0.0.1" });
    expect(schema.parse({ ...BASE, HOST: "0.0.0.0" }).ADMIN_HOST).toBe("127.0.0.1");
  });

  it("is set where other hosts must reach it (in a cluster: 0.0.0.0); empty is refused", () => {
    expect(schema.parse({ ...BASE, ADMIN_HOST: "0.0.0.0" }).ADMIN_HOST).toBe("0.0.0.0");
    expect(issues({ ADMIN_HOST: "" })).toEqual(["ADMIN_HOST: Too small: expected string to have >=1 characters"]);
  });
});

describe("ADMIN_TOKEN and ADMIN_PORT", () => {
  it("without a token the admin surface is off; the port defaults to 8081", () => {
    const cfg = schema.parse(BASE);
    expect(cfg.ADMIN_TOKEN).toBeUndefined();
    expect(cfg.ADMIN_PORT).toBe(8081);
  });

  it("takes a token of 32 characters, refuses 31 and one with a space", () => {
    expect(issues({ ADMIN_TOKEN: "a".repeat(32) })).toEqual([]);
    expect(issues({ ADMIN_TOKEN: "a".repeat(31) })).toEqual(["ADMIN_TOKEN: must be at least 32 characters"]);
    expect(issues({ ADMIN_TOKEN: `${"a".repeat(32)} b` })).toEqual(["ADMIN_TOKEN: must not contain spaces"]);
  });

  it("refuses the public port for the admin surface when it is on", () => {
    expect(issues({ ADMIN_TOKEN: "a".repeat(32), PORT: "9000", ADMIN_PORT: "9000" })).toEqual([
      "ADMIN_PORT: must differ from PORT (the admin surface is never on the public port)",
    ]);
    expect(issues({ PORT: "9000", ADMIN_PORT: "9000" })).toEqual([]);
  });
});
