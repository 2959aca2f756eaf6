import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./support/harness.js";

let h: Harness;
let acc: { id: string; key: string; keyId: string };
beforeAll(async () => {
  h = await startHarness("gw401");
  acc = await h.account("pro");
});
afterAll(() => h?.close());

const path = "/api/public/v1/spam/check";

/** A GET with these header lines exactly as given, repeated ones included (fetch would join them into one line). */
function rawGet(target: string, headers: [string, string][]): Promise<{ status: number; body: any }> {
  const u = new URL(h.url + target);
  return new Promise((resolve, reject) => {
    // agent: false: a connection of its own, closed after the answer (none left open for the harness to wait on).
    const req = httpRequest({ agent: false, host: u.hostname, port: u.port, path: u.pathname, headers: [["Host", u.host], ...headers].flat() }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on("error", reject);
    req.end();
  });
}
const body = { text: "hello" };

describe("401", () => {
  async function expect401(headers: Record<string, string>) {
    const r = await h.request("POST", path, { body, headers });
    expect(r.status).toBe(401);
    expect(r.body.error.code).toBe("invalid_api_key");
    // RFC 9110: a 401 says how to authenticate
    expect(r.headers.get("www-authenticate")).toBe('Bearer realm="warden"');
    return r.body.error.message as string;
  }

  it("missing, malformed, unknown and revoked keys all get the same body and a Bearer challenge", async () => {
    const revoked = await h.accounts.createKey(acc.id, "write");
    await h.accounts.revokeKey(revoked.record.id);
    const unknown = `tk_live_${"A".repeat(32)}`;
    const messages = [
      await expect401({}),
      await expect401({ authorization: "Bearer" }),
      await expect401({ authorization: "Basic dXNlcjpwYXNz" }),
      await expect401({ authorization: "Bearer tk_live_short" }),
      await expect401({ authorization: `Bearer ${acc.key}x` }),
      await expect401({ "x-api-key": `tk_test_${"A".repeat(32)}` }),
      await expect401({ authorization: `Bearer ${unknown}` }),
      await expect401({ authorization: `Bearer ${revoked.key}` }),
      await expect401({ "x-api-key": revoked.key }),
    ];
    expect(new Set(messages).size).toBe(1);
  });

  it("refuses two different keys in Authorization and X-API-Key", async () => {
    const other = await h.accounts.createKey(acc.id, "write");
    await expect401({ authorization: `Bearer ${acc.key}`, "x-api-key": other.key });
  });

  it("refuses a request whose key headers, repeated or empty ones included, do not all carry the same key", async () => {
    const other = await h.accounts.createKey(acc.id, "write");
    const cases: [string, string][][] = [
      // Node keeps only the first Authorization in req.headers: this one was authenticated as acc.key.
      [
        ["Authorization", `Bearer ${acc.key}`],
        ["Authorization", `Bearer ${other.key}`],
      ],
      [
        ["Authorization", ""],
        ["X-API-Key", acc.key],
      ],
      [
        ["Authorization", `Bearer ${acc.key}`],
        ["X-API-Key", ""],
      ],
      [
        ["Authorization", `Bearer ${acc.key}`],
        ["X-API-Key", acc.key],
        ["X-API-Key", other.key],
      ],
    ];
    for (const headers of cases) {
      const r = await rawGet("/api/public/v1/me", headers);
      expect([r.status, r.body.error?.code], JSON.stringify(headers)).toEqual([401, "invalid_api_key"]);
    }
    // The same key in every header it is sent in is that key (Node joins repeated X-API-Keys with ", ").
    for (const headers of [
      [
        ["Authorization", `Bearer ${acc.key}`],
        ["authorization", `bearer ${acc.key}`],
      ],
      [
        ["X-API-Key", acc.key],
        ["x-api-key", acc.key],
        ["Authorization", `Bearer  ${acc.key}`],
      ],
    ] as [string, string][][]) {
      const r = await rawGet("/api/public/v1/me", headers);
      expect([r.status, r.body.key?.id], JSON.stringify(headers)).toEqual([200, acc.keyId]);
    }
  });

  it("revocation applies to the very next request", async () => {
    const k = await h.accounts.createKey(acc.id, "read");
    expect((await h.request("GET", "/api/public/v1/me", { key: k.key })).status).toBe(200);
    await h.accounts.revokeKey(k.record.id);
    expect((await h.request("GET", "/api/public/v1/me", { key: k.key })).status).toBe(401);
  });

  it("a refused request consumes no quota", async () => {
    const before = (await h.request("GET", "/api/public/v1/usage", { key: acc.key })).body.usage.used;
    await h.request("POST", path, { body, headers: { authorization: "Bearer nope" } });
    expect((await h.request("GET", "/api/public/v1/usage", { key: acc.key })).body.usage.used).toBe(before);
  });

  it("stores keys only as SHA-256 hashes", async () => {
    const k = await h.accounts.createKey(acc.id, "write");
    const pg = (await import("pg")).default;
    const c = new pg.Client({ connectionString: h.db.url });
    await c.connect();
    try {
      const { rows } = await c.query("SELECT * FROM gateway.api_keys WHERE id = $1", [k.record.id]);
      const stored = JSON.stringify(rows[0]);
      expect(stored).not.toContain(k.key);
      expect(stored).not.toContain(k.key.slice(12));
      expect((rows[0].hash as Buffer).length).toBe(32);
      expect(rows[0].prefix).toBe(k.key.slice(0, 12));
    } finally {
      await c.end();
    }
  });
});
