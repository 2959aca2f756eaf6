/** Responses of webhook management: endpoints, secrets, test deliveries and the delivery history. */
import { z } from "zod";
import { DELIVERY_STATUSES, LIMITS, WEBHOOK_DISABLED_REASONS, WEBHOOK_STATUSES, WEBHOOK_URL_PATTERN } from "../../api.js";
import { codePointLength } from "../../text.js";
import {
  absent,
  count,
  DeliveryId,
  distinct,
  EventId,
  EventType,
  GroupId,
  isDistinct,
  page,
  present,
  SubscribableEventType,
  timestamp,
  WebhookId,
} from "./primitives.js";

/** The fields an endpoint has in a request and a response. */
export const webhookFields = () => ({
  url: z
    .string()
    .regex(new RegExp(WEBHOOK_URL_PATTERN))
    // maxLength counts code points (JSON Schema); zod's max would count UTF-16 units.
    .refine((s) => codePointLength(s) <= LIMITS.webhookUrlMaxChars)
    .meta({
      maxLength: LIMITS.webhookUrlMaxChars,
      format: "uri",
      description: `Receiver URL. HTTPS only (plain \`http://\` only where the operator allows it, as in the local stack). URLs resolving to loopback, private, link-local, carrier-grade NAT, multicast, reserved, documentation or metadata addresses are refused (\`422 validation_failed\`) unless the operator allows that network, and so are IPv6 forms carrying such an IPv4 address (IPv4-mapped, NAT64, 6to4), host names that do not resolve (within the operator's DNS deadline, 2 s by default), port 0, ports the operator does not deliver to (the Helm chart delivers to 443 only, and 80 where it allows \`http://\`; a refusal lists them) and URLs with credentials. A refusal names the rule for an address literal ("the host is a private address", "port 0 is not allowed"); a host name that does not resolve and one that resolves to a refused address get the same text ("the host does not resolve to a public address"), so the API never tells which names exist on the operator's network nor what they resolve to. URLs are checked again at every delivery (the DNS lookup with its own deadline, inside the ${LIMITS.webhookTimeoutSeconds} s budget of the attempt), and the connection goes to the address that was checked.`,
      examples: ["https://example.com/hooks/warden"],
    }),
  events: z
    .array(SubscribableEventType)
    .min(1)
    .max(LIMITS.webhookEventsMax)
    .refine(isDistinct, distinct)
    .meta({ description: "Event kinds delivered to the endpoint." }),
  group_ids: z.array(GroupId).min(1).max(LIMITS.webhookGroupIdsMax).refine(isDistinct, distinct).nullable().meta({
    description:
      "Groups whose events are delivered; `null`: every group the account administers, including groups added later. A group the account does not administer is `404 group_not_found`.",
  }),
  description: z
    .string()
    .refine((s) => codePointLength(s) <= LIMITS.webhookDescriptionMaxChars)
    .meta({ maxLength: LIMITS.webhookDescriptionMaxChars, description: "Free text for the owner." }),
});

const WEBHOOK_SECRET_RE = /^whsec_[A-Za-z0-9+/]{43}=$/;
const webhookSecret = () =>
  z
    .string()
    .regex(WEBHOOK_SECRET_RE)
    .meta({
      description:
        "Signing secret: `whsec_` + 32 random bytes in base64. Shown only here; store it. It verifies both header sets of a delivery: `X-Svc-Signature` (keyed with this whole string) and `webhook-signature` (Standard Webhooks: keyed with the bytes the base64 after `whsec_` decodes to), so a Standard Webhooks library takes it as it is.",
      examples: ["whsec_x0GZk7wM9rN2bq4tV1sL8yF3hJ6pC5dE0aU2iO7nK3Q="],
    });

/** An endpoint's status, why a disabled one is, and a delivery attempt's status (named components of the document). */
export const WebhookStatus = z.enum(WEBHOOK_STATUSES).meta({ description: "A disabled endpoint receives nothing (events meanwhile are not kept for it)." });
export const WebhookDisabledReason = z
  .enum(WEBHOOK_DISABLED_REASONS)
  .meta({ description: "Why an endpoint is disabled: `manual` (set through PATCH) or `failing` (every delivery failed for 3 days)." });
export const DeliveryStatus = z.enum(DELIVERY_STATUSES).meta({ description: "`pending`: scheduled or in flight." });

const endpointFields = () => ({
  id: WebhookId,
  ...webhookFields(),
  status: WebhookStatus,
  disabled_reason: WebhookDisabledReason.describe(
    "Present when `disabled`: `manual` (set through PATCH) or `failing` (every delivery failed for 3 days).",
  ).optional(),
  failing_since: timestamp("Start of the current run of failed deliveries (absent while deliveries succeed).").optional(),
  created_at: timestamp("When the endpoint was registered."),
  updated_at: timestamp("When the endpoint last changed."),
});

/** `disabled_reason` exactly when disabled (if/then/else beside the object's properties). */
const disabledReasonRule = {
  if: { properties: { status: { const: "disabled" } }, required: ["status"] },
  then: present("disabled_reason"),
  else: absent("disabled_reason"),
};

export const WebhookEndpoint = z.strictObject(endpointFields()).meta({ ...disabledReasonRule, description: "A webhook endpoint." });

export const WebhookEndpointCreated = z.strictObject({ ...endpointFields(), secret: webhookSecret() }).meta({
  ...disabledReasonRule,
  description: "Result of `POST /webhooks`: the endpoint with its signing secret (the only time it is shown).",
});

export const WebhookList = z
  .strictObject({
    webhooks: z.array(WebhookEndpoint).max(LIMITS.webhooksPerAccount).meta({ description: "Every endpoint of the account, oldest first." }),
  })
  .meta({ description: "Result of `GET /webhooks` (not paginated)." });

export const WebhookSecret = z
  .strictObject({
    webhook_id: WebhookId,
    secret: webhookSecret(),
    previous_secret_expires_at: timestamp("Until then (24 hours) deliveries carry two signatures, with the new secret and with the one it replaced."),
  })
  .meta({ description: "Result of `POST /webhooks/{id}/rotate-secret`." });

export const WebhookTestResult = z
  .strictObject({
    delivery_id: DeliveryId.describe("The test delivery, also listed in the delivery history."),
    success: z.boolean().meta({ description: `The receiver answered 2xx within ${LIMITS.webhookTimeoutSeconds} seconds.` }),
    status_code: z.number().int().min(100).max(599).meta({ description: "Status the receiver answered (absent when it did not answer)." }).optional(),
    duration_ms: count("Time until the answer or the failure, in milliseconds."),
    error: z.string().min(1).max(500).meta({ description: "Why the delivery failed (when `success` is false)." }).optional(),
  })
  .meta({
    // `error` exactly when the delivery failed.
    if: { properties: { success: { const: false } }, required: ["success"] },
    then: present("error"),
    else: absent("error"),
    description:
      "Result of `POST /webhooks/{id}/test`: a `webhook.test` event was delivered at once (also to a disabled endpoint); it is not retried and does not count toward auto-disable.",
  });

export const Delivery = z
  .strictObject({
    id: DeliveryId,
    event_id: EventId.describe("The envelope id (`X-Svc-Delivery`); the same for every attempt of an event."),
    event_type: EventType,
    attempt: z.number().int().min(1).max(LIMITS.webhookAttempts).meta({ description: "Attempt number, 1 to 6." }),
    status: DeliveryStatus,
    status_code: z.number().int().min(100).max(599).meta({ description: "Status the receiver answered." }).optional(),
    duration_ms: count("Duration of the attempt, in milliseconds (when finished).").optional(),
    error: z.string().min(1).max(500).meta({ description: "Why the attempt failed." }).optional(),
    created_at: timestamp("When the attempt was created."),
    next_attempt_at: timestamp(
      "When the next attempt is due (a `pending` attempt not started yet, or a `failed` attempt that will be retried). Absent while the endpoint is disabled, and on attempts from before it was enabled again: those are never retried.",
    ).optional(),
  })
  .meta({ description: "One delivery attempt of an event to an endpoint." });

export const DeliveryPage = page(Delivery, "Result of `GET /webhooks/{id}/deliveries`.");
