import { Code, ConnectError } from "@warden/errors";
import { EngineService } from "@warden/proto";
import { serviceClient } from "@warden/server";
import { createLogger } from "@warden/telemetry";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineRoute } from "../src/http/route.js";
import { startHarness, type Harness } from "./support/harness.js";

// A 500 answers `internal` with the request id only; the log line of that request carries what
// actually failed (the thrown error, an upstream's Internal error), never the converted ApiError.
const lines: Record<string, any>[] = [];
const logger = createLogger("gateway", "error", {
  hooks: {
    streamWrite: (s: string) => {
      lines.push(JSON.parse(s));
      return s;
    },
  },
});

let h: Harness;
let key: string;
beforeAll(async () => {
  h = await startHarness("gw500", {
    logger,
    extraRoutes: [
      defineRoute({
        method: "GET",
        path: "/test/bug",
        scope: "read",
        accountPlan: "free",
        cost: "one",
        handler: async () => {
          throw new TypeError("cannot read properties of undefined (reading 'secret_column')");
        },
      }),
      defineRoute({
        method: "GET",
        path: "/test/upstream",
        scope: "read",
        accountPlan: "free",
        cost: "one",
        handler: async () => {
          throw new ConnectError('relation "groups" does not exist', Code.Internal);
        },
      }),
      defineRoute({
        method: "GET",
        path: "/test/db-down",
        scope: "read",
        accountPlan: "free",
        cost: "one",
        handler: async () => {
          // PostgreSQL refusing the connection, as node-postgres reports it.
          throw Object.assign(new Error("connect ECONNREFUSED 10.0.0.7:5432"), { code: "ECONNREFUSED" });
        },
      }),
      defineRoute({
        method: "GET",
        path: "/test/unreachable",
        scope: "read",
        accountPlan: "free",
        cost: "one",
        handler: async () => {
          // An engine that is not there (a refused connection), called as the gateway calls it.
          await serviceClient(EngineService, "http://127.0.0.1:9").check({ text: "x" });
        },
      }),
    ],
  });
  key = (await h.account("pro")).key;
});
afterAll(() => h?.close());

async function call(path: string) {
  const res = await fetch(`${h.base}${path}`, { headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, requestId: res.headers.get("x-request-id")!, text: await res.text() };
}

/** The log line of a request (by its id); the test fails, showing every line, when there is none. */
function lineOf(requestId: string): Record<string, any> {
  const line = lines.find((l) => l.request_id === requestId);
  expect(line, JSON.stringify(lines)).toBeDefined();
  return line!;
}

describe("500", () => {
  it.each([
    ["a bug in a handler", "/test/bug", "TypeError", /secret_column/],
    ["an upstream's internal error", "/test/upstream", "ConnectError", /relation "groups" does not exist/],
  ])("%s: the log line names the cause with the request id; the answer does not", async (_name, path, type, cause) => {
    const r = await call(path);
    expect(r.status).toBe(500);
    const body = JSON.parse(r.text);
    expect(body).toEqual({ error: { code: "internal", message: "Internal error.", request_id: r.requestId } });
    expect(r.text).not.toMatch(cause);
    const line = lineOf(r.requestId);
    expect(line.msg).toBe("request failed");
    expect(line.err.type).toBe(type);
    expect(line.err.message).toMatch(cause);
    expect(line.err.stack).toMatch(cause);
  });
});

describe("503", () => {
  it("an upstream that cannot be reached: the log line names it (its procedure), not only a port", async () => {
    const r = await call("/test/unreachable");
    expect(r.status).toBe(503);
    const line = lineOf(r.requestId);
    expect(line.msg).toBe("request failed");
    expect(line.err.upstream).toBe("warden.engine.v1.EngineService/Check");
  });
});

describe("503, a dependency down", () => {
  it("a dependency's own failure, not the public answer, is the log line's err", async () => {
    const r = await call("/test/db-down");
    expect(r.status).toBe(503);
    const line = lineOf(r.requestId);
    expect(line.err).toMatchObject({ type: "Error", code: "ECONNREFUSED", message: "connect ECONNREFUSED 10.0.0.7:5432" });
  });

  it("Redis down: every request answers 503, and the log has one line naming Redis's failure, not one or two per request", async () => {
    const before = lines.length;
    h.redis.disconnect();
    const ids: string[] = [];
    try {
      for (let i = 0; i < 4; i++) {
        const r = await call("/me");
        expect(r.status).toBe(503);
        ids.push(r.requestId);
      }
    } finally {
      await h.redis.connect();
    }
    const logged = lines.slice(before);
    expect(logged.filter((l) => l.msg === "rate limiter unavailable")).toEqual([]);
    const failed = logged.filter((l) => l.msg === "request failed" && ids.includes(l.request_id));
    expect(failed, JSON.stringify(logged)).toHaveLength(1);
    expect(failed[0]!.err.type).not.toBe("ApiError");
    expect(failed[0]!.err.message).not.toMatch(/is unavailable; try again/);
  });
});
