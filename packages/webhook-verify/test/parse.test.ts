import { readFileSync } from "node:fs";
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  signDelivery,
  verifyAndParse,
  WARDEN_WEBHOOK_EVENT_TYPES,
  type SpamDetectedData,
  type WardenWebhookEvent,
  type WardenWebhookEventOf,
  WebhookVerificationError,
} from "../src/index.js";

const secret = `whsec_${Buffer.alloc(32, 5).toString("base64")}`;
const ts = 1_800_000_000;
const now = ts * 1000;
const spam = {
  id: "evt_spam1",
  type: "spam.detected",
  created_at: "2026-11-22T00:00:00.000Z",
  group_id: -1001234567890,
  data: { message_id: 4211, user_id: 123456789, text: "Earn $500 a day, DM me", action: "deleted", category: "contact_flow", confidence: 0.97 },
};

function delivery(envelope: unknown, only?: "svc" | "standard") {
  const body = JSON.stringify(envelope);
  const id = (envelope as { id?: string }).id ?? "evt_x";
  const all = signDelivery({ id, type: String((envelope as { type?: string }).type), timestamp: ts, body, secrets: [secret] });
  const headers = Object.fromEntries(Object.entries(all).filter(([k]) => !only || (only === "svc" ? k.startsWith("X-Svc-") : k.startsWith("webhook-"))));
  return { body, headers };
}

function reasonOf(f: () => unknown): string {
  try {
    f();
  } catch (err) {
    if (err instanceof WebhookVerificationError) return err.reason;
    throw err;
  }
  return "accepted";
}

describe("verifyAndParse", () => {
  it("verifies by X-Svc-Signature when present, else by webhook-signature, and returns the typed event", () => {
    const both = delivery(spam);
    expect(verifyAndParse(secret, both.headers, both.body, { now })).toEqual({ id: "evt_spam1", timestamp: ts, scheme: "svc", event: spam });
    const standard = delivery(spam, "standard");
    expect(verifyAndParse(secret, standard.headers, standard.body, { now })).toMatchObject({ scheme: "standard", event: spam });
    const svc = delivery(spam, "svc");
    expect(verifyAndParse(secret, svc.headers, svc.body, { now }).scheme).toBe("svc");
  });

  it("checks the scheme it is told to, and only that one", () => {
    const d = delivery(spam);
    expect(verifyAndParse(secret, d.headers, d.body, { now, scheme: "standard" }).scheme).toBe("standard");
    // A forged X-Svc signature beside a valid Standard one: the svc check fails.
    const forged = { ...d.headers, "X-Svc-Signature": `v1=${"0".repeat(64)}` };
    expect(reasonOf(() => verifyAndParse(secret, forged, d.body, { now }))).toBe("no_valid_signature");
    expect(verifyAndParse(secret, forged, d.body, { now, scheme: "standard" }).id).toBe("evt_spam1");
    const svcOnly = delivery(spam, "svc");
    expect(reasonOf(() => verifyAndParse(secret, svcOnly.headers, svcOnly.body, { now, scheme: "standard" }))).toBe("missing_header");
  });

  it("narrows the event by its type", () => {
    const d = delivery(spam);
    const { event } = verifyAndParse(secret, d.headers, d.body, { now });
    expectTypeOf(event).toEqualTypeOf<WardenWebhookEvent>();
    if (event.type === "spam.detected") {
      expectTypeOf(event.data).toEqualTypeOf<SpamDetectedData>();
      expect(event.data.confidence).toBe(0.97);
    } else throw new Error(`expected spam.detected, got ${event.type}`);
    expectTypeOf<WardenWebhookEventOf<"webhook.test">["group_id"]>().toEqualTypeOf<null>();
    expectTypeOf<WardenWebhookEventOf<"user.banned">["data"]["by"]>().toEqualTypeOf<"engine" | "admin">();
  });

  it("refuses a genuine body of an unknown kind as unknown_event_type, with the verified body attached", () => {
    const future = { ...spam, id: "evt_f1", type: "user.promoted", data: { user_id: 1 } };
    const d = delivery(future);
    let caught: WebhookVerificationError | undefined;
    try {
      verifyAndParse(secret, d.headers, d.body, { now });
    } catch (err) {
      caught = err as WebhookVerificationError;
    }
    expect(caught?.reason).toBe("unknown_event_type");
    expect(caught?.body).toEqual(future);
  });

  it.each([
    ["an array", [1, 2]],
    ["no id", { ...spam, id: undefined }],
    ["data not an object", { ...spam, data: "x" }],
    ["a group event without a group", { ...spam, group_id: null }],
    [
      "a test event with a group",
      { id: "evt_t", type: "webhook.test", created_at: spam.created_at, group_id: -1001, data: { endpoint_id: "wh_1", message: "m" } },
    ],
  ])("refuses a signed body that is not an envelope of its kind: %s", (_name, envelope) => {
    const d = delivery(envelope);
    expect(reasonOf(() => verifyAndParse(secret, d.headers, d.body, { now }))).toBe("bad_body");
  });

  it("refuses what verification refuses, before parsing", () => {
    const d = delivery(spam);
    expect(reasonOf(() => verifyAndParse(secret, d.headers, `${d.body} `, { now }))).toBe("no_valid_signature");
    expect(reasonOf(() => verifyAndParse(secret, d.headers, d.body, { now: now + 301_000 }))).toBe("timestamp_out_of_tolerance");
    expect(reasonOf(() => verifyAndParse(secret, {}, d.body, { now }))).toBe("missing_header");
  });
});

describe("the event types", () => {
  it("are exactly the kinds of the OpenAPI document's webhooks section, in its order", () => {
    const doc = JSON.parse(readFileSync(new URL("../../../docs/api/openapi.json", import.meta.url), "utf8")) as {
      webhooks: Record<string, unknown>;
      components: { schemas: { EventType: { enum: string[] } } };
    };
    expect([...WARDEN_WEBHOOK_EVENT_TYPES]).toEqual(Object.keys(doc.webhooks));
    expect([...WARDEN_WEBHOOK_EVENT_TYPES]).toEqual(doc.components.schemas.EventType.enum);
  });
});
