import { Webhook, WebhookVerificationError as LibError } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { signStandard, standardWebhookKey, verifyStandardWebhook, WebhookVerificationError } from "../src/index.js";

const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
const body = JSON.stringify({ id: "evt_1", type: "user.left", created_at: "2026-11-22T00:00:00.000Z", group_id: -1001, data: { user_id: 5 } });
const ts = 1_800_000_000;
const now = ts * 1000;
const headers = (signature: string, timestamp = String(ts), id = "evt_1") => ({
  "webhook-id": id,
  "webhook-timestamp": timestamp,
  "webhook-signature": signature,
});

describe("standardWebhookKey", () => {
  it("is the base64-decoded part after whsec_ for 24 to 64 bytes", () => {
    expect(standardWebhookKey(secret)).toEqual(Buffer.alloc(32, 7));
    for (const n of [24, 64]) expect(standardWebhookKey(`whsec_${Buffer.alloc(n, 1).toString("base64")}`)?.length).toBe(n);
  });

  it.each([
    ["23 bytes", `whsec_${Buffer.alloc(23, 1).toString("base64")}`],
    ["65 bytes", `whsec_${Buffer.alloc(65, 1).toString("base64")}`],
    ["no whsec_ prefix", Buffer.alloc(32, 1).toString("base64")],
    ["not base64", "whsec_this-is-not-base64-at-all!!!!!!!!!!!!!"],
    ["base64 without its padding", `whsec_${Buffer.alloc(32, 1).toString("base64").replace(/=+$/, "")}`],
    ["base64url", `whsec_${Buffer.alloc(32, 0xfb).toString("base64url")}=`],
    ["empty", "whsec_"],
  ])("is null for %s", (_name, s) => {
    expect(standardWebhookKey(s)).toBeNull();
  });
});

describe("signStandard", () => {
  it("matches the Standard Webhooks specification's test vector", () => {
    expect(signStandard("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, '{"test": 2432232314}')).toBe(
      "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    );
  });

  it("agrees with the standardwebhooks package, for string and byte bodies", () => {
    const expected = new Webhook(secret).sign("evt_1", new Date(now), body);
    expect(signStandard(secret, "evt_1", ts, body)).toBe(expected);
    expect(signStandard(secret, "evt_1", ts, new TextEncoder().encode(body))).toBe(expected);
  });

  it("refuses a secret without a Standard Webhooks key", () => {
    expect(() => signStandard("whsec_short", "evt_1", ts, body)).toThrow(WebhookVerificationError);
  });
});

describe("verifyStandardWebhook", () => {
  it("accepts what the standardwebhooks package accepts and returns the envelope", () => {
    const h = headers(signStandard(secret, "evt_1", ts, body));
    expect(verifyStandardWebhook(secret, h, body, { now })).toMatchObject({ id: "evt_1", type: "user.left", timestamp: ts, event: JSON.parse(body) });
  });

  it("accepts when any of several signatures matches (rotation), and refuses when none does", () => {
    const other = `whsec_${Buffer.alloc(32, 1).toString("base64")}`;
    const both = `${signStandard(other, "evt_1", ts, body)} ${signStandard(secret, "evt_1", ts, body)}`;
    expect(verifyStandardWebhook(secret, headers(both), body, { now }).id).toBe("evt_1");
    expect(verifyStandardWebhook(other, headers(both), body, { now }).id).toBe("evt_1");
    const third = `whsec_${Buffer.alloc(32, 2).toString("base64")}`;
    expect(() => verifyStandardWebhook(third, headers(both), body, { now })).toThrow(/no signature/);
  });

  it.each([
    ["exactly +300 s", 300, true],
    ["exactly -300 s", -300, true],
    ["+301 s", 301, false],
    ["-301 s", -301, false],
  ])("tolerance edge %s", (_name, skew, ok) => {
    const t = ts + skew;
    const f = () => verifyStandardWebhook(secret, headers(signStandard(secret, "evt_1", t, body), String(t)), body, { now });
    if (ok) expect(f).not.toThrow();
    else expect(f).toThrow(/more than 300 s/);
  });

  it("binds the id: the same signature under another webhook-id is refused", () => {
    const sig = signStandard(secret, "evt_1", ts, body);
    expect(() => verifyStandardWebhook(secret, headers(sig, String(ts), "evt_2"), body, { now })).toThrow(/no signature/);
  });

  it("rejects a tampered body, missing headers and a secret of the wrong form, with the reason", () => {
    const sig = signStandard(secret, "evt_1", ts, body);
    const reason = (f: () => unknown) => {
      try {
        f();
      } catch (err) {
        return (err as WebhookVerificationError).reason;
      }
      return "accepted";
    };
    expect(reason(() => verifyStandardWebhook(secret, headers(sig), body.replace("5", "6"), { now }))).toBe("no_valid_signature");
    expect(reason(() => verifyStandardWebhook(secret, { "webhook-id": "evt_1", "webhook-signature": sig }, body, { now }))).toBe("missing_header");
    expect(reason(() => verifyStandardWebhook("whsec_short", headers(sig), body, { now }))).toBe("bad_secret");
    // An unset secret (undefined from the environment) and an empty one: bad_secret, before the headers are looked at.
    expect(reason(() => verifyStandardWebhook(undefined as unknown as string, headers(sig), body, { now }))).toBe("bad_secret");
    expect(reason(() => verifyStandardWebhook("", {}, body, { now }))).toBe("bad_secret");
    expect(reason(() => verifyStandardWebhook(secret, headers(sig, "12x"), body, { now }))).toBe("bad_timestamp");
  });

  it("reads a fetch Headers object, case-insensitively", () => {
    const h = new Headers({ "Webhook-Id": "evt_1", "Webhook-Timestamp": String(ts), "Webhook-Signature": signStandard(secret, "evt_1", ts, body) });
    expect(verifyStandardWebhook(secret, h, body, { now }).id).toBe("evt_1");
  });

  it("what it signs, the standardwebhooks package verifies (and refuses under another secret)", () => {
    const nowTs = Math.floor(Date.now() / 1000);
    const h = headers(signStandard(secret, "evt_1", nowTs, body), String(nowTs));
    expect(new Webhook(secret).verify(body, h)).toEqual(JSON.parse(body));
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 9).toString("base64")}`).verify(body, h)).toThrow(LibError);
  });
});
