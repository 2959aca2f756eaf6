import { describe, expect, it } from "vitest";
import { signDelivery, verifyAndParse, verifyStandardWebhook, verifyWebhook } from "../src/index.js";
import { reasonOf } from "./reason-of.js";

// A receiver that reads its tolerance from the environment, `Number(process.env.WEBHOOK_TOLERANCE)`, gets NaN when
// the variable is unset. Every `|now - timestamp| > NaN` is false: a delivery captured a year ago (a replay) must still
// be refused, never accepted.
const secret = `whsec_${Buffer.alloc(32, 5).toString("base64")}`;
const body = JSON.stringify({ id: "evt_old", type: "user.left", created_at: "2025-11-22T00:00:00.000Z", group_id: -1001, data: { user_id: 5 } });
const yearAgo = Math.floor(Date.now() / 1000) - 365 * 24 * 3600;
const headers = signDelivery({ id: "evt_old", type: "user.left", timestamp: yearAgo, body, secrets: [secret] });
const verifiers = [
  ["verifyWebhook", (o: object) => verifyWebhook(secret, headers, body, o)],
  ["verifyStandardWebhook", (o: object) => verifyStandardWebhook(secret, headers, body, o)],
  ["verifyAndParse", (o: object) => verifyAndParse(secret, headers, body, o)],
  ["verifyAndParse (standard)", (o: object) => verifyAndParse(secret, headers, body, { ...o, scheme: "standard" })],
] as const;

describe.each(verifiers)("%s with a tolerance or clock that is not a number", (_name, verify) => {
  it("refuses a year-old delivery by default", () => {
    expect(reasonOf(() => verify({}))).toBe("timestamp_out_of_tolerance");
  });

  it.each([
    ["NaN tolerance", { toleranceSeconds: Number.NaN }],
    ["negative tolerance", { toleranceSeconds: -1 }],
    ["infinite tolerance", { toleranceSeconds: Number.POSITIVE_INFINITY }],
    ["a string tolerance", { toleranceSeconds: "300" }],
    ["NaN clock", { now: Number.NaN }],
  ])("%s: a RangeError (configuration), never an accepted replay", (_case, opts) => {
    expect(() => verify(opts)).toThrow(RangeError);
  });

  it("still accepts a fresh delivery with a valid tolerance, 0 included", () => {
    const now = Math.floor(Date.now() / 1000);
    const fresh = signDelivery({ id: "evt_old", type: "user.left", timestamp: now, body, secrets: [secret] });
    expect(verifyAndParse(secret, fresh, body, { toleranceSeconds: 0, now: now * 1000 }).id).toBe("evt_old");
    expect(verifyStandardWebhook(secret, fresh, body, { toleranceSeconds: 600 }).id).toBe("evt_old");
  });
});
