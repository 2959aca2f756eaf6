/**
 * Standard Webhooks (https://www.standardwebhooks.com), sent beside the `X-Svc-*` headers so that
 * receivers can use any library of that specification: `webhook-id` (the envelope id),
 * `webhook-timestamp` (Unix seconds, the same instant as `X-Svc-Timestamp`) and
 * `webhook-signature` (`v1,` + base64 HMAC-SHA256 over `${id}.${timestamp}.${rawBody}`, several
 * space-separated while a rotated secret is still honoured). The key is the base64-decoded part of
 * the secret after `whsec_` (not the whole string, as `X-Svc-Signature` uses).
 */
import { createHmac } from "node:crypto";
import { anySignatureMatches, bodyBytes, checkTimestamp, checkToleranceOptions, parseBody, type RawBody, type ToleranceOptions } from "./checks.js";
import { WebhookVerificationError } from "./errors.js";
import type { WardenWebhookEnvelope } from "./events.js";
import { header, STANDARD_HEADERS, type HeaderBag } from "./headers.js";
import type { VerifiedDelivery } from "./svc.js";

export const SECRET_PREFIX = "whsec_";
/** The key sizes Standard Webhooks allows (Warden mints 32 bytes). */
export const STANDARD_KEY_MIN_BYTES = 24;
export const STANDARD_KEY_MAX_BYTES = 64;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * The HMAC key of a secret: the bytes of the canonical base64 after `whsec_`, 24 to 64 of them.
 * Null for any other string (no Standard Webhooks signature can be made with it).
 */
export function standardWebhookKey(secret: string): Buffer | null {
  if (!secret.startsWith(SECRET_PREFIX)) return null;
  const encoded = secret.slice(SECRET_PREFIX.length);
  if (!BASE64.test(encoded)) return null;
  const key = Buffer.from(encoded, "base64");
  if (key.toString("base64") !== encoded) return null;
  return key.length >= STANDARD_KEY_MIN_BYTES && key.length <= STANDARD_KEY_MAX_BYTES ? key : null;
}

/** What a refused secret was, for the message (never the secret itself). */
function kindOfSecret(secret: unknown): string {
  if (typeof secret !== "string") return secret === null ? "null" : typeof secret;
  return secret === "" ? "an empty string" : `a string of another form (${secret.length} characters)`;
}

/**
 * The Standard Webhooks key of a secret of Warden's form (`whsec_` + canonical base64 of 24 to 64
 * bytes; Warden mints 32), else `bad_secret`. Every signing and verifying function checks its
 * secret with it first: a key of any other form, `""` above all (an unset `WARDEN_WEBHOOK_SECRET=`),
 * would let anyone who guesses it sign a delivery.
 */
export function wardenSecretKey(secret: unknown): Buffer {
  const key = typeof secret === "string" ? standardWebhookKey(secret) : null;
  if (!key) {
    throw new WebhookVerificationError(
      "bad_secret",
      `the secret must be the endpoint's secret as Warden issued it, ${SECRET_PREFIX} + base64 of ${STANDARD_KEY_MIN_BYTES} to ${STANDARD_KEY_MAX_BYTES} bytes; got ${kindOfSecret(secret)}`,
    );
  }
  return key;
}

/** `v1,` + base64 HMAC-SHA256 over `${id}.${timestamp}.${rawBody}`: one signature of `webhook-signature`. */
export function signStandard(secret: string, id: string, timestamp: number, rawBody: RawBody): string {
  const mac = createHmac("sha256", wardenSecretKey(secret));
  mac.update(`${id}.${timestamp}.`);
  mac.update(bodyBytes(rawBody));
  return `v1,${mac.digest("base64")}`;
}

/**
 * Verifies the Standard Webhooks headers of a delivery and returns the parsed envelope: the same
 * checks as `verifyWebhook` (tolerance either way, constant-time comparison of every signature).
 */
export function verifyStandardWebhook<T = WardenWebhookEnvelope>(
  secret: string,
  headers: HeaderBag,
  rawBody: RawBody,
  opts: ToleranceOptions = {},
): VerifiedDelivery<T> {
  wardenSecretKey(secret); // a secret of the wrong form is a configuration error, reported before anything else
  checkToleranceOptions(opts); // so is a tolerance that is not a number (NaN would accept any age)
  const id = header(headers, STANDARD_HEADERS.id);
  const ts = header(headers, STANDARD_HEADERS.timestamp);
  const sig = header(headers, STANDARD_HEADERS.signature);
  if (!id || !ts || !sig) {
    throw new WebhookVerificationError(
      "missing_header",
      `${STANDARD_HEADERS.id}, ${STANDARD_HEADERS.timestamp} and ${STANDARD_HEADERS.signature} are required`,
    );
  }
  const timestamp = checkTimestamp(ts, STANDARD_HEADERS.timestamp, opts);
  if (!anySignatureMatches(sig, signStandard(secret, id, timestamp, rawBody))) {
    throw new WebhookVerificationError("no_valid_signature", "no signature matches this secret");
  }
  const event = parseBody(rawBody) as T & { type?: unknown };
  return { id, type: String(event?.type ?? ""), timestamp, event };
}
