import type { components } from "./gen/openapi.js";

type Schemas = components["schemas"];

/**
 * The body of any webhook delivery, discriminated by `type` (the document's `WebhookEvent`).
 * Verify the signature first (`@warden/webhook-verify`), then narrow:
 *
 * ```ts
 * const event = delivery.event as WebhookEvent;
 * if (event.type === "spam.detected") console.log(event.data.confidence, event.data.action);
 * ```
 */
export type WebhookEvent = Schemas["WebhookEvent"];
/** Every `type` a delivery can have. */
export type WebhookEventType = WebhookEvent["type"];
/** The delivery body of one event type: `WebhookEventOf<"user.banned">`. */
export type WebhookEventOf<T extends WebhookEventType> = Extract<WebhookEvent, { type: T }>;
/** The envelope every delivery shares (`data` untyped; prefer `WebhookEvent`). */
export type WebhookEnvelope = Schemas["WebhookEnvelope"];

export type WebhookEventSpamDetected = Schemas["WebhookEventSpamDetected"];
export type WebhookEventMessageSuspicious = Schemas["WebhookEventMessageSuspicious"];
export type WebhookEventUserBanned = Schemas["WebhookEventUserBanned"];
export type WebhookEventUserKicked = Schemas["WebhookEventUserKicked"];
export type WebhookEventUserMuted = Schemas["WebhookEventUserMuted"];
export type WebhookEventUserJoined = Schemas["WebhookEventUserJoined"];
export type WebhookEventUserLeft = Schemas["WebhookEventUserLeft"];
export type WebhookEventTest = Schemas["WebhookEventTest"];

export type SpamDetectedData = Schemas["SpamDetectedData"];
export type MessageSuspiciousData = Schemas["MessageSuspiciousData"];
export type UserBannedData = Schemas["UserBannedData"];
export type UserKickedData = Schemas["UserKickedData"];
export type UserMutedData = Schemas["UserMutedData"];
export type UserJoinedData = Schemas["UserJoinedData"];
export type UserLeftData = Schemas["UserLeftData"];
export type WebhookTestData = Schemas["WebhookTestData"];
