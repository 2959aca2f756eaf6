/**
 * Verification of Warden webhook deliveries, for receivers: `verifyAndParse` (either scheme, typed
 * event), `verifyWebhook` (the `X-Svc-*` headers), `verifyStandardWebhook` (Standard Webhooks),
 * and the event types generated from the OpenAPI document. See README.md.
 */
export { DEFAULT_TOLERANCE_SECONDS, type RawBody, type ToleranceOptions } from "./checks.js";
export { signDelivery, type DeliveryToSign } from "./delivery.js";
export { WebhookVerificationError, type WebhookVerificationReason } from "./errors.js";
export * from "./events.js";
export { STANDARD_HEADERS, SVC_HEADERS, type HeaderBag } from "./headers.js";
export { verifyAndParse, type SignatureScheme, type VerifiedWardenEvent, type VerifyAndParseOptions, type WardenWebhookEventOf } from "./parse.js";
export { SECRET_PREFIX, signStandard, STANDARD_KEY_MAX_BYTES, STANDARD_KEY_MIN_BYTES, standardWebhookKey, verifyStandardWebhook } from "./standard.js";
export { sign, verifyWebhook, type VerifiedDelivery } from "./svc.js";
