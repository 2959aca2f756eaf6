/**
 * One call for a receiver: verify a delivery by either scheme and get the typed event.
 */
import type { RawBody, ToleranceOptions } from "./checks.js";
import { WebhookVerificationError } from "./errors.js";
import { WARDEN_WEBHOOK_EVENT_TYPES, type WardenWebhookEvent, type WardenWebhookEventType } from "./events.js";
import { header, STANDARD_HEADERS, SVC_HEADERS, type HeaderBag } from "./headers.js";
import { verifyStandardWebhook, wardenSecretKey } from "./standard.js";
import { verifyWebhook, type VerifiedDelivery } from "./svc.js";

/** The event of one kind, e.g. `WardenWebhookEventOf<"spam.detected">`. */
export type WardenWebhookEventOf<T extends WardenWebhookEventType> = Extract<WardenWebhookEvent, { type: T }>;

/** `svc`: the `X-Svc-*` headers; `standard`: the Standard Webhooks `webhook-*` headers. */
export type SignatureScheme = "svc" | "standard";

export interface VerifyAndParseOptions extends ToleranceOptions {
  /**
   * Which headers to check. Default: `X-Svc-Signature` when the delivery has it, else
   * `webhook-signature` (both verify with the same secret string).
   */
  scheme?: SignatureScheme;
}

export interface VerifiedWardenEvent {
  /** The envelope id (`evt_…`): the same on every attempt. Deduplicate by it. */
  id: string;
  /** Unix seconds of this attempt. */
  timestamp: number;
  /** The headers that were verified. */
  scheme: SignatureScheme;
  /** The signed body, typed by its `type`: `switch (event.type)` narrows `event.data`. */
  event: WardenWebhookEvent;
}

const KNOWN_TYPES = new Set<string>(WARDEN_WEBHOOK_EVENT_TYPES);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The envelope's shape (the signature already proves who sent it; this guards the types the caller relies on). */
function asEvent(body: unknown): WardenWebhookEvent {
  if (!isObject(body) || typeof body.id !== "string" || typeof body.type !== "string" || typeof body.created_at !== "string" || !isObject(body.data)) {
    throw new WebhookVerificationError("bad_body", "the body is not a Warden webhook envelope ({id, type, created_at, group_id, data})");
  }
  if (!KNOWN_TYPES.has(body.type)) {
    throw new WebhookVerificationError(
      "unknown_event_type",
      `event type ${JSON.stringify(body.type)} is newer than this version of @warden/webhook-verify`,
      body,
    );
  }
  const groupOk = body.type === "webhook.test" ? body.group_id === null : Number.isSafeInteger(body.group_id);
  if (!groupOk) throw new WebhookVerificationError("bad_body", "group_id does not fit the event type");
  return body as unknown as WardenWebhookEvent;
}

/**
 * Verifies a delivery (by the scheme its headers carry, or `opts.scheme`) over the raw body and
 * returns the typed event. Throws WebhookVerificationError: `bad_secret` (before anything else) when
 * `secret` is not of Warden's form (`whsec_…`, e.g. an unset environment variable): fix the
 * configuration; otherwise answer `400` for every reason but `unknown_event_type` (a genuine event
 * of a kind added after this version: answer `2xx`).
 */
export function verifyAndParse(secret: string, headers: HeaderBag, rawBody: RawBody, opts: VerifyAndParseOptions = {}): VerifiedWardenEvent {
  // Before the scheme is chosen: the headers are the sender's to pick, the secret is the receiver's.
  wardenSecretKey(secret);
  const scheme: SignatureScheme =
    opts.scheme ?? (header(headers, SVC_HEADERS.signature) === undefined && header(headers, STANDARD_HEADERS.signature) !== undefined ? "standard" : "svc");
  const verified: VerifiedDelivery<unknown> =
    scheme === "standard" ? verifyStandardWebhook<unknown>(secret, headers, rawBody, opts) : verifyWebhook<unknown>(secret, headers, rawBody, opts);
  const event = asEvent(verified.event);
  return { id: event.id, timestamp: verified.timestamp, scheme, event };
}
