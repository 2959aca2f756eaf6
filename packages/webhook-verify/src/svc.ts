/**
 * The seed contract's scheme: `X-Svc-Timestamp` (Unix seconds), `X-Svc-Signature` (`v1=<hex>`,
 * several space-separated while a rotated secret is still honoured), `X-Svc-Delivery` (the event
 * id) and `X-Svc-Event`. The signature is HMAC-SHA256 over `${timestamp}.${rawBody}` keyed with
 * the endpoint's secret. Read the event kind from the signed body's `type`, never from `X-Svc-Event`.
 */
import { createHmac } from "node:crypto";
import { anySignatureMatches, bodyBytes, checkTimestamp, checkToleranceOptions, parseBody, type RawBody, type ToleranceOptions } from "./checks.js";
import { WebhookVerificationError } from "./errors.js";
import type { WardenWebhookEnvelope } from "./events.js";
import { header, SVC_HEADERS, type HeaderBag } from "./headers.js";
import { wardenSecretKey } from "./standard.js";

/**
 * The HMAC key is the whole secret string, `whsec_` prefix included, as UTF-8 (as Stripe does).
 * Only a secret of Warden's form is taken (`bad_secret` for any other, `""` included).
 */
function secretBytes(secret: string): Buffer {
  wardenSecretKey(secret);
  return Buffer.from(secret, "utf8");
}

/**
 * `v1=` + hex HMAC-SHA256 over `${timestamp}.${rawBody}`: one signature of `X-Svc-Signature`.
 * Refuses (`bad_secret`) a secret that is not of Warden's form, as the verifiers do.
 */
export function sign(secret: string, timestamp: number, rawBody: RawBody): string {
  const mac = createHmac("sha256", secretBytes(secret));
  mac.update(`${timestamp}.`);
  mac.update(bodyBytes(rawBody));
  return `v1=${mac.digest("hex")}`;
}

export interface VerifiedDelivery<T = WardenWebhookEnvelope> {
  id: string;
  type: string;
  timestamp: number;
  event: T;
}

/**
 * Verifies the `X-Svc-*` headers of a delivery and returns the parsed envelope. Throws
 * WebhookVerificationError when the secret is not of Warden's form (`bad_secret`, before anything
 * else), a header is missing, the timestamp is more than `toleranceSeconds` away from now (either
 * way), or no signature matches (compared in constant time).
 */
export function verifyWebhook<T = WardenWebhookEnvelope>(
  secret: string,
  headers: HeaderBag,
  rawBody: RawBody,
  opts: ToleranceOptions = {},
): VerifiedDelivery<T> {
  secretBytes(secret); // a secret of the wrong form is a configuration error, reported before anything else
  checkToleranceOptions(opts); // so is a tolerance that is not a number (NaN would accept any age)
  const ts = header(headers, SVC_HEADERS.timestamp);
  const sig = header(headers, SVC_HEADERS.signature);
  if (!ts || !sig) throw new WebhookVerificationError("missing_header", `${SVC_HEADERS.timestamp} and ${SVC_HEADERS.signature} are required`);
  const timestamp = checkTimestamp(ts, SVC_HEADERS.timestamp, opts);
  if (!anySignatureMatches(sig, sign(secret, timestamp, rawBody))) {
    throw new WebhookVerificationError("no_valid_signature", "no signature matches this secret");
  }
  const event = parseBody(rawBody) as T & { id?: unknown; type?: unknown };
  return { id: String(event?.id ?? header(headers, SVC_HEADERS.delivery) ?? ""), type: String(event?.type ?? ""), timestamp, event };
}
