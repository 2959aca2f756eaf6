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
    // Fixed vector (computed once with openssl: printf '1700000000.{}' | openssl dgst -sha256 -hmac whsec_dGVzdA==).
    expect(sign("whsec_dGVzdA==", 1700000000, "{}")).toBe("v1=a20063490e7f7034cf1bc7426852e27e5be069532996d19012ff5d01fdd06179");
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
