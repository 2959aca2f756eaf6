import { deflateSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./support/harness.js";

// 400, 404, 405, 413, 415 and 422: requests refused before admission, none of them charged.
let h: Harness;
let acc: { id: string; key: string };
const CHECK = "/api/public/v1/spam/check";
const BATCH = "/api/public/v1/spam/check-batch";
beforeAll(async () => {
  h = await startHarness("gw4xx");
  acc = await h.account("pro");
  await h.group(-1001000000404, "pro", [acc.id]);
});
afterAll(() => h?.close());

const used = async () => (await h.request("GET", "/api/public/v1/usage", { key: acc.key })).body.usage.used as number;

describe("400", () => {
  it("invalid_json for a body that is not JSON, empty, or not UTF-8", async () => {
    for (const raw of ["{", "text=hello", "", Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])]) {
      const r = await h.request("POST", CHECK, { key: acc.key, raw, headers: { "content-type": "application/json" } });
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe("invalid_json");
    }
  });
});

describe("404", () => {
  it("not_found for an unknown route, before authentication", async () => {
    const r = await h.request("GET", "/api/public/v1/nope");
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe("not_found");
    expect((await h.request("GET", "/elsewhere")).status).toBe(404);
  });

  it("group_not_found for a group that does not exist or is not the account's", async () => {
    const other = await h.account("pro");
    await h.group(-1001000000405, "pro", [other.id]);
    for (const g of [-1001000000405, -1009999999999]) {
      const a = await h.request("GET", `/api/public/v1/groups/${g}`, { key: acc.key });
      const b = await h.request("POST", CHECK, { key: acc.key, body: { text: "x", group_id: g } });
      for (const r of [a, b]) {
        expect(r.status).toBe(404);
        expect(r.body.error.code).toBe("group_not_found");
      }
    }
  });
});

describe("405", () => {
  it("method_not_allowed with Allow", async () => {
    const r = await h.request("DELETE", CHECK, { key: acc.key });
    expect(r.status).toBe(405);
    expect(r.body.error.code).toBe("method_not_allowed");
    expect(r.headers.get("allow")).toBe("POST");
    expect((await h.request("PUT", "/api/public/v1/groups/-1001000000404", { key: acc.key })).headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("HEAD", () => {
  const GROUP = "/api/public/v1/groups/-1001000000404";

  it("is answered as GET is, without the body: same status and headers", async () => {
    for (const path of ["/api/public/v1/me", GROUP, "/api/public/v1/openapi.json"]) {
      const get = await h.request("GET", path, { key: acc.key });
      const head = await h.request("HEAD", path, { key: acc.key });
      expect([head.status, head.text], path).toEqual([200, ""]);
      for (const name of ["content-type", "content-length"]) expect(head.headers.get(name), `${path} ${name}`).toBe(get.headers.get(name));
      expect(head.headers.get("x-request-id"), path).toMatch(/^req_/);
    }
    const health = await h.request("HEAD", "/healthz");
    expect([health.status, health.text]).toEqual([200, ""]);
  });

  it("costs what GET costs: a metered one carries the quota headers and takes its unit", async () => {
    const before = await used();
    const head = await h.request("HEAD", GROUP, { key: acc.key });
    expect(head.headers.get("x-quota-used")).toBe(String(before + 1));
    expect(await used()).toBe(before + 1);
  });

  it("gets GET's refusals, without the body", async () => {
    expect((await h.request("HEAD", GROUP)).status).toBe(401);
    expect((await h.request("HEAD", "/api/public/v1/groups/abc", { key: acc.key })).status).toBe(422);
    expect((await h.request("HEAD", "/api/public/v1/groups/-1009999999999", { key: acc.key })).status).toBe(404);
  });

  it("is no method of a path without GET (405), and Allow lists HEAD wherever GET is allowed", async () => {
    // (fetch: the OpenAPI validator reads a 405 without its body as a response missing it)
    const head = await fetch(`${h.base}/spam/check`, { method: "HEAD", headers: { authorization: `Bearer ${acc.key}` } });
    expect([head.status, head.headers.get("allow")]).toEqual([405, "POST"]);
    const post = await h.request("POST", "/api/public/v1/webhooks/wh_abc", { key: acc.key, body: {} });
    expect(post.headers.get("allow")).toBe("GET, HEAD, PATCH, DELETE");
    expect(post.body.error.details.allow).toEqual(["GET", "HEAD", "PATCH", "DELETE"]);
    expect((await fetch(`${h.base}/nope`, { method: "HEAD" })).status).toBe(404);
  });
});

describe("operations that take no body", () => {
  const TEST = "/api/public/v1/webhooks/wh_abcdefghijklmnopqrst/test";
  const ROTATE = "/api/public/v1/webhooks/wh_abcdefghijklmnopqrst/rotate-secret";
  const RULE = "/api/public/v1/groups/-1001000000404/rules/rule_abcdefghijklmnopqrst";
  const json = { "content-type": "application/json" };

  it("415 unsupported_media_type for a body sent without application/json, and nothing charged", async () => {
    const before = await used();
    for (const [method, path, raw, type] of [
      ["POST", TEST, "hello", "text/plain"],
      ["POST", ROTATE, "<xml/>", "application/xml"],
      ["DELETE", RULE, "hello", undefined],
      ["DELETE", "/api/public/v1/webhooks/wh_abcdefghijklmnopqrst", "{}", "text/plain"],
    ] as const) {
      const r = await h.request(method, path, { key: acc.key, raw, headers: type ? { "content-type": type } : {} });
      expect([r.status, r.body.error.code], `${method} ${path} ${type}`).toEqual([415, "unsupported_media_type"]);
    }
    // Sent in chunks (Transfer-Encoding, no Content-Length).
    const chunks = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode("hello"));
        c.close();
      },
    });
    const chunked = await fetch(h.base + TEST.slice("/api/public/v1".length), {
      method: "POST",
      headers: { authorization: `Bearer ${acc.key}`, "content-type": "text/plain" },
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(415);
    expect(await used()).toBe(before);
  });

  it("400 invalid_json for a JSON body that does not parse; 422 for any field, or a body that is not an object; 413 past 64 KiB", async () => {
    const bad = await h.request("POST", TEST, { key: acc.key, raw: "{not json", headers: json });
    expect([bad.status, bad.body.error.code]).toEqual([400, "invalid_json"]);
    for (const [raw, path] of [
      ['{"x":1}', "x"],
      ["[]", "body"],
      ['"hello"', "body"],
      ["null", "body"],
    ]) {
      const r = await h.request("POST", ROTATE, { key: acc.key, raw, headers: json });
      expect([r.status, r.body.error.code], raw).toEqual([422, "validation_failed"]);
      expect(
        r.body.error.details.errors.map((e: { path: string }) => e.path),
        raw,
      ).toEqual([path]);
    }
    const large = await h.request("DELETE", RULE, { key: acc.key, raw: `{}${" ".repeat(64 * 1024)}`, headers: json });
    expect([large.status, large.body.error.code]).toEqual([413, "body_too_large"]);
  });

  it("no body, an empty one (whatever its type), or {}: the operation goes ahead", async () => {
    for (const opts of [
      {},
      { raw: "", headers: { "content-type": "text/plain" } },
      { body: {} },
      { raw: " {} ", headers: { "content-type": "application/json; charset=utf-8" } },
    ]) {
      const r = await h.request("DELETE", RULE, { key: acc.key, ...opts });
      expect([r.status, r.body.error.code], JSON.stringify(opts)).toEqual([404, "not_found"]);
    }
  });
});

describe("413", () => {
  it("body_too_large past 64 KiB for a check, measured on raw bytes, at the edge", async () => {
    const exact = JSON.stringify({ text: "a" }).length;
    const fill = (n: number) => `{"text":"a"${" ".repeat(n - exact)}}`;
    const atLimit = await h.request("POST", CHECK, { key: acc.key, raw: fill(64 * 1024), headers: { "content-type": "application/json" } });
    expect(atLimit.status).toBe(200);
    const over = await h.request("POST", CHECK, { key: acc.key, raw: fill(64 * 1024 + 1), headers: { "content-type": "application/json" } });
    expect(over.status).toBe(413);
    expect(over.body.error).toMatchObject({ code: "body_too_large", details: { limit_bytes: 65536 } });
  });

  it("batch allows 256 KiB and refuses one byte more", async () => {
    const base = JSON.stringify({ texts: ["a"] });
    const fill = (n: number) => `{"texts":["a"]${" ".repeat(n - base.length)}}`;
    expect((await h.request("POST", BATCH, { key: acc.key, raw: fill(256 * 1024), headers: { "content-type": "application/json" } })).status).toBe(200);
    const over = await h.request("POST", BATCH, { key: acc.key, raw: fill(256 * 1024 + 1), headers: { "content-type": "application/json" } });
    expect(over.status).toBe(413);
  });

  it("a large body is refused before any quota is consumed", async () => {
    const before = await used();
    await h.request("POST", CHECK, { key: acc.key, raw: `{"text":"${"a".repeat(200_000)}"}`, headers: { "content-type": "application/json" } });
    expect(await used()).toBe(before);
  });
});

describe("415", () => {
  it("unsupported_media_type without application/json", async () => {
    for (const ct of [undefined, "text/plain", "application/x-www-form-urlencoded", "application/json; charset=latin1"]) {
      const r = await h.request("POST", CHECK, { key: acc.key, raw: '{"text":"a"}', headers: ct ? { "content-type": ct } : {} });
      expect(r.status).toBe(415);
      expect(r.body.error.code).toBe("unsupported_media_type");
    }
    const ok = await h.request("POST", CHECK, { key: acc.key, raw: '{"text":"a"}', headers: { "content-type": "application/json; charset=utf-8" } });
    expect(ok.status).toBe(200);
  });

  it("takes charset=utf8, the common alias of utf-8, in any case and quoted; other charsets stay 415", async () => {
    // `charset=utf8` (what some HTTP clients and languages send) was 415 although the body is UTF-8 all the same.
    for (const ct of [
      "application/json; charset=utf8",
      "application/json; charset=UTF8",
      'application/json; charset="utf8"',
      "application/json;charset=UTF-8",
    ]) {
      const r = await h.request("POST", CHECK, { key: acc.key, raw: '{"text":"a"}', headers: { "content-type": ct } });
      expect(r.status, ct).toBe(200);
    }
    for (const ct of [
      "application/json; charset=utf16",
      "application/json; charset=utf-16",
      "application/json; charset=utf-8x",
      "application/json; charset=iso-8859-1",
    ]) {
      const r = await h.request("POST", CHECK, { key: acc.key, raw: '{"text":"a"}', headers: { "content-type": ct } });
      expect([r.status, r.body.error?.code], ct).toEqual([415, "unsupported_media_type"]);
    }
  });

  it("unsupported_media_type for a body in a content coding other than identity (RFC 9110 section 15.5.16), and nothing charged", async () => {
    const json = { "content-type": "application/json" };
    const before = await used();
    // A gzip-compressed check was 400 "not valid UTF-8", and a body merely labelled gzip was read as if it were not.
    for (const [raw, coding] of [
      [gzipSync('{"text":"a"}'), "gzip"],
      ['{"text":"a"}', "gzip"],
      [deflateSync('{"text":"a"}'), "deflate"],
      ['{"text":"a"}', "br"],
      ['{"text":"a"}', "identity, gzip"],
    ] as const) {
      const r = await h.request("POST", CHECK, { key: acc.key, raw, headers: { ...json, "content-encoding": coding } });
      expect([r.status, r.body.error?.code], coding).toEqual([415, "unsupported_media_type"]);
      expect(r.body.error.message, coding).toContain("Content-Encoding");
    }
    expect(await used()).toBe(before);
    for (const coding of ["identity", "Identity", ""]) {
      const r = await h.request("POST", CHECK, { key: acc.key, raw: '{"text":"a"}', headers: { ...json, "content-encoding": coding } });
      expect(r.status, coding).toBe(200);
    }
  });
});

describe("422", () => {
  const cases: [string, unknown, string][] = [
    ["empty text", { text: "" }, "text"],
    ["10,001 characters", { text: "a".repeat(10_001) }, "text"],
    ["a lone surrogate", { text: "abc\ud800def" }, "text"],
    ["a NUL character", { text: "abc\u0000def" }, "text"],
    ["text not a string", { text: 5 }, "text"],
    ["missing text", {}, "text"],
    ["unknown field", { text: "a", foo: 1 }, "foo"],
    ["include_ai not boolean", { text: "a", include_ai: "yes" }, "include_ai"],
    ["positive group_id", { text: "a", group_id: 5 }, "group_id"],
    ["fractional group_id", { text: "a", group_id: -100.5 }, "group_id"],
    ["not an object", [1, 2], "body"],
  ];
  it.each(cases)("validation_failed: %s", async (_name, body, path) => {
    const r = await h.request("POST", CHECK, { key: acc.key, body });
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe("validation_failed");
    expect(r.body.error.details.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it("accepts exactly 10,000 characters, counting code points (emoji count once)", async () => {
    expect((await h.request("POST", CHECK, { key: acc.key, body: { text: "a".repeat(10_000) } })).status).toBe(200);
    expect((await h.request("POST", CHECK, { key: acc.key, body: { text: "😀".repeat(10_000) } })).status).toBe(200);
    expect((await h.request("POST", CHECK, { key: acc.key, body: { text: "😀".repeat(10_001) } })).status).toBe(422);
  });

  it("batch: 1..20 texts, each validated with its index in the path", async () => {
    expect((await h.request("POST", BATCH, { key: acc.key, body: { texts: [] } })).status).toBe(422);
    expect((await h.request("POST", BATCH, { key: acc.key, body: { texts: Array(20).fill("a") } })).status).toBe(200);
    const over = await h.request("POST", BATCH, { key: acc.key, body: { texts: Array(21).fill("a") } });
    expect(over.status).toBe(422);
    const bad = await h.request("POST", BATCH, { key: acc.key, body: { texts: ["ok", ""] } });
    expect(bad.body.error.details.errors[0].path).toBe("texts[1]");
  });

  it("batch at its edges: 20 texts of 10,000 code points each are taken; a 21st text is one error at texts, a text of 10,001 one at its index", async () => {
    // 19 ASCII texts and one of emoji (4 bytes each in UTF-8) stay within the 256 KiB body.
    const full = Array.from({ length: 20 }, (_, i) => (i < 19 ? "a" : "😀").repeat(10_000));
    const ok = await h.request("POST", BATCH, { key: acc.key, body: { texts: full } });
    expect([ok.status, ok.body.results.length]).toEqual([200, 20]);
    const paths = (r: { body: any }) => r.body.error.details.errors.map((e: { path: string }) => e.path);
    const over = await h.request("POST", BATCH, { key: acc.key, body: { texts: Array(21).fill("a") } });
    expect([over.status, over.body.error.code, paths(over)]).toEqual([422, "validation_failed", ["texts"]]);
    const long = await h.request("POST", BATCH, { key: acc.key, body: { texts: ["a", "b", "😀".repeat(10_001)] } });
    expect([long.status, long.body.error.code, paths(long)]).toEqual([422, "validation_failed", ["texts[2]"]]);
  });

  it("a malformed group id in the path", async () => {
    const r = await h.request("GET", "/api/public/v1/groups/abc", { key: acc.key });
    expect(r.status).toBe(422);
    expect(r.body.error.details.errors[0].path).toBe("id");
  });

  it("validation failures consume no quota", async () => {
    const before = await used();
    await h.request("POST", CHECK, { key: acc.key, body: { text: "" } });
    await h.request("POST", BATCH, { key: acc.key, body: { texts: Array(21).fill("a") } });
    expect(await used()).toBe(before);
  });
});
