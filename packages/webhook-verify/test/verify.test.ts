import { createHmac } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

const timingSafeEqualCalls: unknown[] = [];
vi.mock("node:crypto", async (importOriginal) => {
  const original = await importOriginal<typeof import("node:crypto")>();
  return {
    ...original,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      timingSafeEqualCalls.push(a);
      return original.timingSafeEqual(a, b);
    },
  };
});
import { sign, verifyWebhook, WebhookVerificationError } from "../src/index.js";
import { reasonOf } from "./reason-of.js";

const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
const body = JSON.stringify({ id: "evt_1", type: "spam.detected", created_at: "2026-11-22T00:00:00.000Z", group_id: -1001, data: {} });
const ts = 1_800_000_000;
const now = ts * 1000;

function headers(signature: string, timestamp = String(ts)) {
  return { "X-Svc-Timestamp": timestamp, "X-Svc-Signature": signature, "X-Svc-Delivery": "evt_1", "X-Svc-Event": "spam.detected" };
}

describe("sign", () => {
  it("matches a known answer", () => {
    // Independent computation: HMAC-SHA256(key = the whole secret string, `${ts}.${body}`).
    const expected = `v1=${createHmac("sha256", secret).update(`${ts}.${body}`).digest("hex")}`;
    expect(sign(secret, ts, body)).toBe(expected);
    // Fixed vector (computed once with openssl:
    // printf '1700000000.{}' | openssl dgst -sha256 -hmac whsec_x0GZk7wM9rN2bq4tV1sL8yF3hJ6pC5dE0aU2iO7nK3Q=).
    expect(sign("whsec_x0GZk7wM9rN2bq4tV1sL8yF3hJ6pC5dE0aU2iO7nK3Q=", 1700000000, "{}")).toBe(
      "v1=bf7368e69f44e1c3385e91572ed1bb02c1380562dde32e565dec6fdfaf85d966",
    );
  });
});

// Secrets a receiver may end up with by mistake: an unset variable, `WARDEN_WEBHOOK_SECRET=`, a truncated or re-typed value.
const notWardenSecrets: [string, unknown][] = [
  ["undefined", undefined],
  ["an empty string", ""],
  ["the prefix alone", "whsec_"],
  ["a short secret", "whsec_dGVzdA=="],
  ["the key without whsec_", Buffer.alloc(32, 7).toString("base64")],
  ["a number", 42],
];

describe("a secret that is not of Warden's form", () => {
  it.each(notWardenSecrets)("is refused as bad_secret by sign and verifyWebhook, even with a delivery signed with it: %s", (_name, bad) => {
    // The forger's signature: HMAC-SHA256 keyed with the receiver's (mis)configured secret, computed independently.
    const forged = `v1=${createHmac("sha256", String(bad ?? ""))
      .update(`${ts}.${body}`)
      .digest("hex")}`;
    expect(reasonOf(() => verifyWebhook(bad as string, headers(forged), body, { now }))).toBe("bad_secret");
    expect(reasonOf(() => verifyWebhook(bad as string, {}, body, { now }))).toBe("bad_secret");
    expect(reasonOf(() => sign(bad as string, ts, body))).toBe("bad_secret");
  });

  it("is named in the message by its kind, never quoted", () => {
    let message = "";
    try {
      verifyWebhook("whsec_dGVzdA==", headers("v1=00"), body, { now });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/whsec_ \+ base64 of 24 to 64 bytes; got a string of another form \(14 characters\)$/);
    expect(message).not.toContain("dGVzdA");
  });
});

describe("verifyWebhook", () => {
  it("accepts a valid delivery and returns the signed type", () => {
    const v = verifyWebhook(secret, headers(sign(secret, ts, body)), body, { now });
    expect(v).toMatchObject({ id: "evt_1", type: "spam.detected", timestamp: ts });
  });

  it("accepts when any of several signatures matches (rotation)", () => {
    const other = sign(`whsec_${Buffer.alloc(32, 1).toString("base64")}`, ts, body);
    expect(() => verifyWebhook(secret, headers(`${other} ${sign(secret, ts, body)}`), body, { now })).not.toThrow();
  });

  it.each([
    ["exactly +300 s", 300, true],
    ["exactly -300 s", -300, true],
    ["+301 s", 301, false],
    ["-301 s", -301, false],
  ])("tolerance edge %s", (_name, skew, ok) => {
    const t = ts + skew;
    const f = () => verifyWebhook(secret, headers(sign(secret, t, body), String(t)), body, { now, toleranceSeconds: 300 });
    if (ok) expect(f).not.toThrow();
    else expect(f).toThrow(/more than 300 s/);
  });

  it("rejects a tampered body, a wrong secret, and missing headers", () => {
    const good = sign(secret, ts, body);
    expect(() => verifyWebhook(secret, headers(good), body.replace("spam", "ham"), { now })).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(`whsec_${Buffer.alloc(32, 8).toString("base64")}`, headers(good), body, { now })).toThrow(/no signature/);
    expect(() => verifyWebhook(secret, { "X-Svc-Signature": good }, body, { now })).toThrow(/required/);
  });

  it("compares signatures with crypto.timingSafeEqual, for every candidate", () => {
    timingSafeEqualCalls.length = 0;
    const good = sign(secret, ts, body);
    const bad = sign(secret, ts, `${body} `);
    verifyWebhook(secret, headers(`${bad} ${good}`), body, { now });
    expect(timingSafeEqualCalls.length).toBe(2);
  });
});
