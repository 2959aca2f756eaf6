/**
 * Webhook events: the envelope, the data of each event kind, the headers of a delivery (both
 * signature schemes), and the OpenAPI 3.1 `webhooks` section that documents the POST a receiver
 * gets for each kind. The event types of @warden/webhook-verify are generated from these schemas
 * (scripts/webhook-events.ts); the header names come from that package, which signs deliveries.
 */
import { EVENT_TYPES, type EventType, LIMITS, WEBHOOK_ACTORS } from "@warden/contract";
import { DEFAULT_TOLERANCE_SECONDS, STANDARD_HEADERS, SVC_HEADERS } from "@warden/webhook-verify";
import { parameterRef } from "./responses.js";
import { integer, ref, timestamp } from "./schemas.js";

type Schema = Record<string, unknown>;

const strict = (required: string[], properties: Record<string, Schema>, description: string): Schema => ({
  type: "object",
  additionalProperties: false,
  required,
  properties,
  description,
});

const reason: Schema = {
  type: "string",
  minLength: 1,
  maxLength: 500,
  description: "Why: the spam category for engine actions (e.g. `spam: contact_flow`), or the admin's reason when known (else `admin`).",
};
/** Who acted on a member (the named component ActedBy). */
const actedBy: Schema = {
  type: "string",
  enum: [...WEBHOOK_ACTORS],
  description: "`engine`: the bot acted on a verdict; `admin`: a group admin acted on the platform.",
};
const by: Schema = ref("ActedBy");

/**
 * Who posted the message a decision is about: a user (`user_id`), or for a post made on behalf of
 * a channel (Telegram's `sender_chat`) that channel (`sender_chat_id`). Exactly one of the two keys
 * is there (contract.md: `user_id` is absent for a channel's post).
 */
const sender: Record<string, Schema> = {
  user_id: { ...ref("UserId"), description: "The sending user; absent for a post made on behalf of a channel (then `sender_chat_id` is there)." },
  sender_chat_id: {
    ...ref("ChatId"),
    description:
      "Only for a post made on behalf of a channel (Telegram's `sender_chat`, a `-100…` id), which the bot bans as a channel identity; absent for a message from a user. Posts of the group's anonymous administrators and automatic forwards from its linked channel are never moderated and emit nothing.",
  },
};
interface EventSpec {
  type: EventType;
  schemaName: string;
  dataName: string;
  summary: string;
  emittedWhen: string;
  data: Schema;
}

const EVENTS: EventSpec[] = [
  {
    type: "spam.detected",
    schemaName: "WebhookEventSpamDetected",
    dataName: "SpamDetectedData",
    summary: "A message in a group was judged spam",
    emittedWhen: "The bot's verdict on a message in a group is `spam` (after it applied the group's `action_on_spam`).",
    data: strict(
      ["message_id", "text", "action", "category", "confidence"],
      {
        message_id: ref("MessageId"),
        ...sender,
        text: { type: "string", description: "Full text (or caption) of the message." },
        action: {
          type: "string",
          enum: ["flagged", "deleted", "deleted_and_muted", "deleted_and_banned", "none"],
          description:
            "What the bot did: `flagged` (`action_on_spam: review`), `deleted`, `deleted_and_muted`, `deleted_and_banned`; `none` when it could not act (e.g. it lacks the admin right) or the group is in `dry_run` mode (decides, acts on nothing).",
        },
        category: { ...ref("Category"), description: "Main spam category (`other` when none applies)." },
        confidence: ref("Confidence"),
      },
      "Data of `spam.detected`.",
    ),
  },
  {
    type: "message.suspicious",
    schemaName: "WebhookEventMessageSuspicious",
    dataName: "MessageSuspiciousData",
    summary: "A message in a group was judged suspicious",
    emittedWhen: "The bot's verdict on a message in a group is `suspicious` (it stays in the group).",
    data: strict(
      ["message_id", "text", "score", "matched_rules"],
      {
        message_id: ref("MessageId"),
        ...sender,
        text: { type: "string", description: "Full text (or caption) of the message." },
        score: ref("Score"),
        matched_rules: { type: "array", items: ref("RuleName"), uniqueItems: true },
      },
      "Data of `message.suspicious`.",
    ),
  },
  {
    type: "user.banned",
    schemaName: "WebhookEventUserBanned",
    dataName: "UserBannedData",
    summary: "A user was banned from a group",
    emittedWhen: "The bot banned a user (`delete_and_ban`, or the external ban list) or an admin banned one.",
    data: strict(
      ["user_id", "reason", "by"],
      { user_id: ref("UserId"), reason, until: timestamp("End of a temporary ban (absent: permanent)."), by },
      "Data of `user.banned`.",
    ),
  },
  {
    type: "user.kicked",
    schemaName: "WebhookEventUserKicked",
    dataName: "UserKickedData",
    summary: "A user was removed from a group without a ban",
    emittedWhen: "A user was removed from the group and may rejoin.",
    data: strict(["user_id", "reason", "by"], { user_id: ref("UserId"), reason, by }, "Data of `user.kicked`."),
  },
  {
    type: "user.muted",
    schemaName: "WebhookEventUserMuted",
    dataName: "UserMutedData",
    summary: "A user was muted in a group",
    emittedWhen: "The bot muted a user (`delete_and_mute`, for `mute_minutes`) or an admin restricted one from sending.",
    data: strict(
      ["user_id", "reason", "by"],
      { user_id: ref("UserId"), reason, until: timestamp("When the mute ends (absent: until lifted)."), by },
      "Data of `user.muted`.",
    ),
  },
  {
    type: "user.joined",
    schemaName: "WebhookEventUserJoined",
    dataName: "UserJoinedData",
    summary: "A user joined a group",
    emittedWhen: "A user joined the group.",
    data: strict(["user_id"], { user_id: ref("UserId"), username: ref("Username") }, "Data of `user.joined`."),
  },
  {
    type: "user.left",
    schemaName: "WebhookEventUserLeft",
    dataName: "UserLeftData",
    summary: "A user left a group",
    emittedWhen: "A user left the group (of their own accord; removals are `user.kicked` / `user.banned`).",
    data: strict(["user_id"], { user_id: ref("UserId") }, "Data of `user.left`."),
  },
  {
    type: "webhook.test",
    schemaName: "WebhookEventTest",
    dataName: "WebhookTestData",
    summary: "Test delivery",
    emittedWhen: "`POST /webhooks/{id}/test` was called. Always delivered, whatever `events` says; its `group_id` is `null`.",
    data: strict(
      ["endpoint_id", "message"],
      {
        endpoint_id: ref("WebhookId"),
        message: { type: "string", description: "A fixed sentence saying this is a test delivery." },
      },
      "Data of `webhook.test`.",
    ),
  },
];

if (EVENTS.length !== EVENT_TYPES.length) throw new Error("every event type needs a webhook schema");

function eventSchema(e: EventSpec): Schema {
  const isTest = e.type === "webhook.test";
  return {
    type: "object",
    additionalProperties: false,
    required: ["id", "type", "created_at", "group_id", "data"],
    properties: {
      id: { ...ref("EventId"), description: "Unique event id; the same on every attempt. Deduplicate by it." },
      // A one-value `enum`, not `const` (which openapi-zod-client and typed-openapi read as any string).
      type: { type: "string", enum: [e.type] },
      created_at: timestamp("When the event happened."),
      group_id: isTest
        ? { type: "null", description: "A test event belongs to no group." }
        : { ...ref("GroupId"), description: "The group the event happened in." },
      data: ref(e.dataName),
    },
    description: `Envelope of a \`${e.type}\` delivery. ${e.emittedWhen}`,
  };
}

export const webhookSchemas: Record<string, Schema> = {
  ActedBy: actedBy,
  WebhookEnvelope: {
    type: "object",
    additionalProperties: false,
    required: ["id", "type", "created_at", "group_id", "data"],
    properties: {
      id: ref("EventId"),
      type: ref("EventType"),
      created_at: timestamp("When the event happened."),
      group_id: {
        oneOf: [ref("GroupId"), { type: "null" }],
        description: "The group of the event; `null` only for `webhook.test`.",
      },
      // Open, and saying so: openapi-typescript types a bare `{type: object}` as `Record<string, never>`.
      data: { type: "object", additionalProperties: true, description: "Event data; its shape depends on `type`." },
    },
    description: "Body of every webhook delivery. See `WebhookEvent` for the data of each kind.",
  },
  ...Object.fromEntries(EVENTS.map((e) => [e.dataName, e.data])),
  ...Object.fromEntries(EVENTS.map((e) => [e.schemaName, eventSchema(e)])),
  WebhookEvent: {
    oneOf: EVENTS.map((e) => ref(e.schemaName)),
    // The variants exclude each other by `type` alone, but generators for other languages deserialise a oneOf by
    // trying every variant unless told which property decides (user.kicked's data fits inside user.banned's).
    discriminator: { propertyName: "type", mapping: Object.fromEntries(EVENTS.map((e) => [e.type, `#/components/schemas/${e.schemaName}`])) },
    description: "Any webhook delivery body, by `type`.",
  },
};

const S = SVC_HEADERS;
const W = STANDARD_HEADERS;
/** What a rotation does to either signature header (a replaced secret keeps signing for 24 h: the contract). */
const ROTATION_NOTE =
  "For 24 hours after a secret rotation two signatures are sent, space-separated (the new secret's first): accept the delivery when any of them matches.";

/** `components.parameters`: the headers of a delivery, both schemes (referenced by every `webhooks` operation). */
export const webhookParameters: Record<string, Schema> = {
  SvcTimestamp: {
    name: S.timestamp,
    in: "header",
    required: true,
    description: `Unix time of the attempt in seconds. Reject a delivery more than ${DEFAULT_TOLERANCE_SECONDS} seconds away from your clock.`,
    schema: integer(0),
  },
  SvcSignature: {
    name: S.signature,
    in: "header",
    required: true,
    description: `\`v1=\` + hex HMAC-SHA256 of \`<${S.timestamp}>.<raw body>\` keyed with the endpoint's secret (the whole secret string, \`whsec_\` included). ${ROTATION_NOTE}`,
    schema: { type: "string", pattern: "^v1=[0-9a-f]{64}( v1=[0-9a-f]{64})?$" },
  },
  SvcDelivery: {
    name: S.delivery,
    in: "header",
    required: true,
    description: "Equals the envelope `id`; the same on every attempt. Deduplicate by it.",
    schema: ref("EventId"),
  },
  SvcEvent: {
    name: S.event,
    in: "header",
    required: true,
    description: "Equals the envelope `type`. Not signed: read the kind from the body's `type`.",
    schema: ref("EventType"),
  },
  StandardWebhookId: {
    name: W.id,
    in: "header",
    required: true,
    description: `Standard Webhooks message id: equals the envelope \`id\` (and \`${S.delivery}\`); the same on every attempt.`,
    schema: ref("EventId"),
  },
  StandardWebhookTimestamp: {
    name: W.timestamp,
    in: "header",
    required: true,
    description: `Standard Webhooks timestamp: Unix seconds of the attempt, the same instant as \`${S.timestamp}\`. Reject a delivery more than ${DEFAULT_TOLERANCE_SECONDS} seconds away from your clock.`,
    schema: integer(0),
  },
  StandardWebhookSignature: {
    name: W.signature,
    in: "header",
    required: true,
    description: `Standard Webhooks signature: \`v1,\` + base64 HMAC-SHA256 of \`<${W.id}>.<${W.timestamp}>.<raw body>\`, keyed with the base64-decoded part of the secret after \`whsec_\` (32 bytes), so any Standard Webhooks library verifies it with the secret as issued. ${ROTATION_NOTE}`,
    schema: { type: "string", pattern: "^v1,[A-Za-z0-9+/]{43}=( v1,[A-Za-z0-9+/]{43}=)?$" },
  },
};

const DELIVERY_RULES = [
  `A delivery is an HTTPS POST of the JSON envelope with \`Content-Type: application/json\`, the \`X-Svc-*\` headers and the Standard Webhooks headers (\`${W.id}\`, \`${W.timestamp}\`, \`${W.signature}\`). Verify either set.`,
  `Answer with any 2xx within ${LIMITS.webhookTimeoutSeconds} seconds; anything else (other statuses, redirects — not followed —, timeouts, connection errors) is a failure.`,
  `A failed delivery is retried after 1 minute, 5 minutes, 30 minutes, 2 hours and 6 hours: ${LIMITS.webhookAttempts} attempts in all. Delivery is at least once: deduplicate by \`id\`.`,
  `Verify \`${S.signature}\` over \`<${S.timestamp}>.<raw body>\` (or \`${W.signature}\` over \`<${W.id}>.<${W.timestamp}>.<raw body>\`, e.g. with a Standard Webhooks library) before parsing, and reject a timestamp more than ${DEFAULT_TOLERANCE_SECONDS} seconds from your clock.`,
  "Only events from the groups (bot activity) emit webhooks; checks through this API do not. Capture is best-effort; the journal is the source of truth.",
].join("\n- ");

export const webhooksSection: Record<string, unknown> = Object.fromEntries(
  EVENTS.map((e) => [
    e.type,
    {
      post: {
        operationId: `on${e.schemaName.replace(/^WebhookEvent/, "")}Event`,
        summary: e.summary,
        description: `${e.emittedWhen}\n\n- ${DELIVERY_RULES}`,
        tags: ["Webhook events"],
        parameters: Object.keys(webhookParameters).map(parameterRef),
        requestBody: { required: true, content: { "application/json": { schema: ref(e.schemaName) } } },
        responses: {
          "2XX": { description: "Delivery acknowledged (the body is ignored)." },
          default: { description: "Delivery failed; it is retried per the schedule." },
        },
      },
    },
  ]),
);
