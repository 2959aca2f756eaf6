import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Verification of Warden webhook deliveries, for receivers.
 *
 * A delivery carries `X-Svc-Timestamp` (Unix seconds), `X-Svc-Signature` (`v1=<hex>`, several
 * space-separated while a rotated secret is still honoured) and `X-Svc-Delivery` (the event id).
 * The signature is HMAC-SHA256 over `${timestamp}.${rawBody}` keyed with the endpoint's secret.
 * Read the event kind from the signed body's `type`, never from `X-Svc-Event`.
 */

export const DEFAULT_TOLERANCE_SECONDS = 300;

export class WebhookVerificationError extends Error {
  constructor(
    readonly reason: "missing_header" | "bad_timestamp" | "timestamp_out_of_tolerance" | "no_valid_signature" | "bad_body",
    message: string,
  ) {
    super(message);
    this.name = "WebhookVerificationError";
  }
}

export type HeaderBag = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string | undefined {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  const bag = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(bag).find((k) => k.toLowerCase() === name.toLowerCase());
  const v = key === undefined ? undefined : bag[key];
  return Array.isArray(v) ? v[0] : v;
}

/** The HMAC key is the whole secret string, `whsec_` prefix included, as UTF-8 (as Stripe does). */
function secretBytes(secret: string): Buffer {
  return Buffer.from(secret, "utf8");
}

/** `v1=` + hex HMAC-SHA256 over `${timestamp}.${rawBody}`. */
export function sign(secret: string, timestamp: number, rawBody: string | Uint8Array): string {
  const mac = createHmac("sha256", secretBytes(secret));
  mac.update(`${timestamp}.`);
  mac.update(typeof rawBody === "string" ? Buffer.from(rawBody, "utf8") : rawBody);
  return `v1=${mac.digest("hex")}`;
}

export interface VerifiedDelivery<T = unknown> {
  id: string;
  type: string;
  timestamp: number;
  event: T;
}

/**
 * Verifies a delivery and returns the parsed envelope. Throws WebhookVerificationError when a
 * header is missing, the timestamp is more than `toleranceSeconds` away from now (either way),
 * or no signature matches (compared in constant time).
 */
export function verifyWebhook<T = { id: string; type: string; created_at: string; group_id: number; data: unknown }>(
  secret: string,
  headers: HeaderBag,
  rawBody: string | Uint8Array,
  opts: { toleranceSeconds?: number; now?: number } = {},
): VerifiedDelivery<T> {
  const ts = header(headers, "x-svc-timestamp");
  const sig = header(headers, "x-svc-signature");
  if (!ts || !sig) throw new WebhookVerificationError("missing_header", "X-Svc-Timestamp and X-Svc-Signature are required");
  if (!/^\d{1,12}$/.test(ts)) throw new WebhookVerificationError("bad_timestamp", "X-Svc-Timestamp must be Unix seconds");
  const timestamp = Number(ts);
  const now = Math.floor((opts.now ?? Date.now()) / 1000);
  const tolerance = opts.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (Math.abs(now - timestamp) > tolerance) {
    throw new WebhookVerificationError("timestamp_out_of_tolerance", `timestamp is more than ${tolerance} s away from now`);
  }
  const expected = Buffer.from(sign(secret, timestamp, rawBody), "utf8");
  let matched = false;
  for (const candidate of sig.split(" ").filter(Boolean)) {
    const c = Buffer.from(candidate, "utf8");
    // Compare every candidate (no early exit) in constant time for equal lengths.
    if (c.length === expected.length && timingSafeEqual(c, expected)) matched = true;
  }
  if (!matched) throw new WebhookVerificationError("no_valid_signature", "no signature matches this secret");
  let event: T & { id?: string; type?: string };
  try {
    event = JSON.parse(typeof rawBody === "string" ? rawBody : Buffer.from(rawBody).toString("utf8"));
  } catch {
    throw new WebhookVerificationError("bad_body", "the body is not JSON");
  }
  return { id: String(event.id ?? header(headers, "x-svc-delivery") ?? ""), type: String(event.type ?? ""), timestamp, event };
}
