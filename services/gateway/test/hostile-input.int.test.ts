import net from "node:net";
import { LIMITS } from "@warden/contract";
import { createOpenApiValidator, waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openapiDocument } from "../src/openapi/document.js";
import { startHarness, type Harness } from "./support/harness.js";

// Input no service could store or parse gets an answer in the error model, never a 500: strings
// with U+0000 or lone surrogates anywhere (body, query, path, keys), JSON nested too deep, user
// ids below 1, and what Node's HTTP parser refuses (bad headers, unknown methods, stalled bodies).
const HEADERS_TIMEOUT_MS = 1_000;
const REQUEST_TIMEOUT_MS = 1_500;
const GROUP = -1001000000777;
const API = "/api/public/v1";
const validator = createOpenApiValidator(openapiDocument);

let h: Harness;
let key: string;
beforeAll(async () => {
  h = await startHarness("gwhostile", { http: { headersTimeoutMs: HEADERS_TIMEOUT_MS, requestTimeoutMs: REQUEST_TIMEOUT_MS } });
  const acc = await h.account("business");
  key = acc.key;
  await h.group(GROUP, "pro", [acc.id]);
});
afterAll(() => h?.close());

const paths = (r: { body: any }) => r.body.error.details.errors.map((e: { path: string }) => e.path);

function expect422(r: { status: number; body: any }, path: string) {
  expect(r.status, JSON.stringify(r.body)).toBe(422);
  expect(r.body.error.code).toBe("validation_failed");
  expect(paths(r)).toContain(path);
}

describe("422: strings no service can store, wherever they are", () => {
  const NUL = "a\u0000b";
  const LONE = "a\ud800b";
  it.each([
    ["a rule name", "POST", `${API}/groups/${GROUP}/rules`, { name: NUL, kind: "keyword", pattern: "x", weight: 10 }, "name"],
    ["a rule pattern", "POST", `${API}/groups/${GROUP}/rules`, { name: "r1", kind: "regex", pattern: `x${LONE}`, weight: 10 }, "pattern"],
    ["a whitelist username", "POST", `${API}/groups/${GROUP}/whitelist`, { username: NUL }, "username"],
    ["a whitelist channel", "POST", `${API}/groups/${GROUP}/whitelist`, { channel: LONE }, "channel"],
    ["a settings list item", "PATCH", `${API}/groups/${GROUP}/settings`, { blocked_words: ["ok", NUL] }, "blocked_words[1]"],
    ["a settings key", "PATCH", `${API}/groups/${GROUP}/settings`, { [NUL]: 1 }, "body"],
    ["a check text", "POST", `${API}/spam/check`, { text: NUL }, "text"],
    ["a batch text", "POST", `${API}/spam/check-batch`, { texts: ["fine", LONE] }, "texts[1]"],
  ])("in %s", async (_name, method, path, body, errPath) => {
    expect422(await h.request(method, path, { key, body }), errPath);
  });

  it("in a query parameter and in a path parameter", async () => {
    expect422(await h.request("GET", `${API}/groups/${GROUP}/journal?cursor=abc%00def`, { key }), "query.cursor");
    expect422(await h.request("GET", `${API}/groups/${GROUP}/analytics?from=%ED%A0%80`, { key }), "query.from");
    expect422(await h.request("DELETE", `${API}/groups/${GROUP}/whitelist/%40na%00me`, { key }), "entry");
    expect422(await h.request("DELETE", `${API}/groups/${GROUP}/rules/rule_%00`, { key }), "ruleId");
  });

  it("costs no quota", async () => {
    const before = (await h.request("GET", `${API}/usage`, { key })).body.usage.used;
    await h.request("POST", `${API}/groups/${GROUP}/rules`, { key, body: { name: NUL, kind: "keyword", pattern: "x", weight: 1 } });
    expect((await h.request("GET", `${API}/usage`, { key })).body.usage.used).toBe(before);
  });

  it("path parameters of the wrong form are refused before admission: no quota, no quota headers", async () => {
    const before = (await h.request("GET", `${API}/usage`, { key })).body.usage.used;
    const rule = { name: "r1", kind: "keyword", pattern: "x", weight: 1 };
    for (const [method, path, body, param] of [
      ["DELETE", `${API}/groups/${GROUP}/rules/not-a-rule`, undefined, "ruleId"],
      ["PUT", `${API}/groups/${GROUP}/rules/not-a-rule`, rule, "ruleId"],
      ["DELETE", `${API}/groups/${GROUP}/whitelist/abc`, undefined, "entry"],
      ["DELETE", `${API}/groups/${GROUP}/whitelist/-0`, undefined, "entry"],
      ["DELETE", `${API}/groups/${GROUP}/whitelist/@abc`, undefined, "entry"],
    ] as const) {
      const r = await h.request(method, path, { key, body });
      expect422(r, param);
      // (The harness checks every answer against the OpenAPI document: the 422 is documented.)
      expect(r.headers.get("x-quota-used"), `${method} ${path}`).toBeNull();
    }
    expect((await h.request("GET", `${API}/usage`, { key })).body.usage.used).toBe(before);
    // The three forms still pass to the service: 404 for an entry the group does not have.
    for (const entry of ["4242", "-1001234567890", "@some_name"]) {
      expect((await h.request("DELETE", `${API}/groups/${GROUP}/whitelist/${encodeURIComponent(entry)}`, { key })).status).toBe(404);
    }
  });
});

describe("422: JSON nested too deep", () => {
  it("a settings patch nested 5,000 levels deep, refused before it is parsed", async () => {
    const deep = `{"blocked_words":${"[".repeat(5_000)}${"]".repeat(5_000)}}`;
    const r = await h.request("PATCH", `${API}/groups/${GROUP}/settings`, { key, raw: deep, headers: { "content-type": "application/json" } });
    expect422(r, "body");
    expect(r.body.error.details.errors[0].message).toMatch(/more than 32 levels/);
  });

  it("32 levels pass the depth check, 33 do not; brackets inside strings do not count", async () => {
    const nest = (n: number) => `{"text":"a","x":${"[".repeat(n - 1)}${"]".repeat(n - 1)}}`;
    // 32 levels reach the schema (which then refuses the unknown field x), 33 are refused as too deep.
    const at = await h.request("POST", `${API}/spam/check`, { key, raw: nest(32), headers: { "content-type": "application/json" } });
    expect422(at, "x");
    const over = await h.request("POST", `${API}/spam/check`, { key, raw: nest(33), headers: { "content-type": "application/json" } });
    expect422(over, "body");
    const text = `{"text":"${"[{".repeat(100)}\\"]"}`;
    expect((await h.request("POST", `${API}/spam/check`, { key, raw: text, headers: { "content-type": "application/json" } })).status).toBe(200);
  });
});

describe("422: lists far over their bounds, and bodies with many problems, get a short answer", () => {
  const json = { "content-type": "application/json" };
  const shortAnswer = (r: { status: number; body: any; text: string }, path: string) => {
    expect422(r, path);
    expect(r.body.error.details.errors).toEqual([{ path, message: expect.stringMatching(/^must list|^must hold/) }]);
    expect(r.text.length).toBeLessThan(1024);
  };

  it("a batch of 130,000 one-character items (within the 256 KiB body limit): one error at texts", async () => {
    const raw = `{"texts":[${Array(130_000).fill("1").join(",")}]}`;
    expect(raw.length).toBeLessThanOrEqual(LIMITS.batchBodyMaxBytes);
    shortAnswer(await h.request("POST", `${API}/spam/check-batch`, { key, raw, headers: json }), "texts");
  });

  it("webhook events and group_ids filling 64 KiB: one error at the list, on create and on update", async () => {
    const fill = (field: string, item: string) => {
      const head = `{"url":"https://example.com/h","${field}":[`;
      const n = Math.floor((LIMITS.bodyMaxBytes - head.length - 2) / (item.length + 1));
      return `${head}${Array(n).fill(item).join(",")}]}`;
    };
    for (const [field, item] of [
      ["events", "1"],
      ["group_ids", "-1"],
    ]) {
      const raw = fill(field!, item!);
      expect(raw.length).toBeLessThanOrEqual(LIMITS.bodyMaxBytes);
      shortAnswer(await h.request("POST", `${API}/webhooks`, { key, raw, headers: json }), field!);
      shortAnswer(await h.request("PATCH", `${API}/webhooks/wh_abc`, { key, raw: raw.replace('"url":"https://example.com/h",', ""), headers: json }), field!);
    }
  });

  it(`lists at most ${LIMITS.validationErrorsMax} problems, the first found, and says how many more there are`, async () => {
    const r = await h.request("POST", `${API}/webhooks`, {
      key,
      body: { url: "https://example.com/h", group_ids: Array(LIMITS.webhookGroupIdsMax).fill("x") },
    });
    expect422(r, "group_ids[0]");
    expect(paths(r)).toEqual(Array.from({ length: LIMITS.validationErrorsMax }, (_, i) => `group_ids[${i}]`));
    expect(r.body.error.message).toMatch(new RegExp(`; and ${LIMITS.webhookGroupIdsMax - LIMITS.validationErrorsMax} more$`));
    expect(r.text.length).toBeLessThan(4096);
  });
});

describe("a webhook's group_ids", () => {
  /** AuthorizeGroup and ListGroups calls groups-config has answered (its /metrics). */
  async function groupsCalls(): Promise<{ authorize: number; list: number }> {
    const text = await (await fetch(`${h.upstreams.groups}/metrics`)).text();
    const count = (method: string) =>
      [...text.matchAll(new RegExp(`^warden_rpc_requests_total\\{[^}]*procedure="[^"]*/${method}"[^}]*\\} (\\d+)`, "gm"))].reduce(
        (a, m) => a + Number(m[1]),
        0,
      );
    return { authorize: count("AuthorizeGroup"), list: count("ListGroups") };
  }

  it("are checked against one list of the account's groups, not one lookup each; a foreign one is still 404 group_not_found", async () => {
    const owner = await h.account("pro");
    const ids = Array.from({ length: 40 }, (_, i) => -1002000000000 - i);
    for (const id of ids) await h.group(id, "pro", [owner.id]);
    const before = await groupsCalls();
    // Past the check the dispatcher (not running here) answers 503: the check is what this counts.
    const r = await h.request("POST", `${API}/webhooks`, { key: owner.key, body: { url: "https://example.com/h", group_ids: ids } });
    expect(r.status).toBe(503);
    const after = await groupsCalls();
    expect(after.list - before.list).toBe(1);
    expect(after.authorize - before.authorize).toBe(0);

    const foreign = await h.request("POST", `${API}/webhooks`, { key: owner.key, body: { url: "https://example.com/h", group_ids: [...ids, GROUP] } });
    expect([foreign.status, foreign.body.error.code]).toEqual([404, "group_not_found"]);
  });
});

describe("a webhook's url and description at their edges", () => {
  it(`${LIMITS.webhookUrlMaxChars} and ${LIMITS.webhookDescriptionMaxChars} code points pass the gateway (emoji count once), one more is 422 at the field`, async () => {
    const base = "https://example.com/";
    const url = base + "😀".repeat(LIMITS.webhookUrlMaxChars - base.length);
    const description = "😀".repeat(LIMITS.webhookDescriptionMaxChars);
    // Past validation the dispatcher (not running here) answers 503: reaching it is what this shows.
    for (const method of ["POST", "PATCH"] as const) {
      const path = method === "POST" ? `${API}/webhooks` : `${API}/webhooks/wh_abcdefghijklmnopqrst`;
      expect((await h.request(method, path, { key, body: { url, description } })).status, method).toBe(503);
      expect422(await h.request(method, path, { key, body: { url: `${url}😀` } }), "url");
      expect422(await h.request(method, path, { key, body: { url, description: `${description}😀` } }), "description");
    }
  });

  it(`events hold 1..${LIMITS.webhookEventsMax} kinds and group_ids 1..${LIMITS.webhookGroupIdsMax} groups: one more is one error at the list`, async () => {
    const events = ["spam.detected", "message.suspicious", "user.banned", "user.kicked", "user.muted", "user.joined", "user.left"];
    expect(events).toHaveLength(LIMITS.webhookEventsMax);
    expect((await h.request("POST", `${API}/webhooks`, { key, body: { url: "https://example.com/h", events } })).status).toBe(503);
    const moreEvents = await h.request("POST", `${API}/webhooks`, { key, body: { url: "https://example.com/h", events: [...events, "user.left"] } });
    expect([moreEvents.status, paths(moreEvents)]).toEqual([422, ["events"]]);
    const groups = Array.from({ length: LIMITS.webhookGroupIdsMax + 1 }, (_, i) => -1003000000000 - i);
    const moreGroups = await h.request("POST", `${API}/webhooks`, { key, body: { url: "https://example.com/h", group_ids: groups } });
    expect([moreGroups.status, paths(moreGroups)]).toEqual([422, ["group_ids"]]);
  });
});

describe("422: user ids below 1", () => {
  it.each([0, -1, -1001234567890])("user_id %d in /spam/check and /users/check", async (id) => {
    expect422(await h.request("POST", `${API}/spam/check`, { key, body: { text: "hi", user_id: id } }), "user_id");
    expect422(await h.request("POST", `${API}/users/check`, { key, body: { user_id: id } }), "user_id");
  });
  it("user_id 1 is accepted", async () => {
    expect((await h.request("POST", `${API}/spam/check`, { key, body: { text: "hi", user_id: 1 } })).status).toBe(200);
  });
  it("user_id 2^52 is accepted and 2^52 + 1 refused; group_id down to -(2^53 - 1), one below refused", async () => {
    expect((await h.request("POST", `${API}/spam/check`, { key, body: { text: "hi", user_id: 4503599627370496 } })).status).toBe(200);
    expect422(await h.request("POST", `${API}/spam/check`, { key, body: { text: "hi", user_id: 4503599627370497 } }), "user_id");
    expect422(await h.request("POST", `${API}/users/check`, { key, body: { user_id: 4503599627370497 } }), "user_id");
    // The lowest safe integer is a well-formed group id that names no group of the account (404); one below is 422.
    const lowest = await h.request("POST", `${API}/spam/check`, { key, body: { text: "hi", group_id: -9007199254740991 } });
    expect([lowest.status, lowest.body.error.code]).toEqual([404, "group_not_found"]);
    expect422(
      await h.request("POST", `${API}/spam/check`, { key, raw: '{"text":"hi","group_id":-9007199254740992}', headers: { "content-type": "application/json" } }),
      "group_id",
    );
  });
});

/** Sends raw bytes on a fresh connection and reads until the server closes it (bounded). */
function rawExchange(
  payload: string,
  timeoutMs = 10_000,
): Promise<{ status: number; headers: Record<string, string>; body: any; raw: string; elapsedMs: number }> {
  const url = new URL(h.url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(payload));
    let data = "";
    const guard = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${timeoutMs} ms: ${JSON.stringify(data.slice(0, 200))}`));
    }, timeoutMs);
    socket.on("data", (d) => (data += d));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(guard);
      const [head = "", body = ""] = data.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = undefined;
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: parsed, raw: data, elapsedMs: performance.now() - started });
    });
  });
}

function expectErrorModel(r: Awaited<ReturnType<typeof rawExchange>>, status: number, code: string) {
  expect(r.status, r.raw.slice(0, 300)).toBe(status);
  expect(r.headers["content-type"]).toMatch(/^application\/json/);
  expect(r.headers["x-request-id"]).toMatch(/^req_[0-9a-f]{32}$/);
  expect(r.body.error).toEqual({ code, message: expect.any(String), request_id: r.headers["x-request-id"] });
  // Valid against the document's error schema, as every other error.
  expect(validator.validateResponse({ method: "GET", path: `${API}/me`, status, headers: r.headers, body: r.body })).toEqual([]);
}

describe("what Node's HTTP parser refuses, in the error model", () => {
  it("a malformed header: 400 bad_request with X-Request-Id", async () => {
    expectErrorModel(await rawExchange(`GET ${API}/me HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n`), 400, "bad_request");
  });
  it("headers of 16 KiB in all are read (the document refuses only what is over 16 KiB); well over it is 431", async () => {
    // The request head with `Connection: close`, padded with a filler header to `bytes` bytes, blank line included.
    const head = (bytes: number) => {
      const start = `GET ${API}/me HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-API-Key: ${key}\r\nX-Filler: `;
      return `${start}${"a".repeat(bytes - start.length - 4)}\r\n\r\n`;
    };
    expect(head(16 * 1024).length).toBe(16 * 1024);
    const at = await rawExchange(head(16 * 1024));
    expect(at.status, at.raw.slice(0, 200)).toBe(200);
    // Node's parser counts the request line, names and values, not every separator: its refusal starts a few bytes past
    // 16 KiB of raw head, depending on the number of header lines, so "one byte over" is not exact here.
    expectErrorModel(await rawExchange(head(16 * 1024 + 64)), 431, "headers_too_large");
  });
  it("oversized headers: 431 headers_too_large", async () => {
    expectErrorModel(await rawExchange(`GET ${API}/me HTTP/1.1\r\nHost: x\r\nX-Filler: ${"a".repeat(20_000)}\r\n\r\n`), 431, "headers_too_large");
  });
  it("an unknown method: 400 bad_request", async () => {
    expectErrorModel(await rawExchange(`BREW ${API}/me HTTP/1.1\r\nHost: x\r\n\r\n`), 400, "bad_request");
  });
  it("a body that never arrives is cut within the request deadline: 408 request_timeout", async () => {
    const r = await rawExchange(
      `POST ${API}/spam/check HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"text":"`,
      REQUEST_TIMEOUT_MS + 3_000,
    );
    expectErrorModel(r, 408, "request_timeout");
    expect(r.elapsedMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(r.elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2_000);
  });
  it("headers that never end are cut within the headers deadline: 408 request_timeout", async () => {
    const r = await rawExchange(`GET ${API}/me HTTP/1.1\r\nHost: x\r\n`, HEADERS_TIMEOUT_MS + 3_000);
    expectErrorModel(r, 408, "request_timeout");
    expect(r.elapsedMs).toBeLessThan(HEADERS_TIMEOUT_MS + 2_000);
  });
  it("the server keeps serving afterwards", async () => {
    await waitFor(async () => (await h.request("GET", `${API}/me`, { key })).status === 200, { timeoutMs: 5_000 });
  });
});
