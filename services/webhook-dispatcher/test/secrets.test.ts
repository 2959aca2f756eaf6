import { signDelivery, standardWebhookKey } from "@warden/webhook-verify";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { mintSecret, SECRET_BYTES } from "../src/handlers.js";

describe("mintSecret", () => {
  it("mints whsec_ + canonical base64 of 32 random bytes: a key the standardwebhooks package accepts", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const secret = mintSecret();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(standardWebhookKey(secret)?.length).toBe(SECRET_BYTES);
      seen.add(secret);
    }
    expect(seen.size).toBe(200);
    const secret = mintSecret();
    const body = '{"id":"evt_1","type":"user.left","created_at":"2026-01-01T00:00:00.000Z","group_id":-1001,"data":{"user_id":5}}';
    const headers = signDelivery({ id: "evt_1", type: "user.left", timestamp: Math.floor(Date.now() / 1000), body, secrets: [secret] });
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });
});
