import { describe, expect, it } from "vitest";
import {
  createWardenClient,
  DEFAULT_TIMEOUT_MS,
  parseRetryAfter,
  type RetryInfo,
  WardenApiError,
  WardenTimeoutError,
  WardenUnexpectedResponseError,
} from "../src/index.js";

import { type Answer, scriptedApi } from "./scripted-api.js";

// A real HTTP server on 127.0.0.1 answers from a script: each request takes the next answer.
const api = scriptedApi();
const KEY = "tk_live_AbCdEfGhIjKlMnOpQrStUvWxYz012345";
const errorBody = api.errorBody;

const CHECK = { verdict: "clean", score: 0 };

function client(retries: Parameters<typeof createWardenClient>[0]["retries"] = {}, retriesSeen: RetryInfo[] = [], timeoutMs?: number) {
  const r = typeof retries === "number" ? retries : { ...retries, onRetry: (i: RetryInfo) => retriesSeen.push(i) };
  return createWardenClient({ apiKey: KEY, baseUrl: api.baseUrl, retries: r, timeoutMs });
}

describe("requests", () => {
  it("sends the key as a Bearer token and the body as JSON, and answers the parsed body", async () => {
    api.script = [{ status: 200, body: CHECK }];
    const { data, response } = await client().POST("/spam/check", { body: { text: "hello" } });
    expect(data).toEqual(CHECK);
    expect(response.status).toBe(200);
    expect(api.seen).toHaveLength(1);
    expect(api.seen[0]).toMatchObject({ method: "POST", url: "/api/public/v1/spam/check", body: '{"text":"hello"}' });
    expect(api.seen[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(api.seen[0]!.headers["content-type"]).toBe("application/json");
  });

  it("fills path and query parameters", async () => {
    api.script = [{ status: 200, body: { items: [], next_cursor: null } }];
    await client().GET("/groups/{id}/journal", { params: { path: { id: -1001234567890 }, query: { limit: 5, verdict: "spam" } } });
    expect(api.seen[0]!.url).toBe("/api/public/v1/groups/-1001234567890/journal?limit=5&verdict=spam");
  });

  it("answers the API reference's HTML page (GET /docs) as the string its type says, not a JSON SyntaxError", async () => {
    api.script.push({ status: 200, headers: { "content-type": "text/html; charset=utf-8" }, body: "<!doctype html><title>Warden API</title>" });
    api.script.push({ status: 200, headers: { "content-type": "text/javascript" }, body: "console.log(1);" });
    const { data } = await client().GET("/docs");
    expect(data).toBe("<!doctype html><title>Warden API</title>");
    expect((await client().GET("/docs/redoc.standalone.js")).data).toBe("console.log(1);");
  });

  it("answers undefined data for a 204", async () => {
    api.script = [{ status: 204 }];
    const { data, response } = await client().DELETE("/groups/{id}/rules/{ruleId}", { params: { path: { id: -1001, ruleId: "rule_abc" } } });
    expect(data).toBeUndefined();
    expect(response.status).toBe(204);
  });

  it("refuses an empty key or a relative base URL before sending anything", () => {
    expect(() => createWardenClient({ apiKey: "" })).toThrow(/apiKey/);
    expect(() => createWardenClient({ apiKey: "tk_live_a b" })).toThrow(/apiKey/);
    expect(() => createWardenClient({ apiKey: KEY, baseUrl: "/api/public/v1" })).toThrow(/absolute/);
  });

  it("never puts the key in an error message", () => {
    try {
      createWardenClient({ apiKey: `${KEY} ` });
    } catch (err) {
      expect((err as Error).message).not.toContain(KEY);
    }
    expect.assertions(1);
  });
});

describe("retries that honour Retry-After", () => {
  it("429 with Retry-After in seconds: waits that long (no jitter), sends the same request again, answers the success", async () => {
    const retries: RetryInfo[] = [];
    api.script = [
      { status: 429, headers: { "retry-after": "1" }, body: errorBody("rate_limit_exceeded", "slow down", { limit: 60, retry_after: 1 }) },
      { status: 200, body: CHECK },
    ];
    const { data } = await client({}, retries).POST("/spam/check", { body: { text: "again" } });
    expect(data).toEqual(CHECK);
    expect(api.seen).toHaveLength(2);
    expect(api.seen[1]!.body).toBe(api.seen[0]!.body);
    expect(api.seen[1]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(api.seen[1]!.at - api.seen[0]!.at).toBeGreaterThanOrEqual(990);
    expect(retries).toEqual([{ retry: 1, delayMs: 1000, status: 429, method: "POST", url: `${api.baseUrl}/spam/check`, source: "retry-after" }]);
  });

  it("503 with Retry-After as an HTTP-date: waits until that moment", async () => {
    const retries: RetryInfo[] = [];
    // An HTTP-date has whole seconds: 2 s ahead, truncated, is 1 to 2 s away.
    const until = new Date(Date.now() + 2000);
    api.script = [
      { status: 503, headers: { "retry-after": until.toUTCString() }, body: errorBody("unavailable", "engine down") },
      { status: 200, body: { groups: [] } },
    ];
    const { data } = await client({}, retries).GET("/groups");
    expect(data).toEqual({ groups: [] });
    expect(api.seen).toHaveLength(2);
    const dateMs = Math.floor(until.getTime() / 1000) * 1000;
    expect(retries[0]!.source).toBe("retry-after");
    // The wait is what is left until that date when the answer arrived (at most date - sent), not a jittered guess.
    expect(retries[0]!.delayMs).toBeGreaterThan(0);
    expect(retries[0]!.delayMs).toBeLessThanOrEqual(dateMs - api.seen[0]!.at);
    expect(api.seen[1]!.at).toBeGreaterThanOrEqual(dateMs - 5);
  });

  it("a 429 is retried for any method: the contract admits a request before it runs and a 429 did nothing", async () => {
    api.script = [
      { status: 429, headers: { "retry-after": "0" }, body: errorBody("rate_limit_exceeded", "slow down") },
      { status: 201, body: { id: "rule_1" } },
    ];
    const { data } = await client().POST("/groups/{id}/rules", {
      params: { path: { id: -1001 } },
      body: { name: "promo", kind: "keyword", pattern: "promo", weight: 40 },
    });
    expect(data).toMatchObject({ id: "rule_1" });
    expect(api.seen.map((s) => s.method)).toEqual(["POST", "POST"]);
  });

  it("a 503 on a write that may have taken effect is not retried: the caller gets the error with the wait", async () => {
    api.script = [{ status: 503, headers: { "retry-after": "0" }, body: errorBody("unavailable", "groups-config down") }];
    const err = await client()
      .POST("/groups/{id}/rules", { params: { path: { id: -1001 } }, body: { name: "promo", kind: "keyword", pattern: "promo", weight: 40 } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WardenApiError);
    expect(err).toMatchObject({ status: 503, code: "unavailable", retryAfterMs: 0 });
    expect(api.seen).toHaveLength(1);
  });

  it("a DELETE retried after a 503 whose retry answers 404 not_found is done: the first attempt deleted it", async () => {
    api.script = [
      { status: 503, headers: { "retry-after": "0" }, body: errorBody("unavailable", "groups-config timed out") },
      { status: 404, body: errorBody("not_found", "no such rule") },
    ];
    const { data, response } = await client().DELETE("/groups/{id}/rules/{ruleId}", { params: { path: { id: -1001, ruleId: "rule_abc" } } });
    expect(api.seen.map((s) => s.method)).toEqual(["DELETE", "DELETE"]);
    expect([data, response.status]).toEqual([undefined, 204]);
    expect(response.headers.get("x-request-id")).toBe("req_1");
  });

  it("a 404 of a DELETE is the caller's error when nothing was retried, or when the group is not found", async () => {
    api.script = [{ status: 404, body: errorBody("not_found", "no such webhook") }];
    await expect(client().DELETE("/webhooks/{id}", { params: { path: { id: "wh_abc" } } })).rejects.toMatchObject({ status: 404, code: "not_found" });
    api.script = [
      { status: 503, headers: { "retry-after": "0" }, body: errorBody("unavailable", "groups-config timed out") },
      { status: 404, body: errorBody("group_not_found", "no such group") },
    ];
    await expect(client().DELETE("/groups/{id}/rules/{ruleId}", { params: { path: { id: -1001, ruleId: "rule_abc" } } })).rejects.toMatchObject({
      status: 404,
      code: "group_not_found",
    });
  });

  const CHECKS = ["/spam/check", "/spam/check-batch", "/users/check"] as const;
  const checkBody = (path: (typeof CHECKS)[number]) =>
    path === "/spam/check" ? { text: "x" } : path === "/spam/check-batch" ? { texts: ["x"] } : { user_id: 1 };

  it.each(CHECKS)("the API's own 503 unavailable on POST %s is retried: a dependency was down", async (path) => {
    api.script = [
      { status: 503, headers: { "retry-after": "0" }, body: errorBody("unavailable", "engine down") },
      { status: 200, body: CHECK },
    ];
    await client().POST(path, { body: checkBody(path) as any });
    expect(api.seen).toHaveLength(2);
  });

  it.each(CHECKS)("a 503 on POST %s that is not the API's unavailable (a proxy's page, another code) is thrown, not retried", async (path) => {
    // A load balancer's 503 may come after the gateway answered, journaled the check and charged the quota.
    const notTheApis: Answer[] = [
      { status: 503, headers: { "retry-after": "0", "content-type": "text/html" }, body: "<html>503 Service Unavailable</html>" },
      { status: 503, headers: { "retry-after": "0" }, body: { message: "no healthy upstream" } },
      { status: 503, headers: { "retry-after": "0" }, body: errorBody("internal", "not the unavailable code") },
    ];
    for (const answer of notTheApis) {
      api.seen = [];
      api.script = [answer, { status: 200, body: CHECK }];
      const err = await client()
        .POST(path, { body: checkBody(path) as any })
        .catch((e: unknown) => e);
      expect(err, JSON.stringify(answer.body)).toMatchObject({ status: 503 });
      expect(api.seen, JSON.stringify(answer.body)).toHaveLength(1);
    }
  });

  it("a 503 not in the API's shape on a GET is still retried: reading twice does nothing twice", async () => {
    api.script = [
      { status: 503, headers: { "retry-after": "0", "content-type": "text/html" }, body: "<html>503 Service Unavailable</html>" },
      { status: 200, body: { groups: [] } },
    ];
    expect((await client().GET("/groups")).data).toEqual({ groups: [] });
    expect(api.seen).toHaveLength(2);
  });

  it("gives up after maxRetries and throws the last answer as a typed error", async () => {
    api.script = Array.from({ length: 5 }, () => ({
      status: 429,
      headers: { "retry-after": "0" },
      body: errorBody("rate_limit_exceeded", "slow down", { limit: 60, retry_after: 1 }),
    }));
    const err = (await client({ maxRetries: 2 })
      .GET("/usage")
      .catch((e: unknown) => e)) as WardenApiError;
    expect(api.seen).toHaveLength(3);
    expect(err).toBeInstanceOf(WardenApiError);
    expect(err.is("rate_limit_exceeded")).toBe(true);
    if (err.is("rate_limit_exceeded")) expect(err.details).toEqual({ limit: 60, retry_after: 1 });
    expect(err.retryAfterMs).toBe(0);
  });

  it("does not wait out a Retry-After above maxDelayMs (a spent daily quota): throws at once with the wait", async () => {
    const details = { plan: "free", limit: 100, used: 100, reset_at: "2026-01-02T00:00:00.000Z", upgrade_hint: "Upgrade to Basic" };
    api.script = [{ status: 429, headers: { "retry-after": "3600" }, body: errorBody("daily_quota_exceeded", "quota spent", details) }];
    const started = Date.now();
    const err = (await client({ maxDelayMs: 60_000 })
      .POST("/spam/check", { body: { text: "x" } })
      .catch((e: unknown) => e)) as WardenApiError;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(api.seen).toHaveLength(1);
    expect(err.code).toBe("daily_quota_exceeded");
    expect(err.retryAfterMs).toBe(3_600_000);
    expect(err.is("daily_quota_exceeded") && err.details.reset_at).toBe(details.reset_at);
  });

  it("without Retry-After, backs off with full jitter under an exponential cap", async () => {
    const retries: RetryInfo[] = [];
    api.script = [
      { status: 503, body: errorBody("unavailable", "down") },
      { status: 503, body: errorBody("unavailable", "down") },
      { status: 503, body: errorBody("unavailable", "down") },
      { status: 200, body: { groups: [] } },
    ];
    await client({ baseDelayMs: 40, maxDelayMs: 100 }, retries).GET("/groups");
    expect(api.seen).toHaveLength(4);
    expect(retries.map((r) => r.source)).toEqual(["backoff", "backoff", "backoff"]);
    // Caps 40, 80, then 160 clamped to maxDelayMs.
    const caps = [40, 80, 100];
    retries.forEach((r, i) => {
      expect(r.delayMs).toBeGreaterThanOrEqual(0);
      expect(r.delayMs).toBeLessThan(caps[i]!);
    });
  });

  it("retries: 0 sends once", async () => {
    api.script = [{ status: 429, headers: { "retry-after": "0" }, body: errorBody("rate_limit_exceeded", "slow down") }];
    await expect(client(0).GET("/me")).rejects.toMatchObject({ code: "rate_limit_exceeded" });
    expect(api.seen).toHaveLength(1);
  });

  it("an abort during the wait ends it with the abort's reason", async () => {
    api.script = [{ status: 429, headers: { "retry-after": "30" }, body: errorBody("rate_limit_exceeded", "slow down") }];
    const ac = new AbortController();
    const started = Date.now();
    const pending = client().GET("/me", { signal: ac.signal });
    setTimeout(() => ac.abort(new Error("caller gave up")), 100);
    await expect(pending).rejects.toThrow("caller gave up");
    expect(Date.now() - started).toBeLessThan(5000);
    expect(api.seen).toHaveLength(1);
  });

  it("rejects a bad retry configuration", () => {
    expect(() => createWardenClient({ apiKey: KEY, retries: -1 })).toThrow(RangeError);
    expect(() => createWardenClient({ apiKey: KEY, retries: 1.5 })).toThrow(RangeError);
  });
});

describe("the deadline of each attempt (timeoutMs)", () => {
  it("is 30 s unless set", () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
  });

  it.each([
    ["GET", "/me"],
    ["POST", "/spam/check"],
  ] as const)("ends a %s %s that gets no answer with WardenTimeoutError after timeoutMs, not retried", async (method, path) => {
    api.script = [
      { status: 200, stall: "headers" },
      { status: 200, body: CHECK },
    ];
    const started = Date.now();
    const warden = client({}, [], 200);
    const err = await (method === "GET" ? warden.GET("/me") : warden.POST("/spam/check", { body: { text: "x" } })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WardenTimeoutError);
    expect(err).toMatchObject({ name: "WardenTimeoutError", timeoutMs: 200, method, url: `${api.baseUrl}${path}` });
    expect((err as Error).message).toContain("within 200 ms");
    expect(((err as Error).cause as Error).name).toBe("TimeoutError");
    // Not the ~300 s Node's fetch would wait, over up to 4 attempts: one attempt, then the error.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(api.seen).toHaveLength(1);
  });

  it("ends the reading of an answer's body that stalls after its headers", async () => {
    api.script = [{ status: 200, stall: "body" }];
    const err = await client({}, [], 200)
      .POST("/spam/check", { body: { text: "x" } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WardenTimeoutError);
    expect(err).toMatchObject({ timeoutMs: 200, method: "POST", url: `${api.baseUrl}/spam/check` });
    expect(api.seen).toHaveLength(1);
  });

  it("bounds each attempt, not the call: attempts that each answer in time add up to more than timeoutMs", async () => {
    const retries: RetryInfo[] = [];
    const slow = { status: 429, delayMs: 400, headers: { "retry-after": "0" }, body: errorBody("rate_limit_exceeded", "slow down") };
    api.script = [slow, slow, { status: 200, delayMs: 400, body: CHECK }];
    const started = Date.now();
    const { data } = await client({}, retries, 1000).POST("/spam/check", { body: { text: "x" } });
    expect(data).toEqual(CHECK);
    expect(api.seen).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThan(1000);
  });

  it("applies to a retry as to the first attempt", async () => {
    api.script = [
      { status: 503, headers: { "retry-after": "0" }, body: errorBody("unavailable", "engine down") },
      { status: 200, stall: "headers" },
    ];
    await expect(client({}, [], 200).GET("/groups")).rejects.toBeInstanceOf(WardenTimeoutError);
    expect(api.seen).toHaveLength(2);
  });

  it("bounds a fetch that ignores the abort signal", async () => {
    const warden = createWardenClient({ apiKey: KEY, baseUrl: api.baseUrl, timeoutMs: 100, fetch: () => new Promise<Response>(() => undefined) });
    await expect(warden.GET("/me")).rejects.toBeInstanceOf(WardenTimeoutError);
  });

  it("leaves the caller's own abort during an attempt to the caller: its reason, no WardenTimeoutError, no retry", async () => {
    const ac = new AbortController();
    api.script = [
      { status: 200, stall: "headers", onSeen: () => ac.abort(new Error("caller gave up")) },
      { status: 200, body: {} },
    ];
    const err = await client({}, [], 60_000)
      .GET("/me", { signal: ac.signal })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toBe("caller gave up");
    expect(err).not.toBeInstanceOf(WardenTimeoutError);
    expect(api.seen).toHaveLength(1);
  });

  it("leaves the caller's own AbortSignal.timeout to the caller too", async () => {
    api.script = [{ status: 200, stall: "headers" }];
    const err = await client({}, [], 60_000)
      .GET("/me", { signal: AbortSignal.timeout(100) })
      .catch((e: unknown) => e);
    expect((err as Error).name).toBe("TimeoutError");
    expect(err).not.toBeInstanceOf(WardenTimeoutError);
  });

  it.each([0, -1, 1.5, Number.NaN, 2 ** 31])("refuses timeoutMs %s", (timeoutMs) => {
    expect(() => createWardenClient({ apiKey: KEY, timeoutMs })).toThrow(RangeError);
  });
});

describe("typed errors by code", () => {
  it("404 group_not_found: status, code, message and the request id", async () => {
    api.script = [{ status: 404, body: errorBody("group_not_found", "No group -1001 among the account's groups.") }];
    const err = (await client()
      .GET("/groups/{id}", { params: { path: { id: -1001 } } })
      .catch((e: unknown) => e)) as WardenApiError;
    expect(err).toBeInstanceOf(WardenApiError);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({
      name: "WardenApiError",
      status: 404,
      code: "group_not_found",
      message: "No group -1001 among the account's groups.",
      requestId: "req_0",
    });
    expect(err.details).toBeUndefined();
    expect(err.retryAfterMs).toBeUndefined();
    expect(err.is("group_not_found", "not_found")).toBe(true);
    expect(err.is("invalid_api_key")).toBe(false);
  });

  it("403 plan_required and 422 validation_failed carry their typed details", async () => {
    api.script = [
      { status: 403, body: errorBody("plan_required", "needs Pro", { required_plan: "pro", current_plan: "free", subject: "group" }) },
      { status: 422, body: errorBody("validation_failed", "bad body", { errors: [{ path: "text", message: "required" }] }) },
    ];
    const plan = (await client()
      .POST("/spam/check", { body: { text: "x", group_id: -1001 } })
      .catch((e: unknown) => e)) as WardenApiError;
    if (!plan.is("plan_required")) throw new Error(`expected plan_required, got ${plan.code}`);
    expect(plan.details.required_plan).toBe("pro");
    expect(plan.details.subject).toBe("group");
    const invalid = (await client()
      .POST("/spam/check", { body: { text: "" } })
      .catch((e: unknown) => e)) as WardenApiError;
    if (!invalid.is("validation_failed")) throw new Error(`expected validation_failed, got ${invalid.code}`);
    expect(invalid.details.errors).toEqual([{ path: "text", message: "required" }]);
  });

  it("401 invalid_api_key is not retried", async () => {
    api.script = [{ status: 401, body: errorBody("invalid_api_key", "Missing or invalid API key.") }];
    await expect(client().GET("/me")).rejects.toMatchObject({ status: 401, code: "invalid_api_key" });
    expect(api.seen).toHaveLength(1);
  });

  it("an answer outside the contract's shape (a proxy's HTML page) is a WardenUnexpectedResponseError", async () => {
    api.script = [{ status: 502, headers: { "content-type": "text/html" }, body: "<html>Bad Gateway</html>" }];
    const err = (await client()
      .GET("/me")
      .catch((e: unknown) => e)) as WardenUnexpectedResponseError;
    expect(err).toBeInstanceOf(WardenUnexpectedResponseError);
    expect(err).toMatchObject({ status: 502, requestId: "req_0", bodyExcerpt: "<html>Bad Gateway</html>" });
  });

  it("the raw openapi-fetch client answers errors instead of throwing, with the same key", async () => {
    api.script = [{ status: 404, body: errorBody("group_not_found", "No group -1001 among the account's groups.") }];
    const { error, response } = await client().raw.GET("/groups/{id}", { params: { path: { id: -1001 } } });
    expect(response.status).toBe(404);
    expect(error?.error.code).toBe("group_not_found");
    expect(api.seen[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
  });
});

describe("parseRetryAfter", () => {
  const now = Date.parse("2026-03-01T12:00:00.000Z");
  it.each([
    ["0", 0],
    ["1", 1000],
    [" 120 ", 120_000],
    ["Sun, 01 Mar 2026 12:00:30 GMT", 30_000],
    ["Sun, 01 Mar 2026 11:59:00 GMT", 0],
  ])("%j -> %j ms", (value, ms) => {
    expect(parseRetryAfter(value, now)).toBe(ms);
  });
  it.each([null, "", "-1", "1.5", "soon", "12abc"])("%j -> undefined", (value) => {
    expect(parseRetryAfter(value, now)).toBeUndefined();
  });
});
