import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { sign, signDelivery, signStandard, STANDARD_HEADERS, SVC_HEADERS, verifyWebhook, WebhookVerificationError } from "../src/index.js";

const secret = `whsec_${Buffer.alloc(32, 3).toString("base64")}`;
const previous = `whsec_${Buffer.alloc(32, 4).toString("base64")}`;
const body = JSON.stringify({ id: "evt_9", type: "user.joined", created_at: "2026-11-22T00:00:00.000Z", group_id: -1001, data: { user_id: 7 } });

describe("signDelivery", () => {
  it("carries both schemes for the same id and instant; each verifies with its own library", () => {
    const ts = Math.floor(Date.now() / 1000);
    const h = signDelivery({ id: "evt_9", type: "user.joined", timestamp: ts, body, secrets: [secret] });
    expect(h).toEqual({
      [SVC_HEADERS.timestamp]: String(ts),
      [SVC_HEADERS.signature]: sign(secret, ts, body),
      [SVC_HEADERS.delivery]: "evt_9",
      [SVC_HEADERS.event]: "user.joined",
      [STANDARD_HEADERS.id]: "evt_9",
      [STANDARD_HEADERS.timestamp]: String(ts),
      [STANDARD_HEADERS.signature]: signStandard(secret, "evt_9", ts, body),
    });
    expect(verifyWebhook(secret, h, body).id).toBe("evt_9");
    expect(new Webhook(secret).verify(body, h)).toEqual(JSON.parse(body));
  });

  it("signs with every honoured secret in both schemes, current first", () => {
    const ts = Math.floor(Date.now() / 1000);
    const h = signDelivery({ id: "evt_9", type: "user.joined", timestamp: ts, body, secrets: [secret, previous] });
    expect(h[SVC_HEADERS.signature]).toBe(`${sign(secret, ts, body)} ${sign(previous, ts, body)}`);
    expect(h[STANDARD_HEADERS.signature]).toBe(`${signStandard(secret, "evt_9", ts, body)} ${signStandard(previous, "evt_9", ts, body)}`);
    for (const s of [secret, previous]) {
      expect(new Webhook(s).verify(body, h)).toEqual(JSON.parse(body));
      expect(verifyWebhook(s, h, body).id).toBe("evt_9");
    }
  });

  it("refuses a secret not of Warden's form (bad_secret) instead of signing with it, in either scheme", () => {
    const ts = 1_800_000_000;
    for (const bad of ["whsec_legacy secret of another form", "", "whsec_"]) {
      for (const secrets of [[bad], [secret, bad]]) {
        let caught: unknown;
        try {
          signDelivery({ id: "evt_9", type: "user.joined", timestamp: ts, body, secrets });
        } catch (err) {
          caught = err;
        }
        expect(caught, JSON.stringify(secrets)).toBeInstanceOf(WebhookVerificationError);
        expect((caught as WebhookVerificationError).reason).toBe("bad_secret");
      }
    }
  });
});
