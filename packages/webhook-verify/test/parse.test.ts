import { createHmac } from "node:crypto";
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
import { reasonOf } from "./reason-of.js";

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

describe("verifyAndParse and the secret", () => {
  it.each([
    ["undefined (an unset variable)", undefined],
    ["empty (WARDEN_WEBHOOK_SECRET= left empty)", ""],
    ["the prefix alone", "whsec_"],
    ["another form", "my webhook secret"],
  ])("refuses a secret that is not of Warden's form as bad_secret, whatever the headers: %s", (_name, bad) => {
    // A forger who guesses the receiver's secret signs X-Svc with it (computed independently of the package's signer).
    const body = JSON.stringify(spam);
    const forged = {
      "X-Svc-Timestamp": String(ts),
      "X-Svc-Signature": `v1=${createHmac("sha256", bad ?? "")
        .update(`${ts}.${body}`)
        .digest("hex")}`,
      "X-Svc-Delivery": spam.id,
      "X-Svc-Event": spam.type,
    };
    expect(reasonOf(() => verifyAndParse(bad as string, forged, body, { now }))).toBe("bad_secret");
    expect(reasonOf(() => verifyAndParse(bad as string, forged, body, { now, scheme: "standard" }))).toBe("bad_secret");
    // A genuine delivery, by either header set, or none: the misconfiguration is what is reported.
    for (const only of [undefined, "svc", "standard"] as const) {
      const d = delivery(spam, only);
      expect(
        reasonOf(() => verifyAndParse(bad as string, d.headers, d.body, { now })),
        String(only),
      ).toBe("bad_secret");
    }
    expect(reasonOf(() => verifyAndParse(bad as string, {}, body, { now }))).toBe("bad_secret");
  });
});

describe("verifyAndParse and the raw body", () => {
  it("takes the body as a string, a Buffer, a Uint8Array view inside a larger buffer, or an ArrayBuffer", () => {
    const d = delivery(spam);
    const bytes = Buffer.from(d.body, "utf8");
    const padded = Buffer.concat([Buffer.from("xx"), bytes, Buffer.from("yy")]);
    const view = new Uint8Array(padded.buffer, padded.byteOffset + 2, bytes.length);
    const arrayBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    for (const [name, raw] of [
      ["string", d.body],
      ["Buffer", bytes],
      ["Uint8Array view", view],
      ["ArrayBuffer", arrayBuffer],
    ] as const) {
      for (const scheme of ["svc", "standard"] as const) {
        expect(verifyAndParse(secret, d.headers, raw, { now, scheme }).event, `${name} ${scheme}`).toEqual(spam);
      }
    }
  });

  it.each([
    ["an object", spam, "an object"],
    ["undefined", undefined, "undefined"],
    ["null", null, "null"],
    ["an array", [1, 2], "an array"],
    ["a number", 42, "a number"],
    ["a DataView", new DataView(new ArrayBuffer(4)), "a DataView"],
  ])("refuses a body that is not the request's bytes (as after express.json()) as bad_body, saying what it got: %s", (_name, raw, kind) => {
    const d = delivery(spam);
    for (const scheme of ["svc", "standard"] as const) {
      let caught: unknown;
      try {
        verifyAndParse(secret, d.headers, raw as unknown as string, { now, scheme });
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeInstanceOf(WebhookVerificationError);
      expect((caught as WebhookVerificationError).reason).toBe("bad_body");
      expect((caught as Error).message).toBe(
        `the raw body must be the request's bytes (a string, Buffer or Uint8Array); got ${kind} — is a JSON body parser running before this route?`,
      );
    }
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
