/**
 * `components.schemas` of the public API v1 document (JSON Schema 2020-12, as OpenAPI 3.1
 * uses it). The response schemas are generated from their zod declarations in @warden/contract
 * (RESPONSE_SCHEMAS, with their descriptions and examples in `.meta()`), by the converter in
 * zod-schema.ts; response objects are strict (`additionalProperties: false`, complete
 * `required`), so a response validated against them catches a missing, extra or mistyped field.
 * The request bodies are generated from their zod bodies too, with the documentation of each
 * field given here (or taken from the response schema of the same field).
 */
import {
  batchCheckBody,
  createWebhookBody,
  journalReportBody,
  LIMITS,
  patchWebhookBody,
  reportBody,
  RESPONSE_SCHEMAS,
  type ResponseSchemaName,
  ruleBody,
  ruleFields as ruleFieldSchemas,
  spamCheckBody,
  timestampField,
  CHANNEL_CHAT_ID_BODY,
  USERNAME_BODY,
  userCheckBody,
  webhookFields as webhookFieldSchemas,
  whitelistAddBody,
} from "@warden/contract";
import type { z } from "zod";
import { integerFormat, ZodJsonSchema } from "./zod-schema.js";

type Schema = Record<string, unknown>;

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/**
 * A hand-written integer schema (a header, a query parameter): `format: "int64"` by the converter's
 * rule when its range does not fit in 32 bits (an omitted `maximum` is no bound).
 */
export const integer = (minimum: number, maximum?: number): Schema => {
  const format = integerFormat(minimum, maximum);
  return { type: "integer", ...(format === undefined ? {} : { format }), minimum, ...(maximum === undefined ? {} : { maximum }) };
};

/** `$ref` with a description next to it (allowed in OpenAPI 3.1). */
const refD = (name: string, description: string): Schema => ({ ...ref(name), description });

const zodJson = new ZodJsonSchema(RESPONSE_SCHEMAS);

/** The generated components of these response schemas, in the order given. */
const generated = (...names: ResponseSchemaName[]): Record<string, Schema> =>
  Object.fromEntries(names.map((name) => [name, zodJson.component(RESPONSE_SCHEMAS[name])]));

/** JSON Schema of each field of a zod object shape. */
const convertFields = (fields: Record<string, z.ZodType>): Record<string, Schema> =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, zodJson.convert(v)]));

export const timestamp = (description: string): Schema => zodJson.convert(timestampField(description));

/** A strict object: no properties beyond the listed ones, `required` as given. */
const strict = (required: string[], properties: Record<string, Schema>, extra: Schema = {}): Schema => ({
  type: "object",
  additionalProperties: false,
  required,
  properties,
  ...extra,
});

/**
 * An optional request field says its default in words, not with `default`: generators make a
 * property with a `default` required (openapi-typescript with its default flags), which a client
 * that may omit it is not. (Response fields are always present: required, whatever `default` says.)
 */
const defaultInWords = (field: Schema): Schema => {
  if (!("default" in field)) return field;
  const { default: value, ...rest } = field;
  const said = `Default: \`${JSON.stringify(value)}\`.`;
  return { ...rest, description: typeof rest.description === "string" ? `${rest.description} ${said}` : said };
};

/**
 * A request body's schema generated from its zod declaration in @warden/contract: the properties
 * and their order, which are required, and the refusal of unknown fields come from the zod
 * object; `fields` documents each property (a property of one and not the other is an error when
 * the document is built, so the two cannot drift apart).
 */
const fromZod = (body: z.ZodObject, fields: Record<string, Schema>, extra: Schema = {}): Schema => {
  const shape = body.shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape);
  if (keys.join() !== Object.keys(fields).join()) {
    throw new Error(`documented fields [${Object.keys(fields).join()}] differ from the zod body [${keys.join()}]`);
  }
  if ((body._zod.def.catchall as z.ZodType | undefined)?._zod.def.type !== "never") throw new Error(`body [${keys.join()}] must be .strict()`);
  const required = keys.filter((k) => !shape[k]!.safeParse(undefined).success);
  const properties = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, required.includes(k) ? v : defaultInWords(v)]));
  return strict(required, properties, extra);
};

/** Exactly one of the zod body's (optional) fields: one strict alternative per field. */
const oneFieldOf = (body: z.ZodObject, fields: Record<string, Schema>): Schema[] => {
  const all = fromZod(body, fields);
  if ((all.required as string[]).length > 0) throw new Error("every field of a one-of body is optional in zod");
  return Object.entries(fields).map(([key, field]) => strict([key], { [key]: field }));
};

/**
 * A request body generated from its zod declaration, the documentation of its fields and of
 * itself included (`.meta()` in @warden/contract); the same checks as `fromZod` apply.
 */
const requestBody = (body: z.ZodObject): Schema => {
  const schema = zodJson.convert(body);
  return fromZod(
    body,
    schema.properties as Record<string, Schema>,
    Object.fromEntries(Object.entries(schema).filter(([k]) => !["type", "additionalProperties", "required", "properties"].includes(k))),
  );
};

/**
 * The document has listed the bounds of these arrays before their `items` since v1 was published
 * (the generator writes `items` first); kept so that the published document stays byte-identical.
 */
const boundsFirst = (object: Schema, property: string): Schema => {
  const properties = object.properties as Record<string, Schema>;
  const { type, items, description, ...bounds } = properties[property]!;
  const reordered = { type, ...bounds, items, ...(description === undefined ? {} : { description }) };
  return { ...object, properties: { ...properties, [property]: reordered } };
};

// ---------------------------------------------------------------------------------------------
// Checks

const checks: Record<string, Schema> = {
  ...generated("Quota"),
  SpamCheckRequest: requestBody(spamCheckBody),
  ...generated("AiVerdict", "SpamCheckResult"),
  BatchCheckRequest: boundsFirst(requestBody(batchCheckBody), "texts"),
  ...generated("BatchCheckItem", "BatchCheckResult"),
  UserCheckRequest: requestBody(userCheckBody),
  ...generated("ExternalBanListVerdict", "ServiceUserRecord", "UserCheckResult"),
};

// ---------------------------------------------------------------------------------------------
// Groups and settings

/** A settings patch: the Settings object's properties without their defaults, none required. */
const patchProps = Object.fromEntries(
  Object.entries(zodJson.component(RESPONSE_SCHEMAS.Settings).properties as Record<string, Schema>).map(([k, v]) => {
    const { default: _default, ...rest } = v;
    return [k, rest];
  }),
);

const groups: Record<string, Schema> = {
  ...generated("Group", "GroupList", "ActionOnSpam", "ModerationMode", "GroupLanguage", "Settings"),
  SettingsPatch: {
    type: "object",
    additionalProperties: false,
    properties: patchProps,
    description:
      "Partial update of the settings, merged into the current ones. A key outside the catalog is refused with `422 unknown_setting`, a value outside the catalog's rule with `422 invalid_setting_value` (also when, after the merge, `suspicious_threshold` would not be below `spam_threshold`). `null` is not a value; send the default to restore it. `{}` changes nothing. Nothing is applied when anything is refused.",
    examples: [{ spam_threshold: 80, action_on_spam: "delete_and_mute", mute_minutes: 120 }],
  },
  ...generated("SettingKey", "SettingsCatalogEntry", "SettingsCatalog"),
};

// ---------------------------------------------------------------------------------------------
// Rules and whitelist

const ruleFields = convertFields(ruleFieldSchemas());
/** A `domain` rule's pattern is a host name: the `if`/`then` of the Rule schema. */
const { if: domainIf, then: domainThen } = zodJson.component(RESPONSE_SCHEMAS.Rule);
const domainRule: Schema = { if: domainIf, then: domainThen };

const channelStringPattern = `^(?:@${USERNAME_BODY}|(?:https://)?t\\.me/${USERNAME_BODY}|${CHANNEL_CHAT_ID_BODY})$`;

const rulesAndWhitelist: Record<string, Schema> = {
  RuleInput: {
    ...fromZod(ruleBody, {
      ...ruleFields,
      enabled: { type: "boolean", default: true, description: "A disabled rule never fires." },
    }),
    ...domainRule,
    description: "Body of `POST /groups/{id}/rules` and `PUT /groups/{id}/rules/{ruleId}` (a PUT replaces every field; an omitted `enabled` becomes true).",
    examples: [{ name: "dm_invite", kind: "regex", pattern: "(?i)write (me|to me) in (dm|pm)", weight: 40 }],
  },
  ...generated("RuleKind", "Rule", "RuleList"),
  WhitelistAddRequest: {
    oneOf: oneFieldOf(whitelistAddBody, {
      user_id: refD("UserId", "Whitelist a user by id."),
      username: {
        type: "string",
        pattern: `^@?${USERNAME_BODY}$`,
        description: "Whitelist a user by username, `@name` or `name` (stored lower-case without `@`).",
      },
      channel: {
        oneOf: [{ type: "string", pattern: channelStringPattern }, ref("ChatId")],
        description:
          "Whitelist a channel (messages sent on its behalf): `@name`, `https://t.me/name` (or `t.me/name`), or its `-100…` chat id (as a string or an integer). The name is stored lower-case without `@`.",
      },
    }),
    description: "Body of `POST /groups/{id}/whitelist`: exactly one of `user_id`, `username`, `channel`.",
    examples: [{ user_id: 123456789 }, { username: "@trusted_admin" }, { channel: "https://t.me/warden_news" }],
  },
  ...generated("WhitelistUserEntry", "WhitelistChannelEntry", "Whitelist", "WhitelistAddResult"),
};

// ---------------------------------------------------------------------------------------------
// Journal, analytics and moderator feedback

const journalAndFeedback: Record<string, Schema> = {
  ...generated("JournalSource", "JournalEntryReport", "JournalEntry", "JournalPage", "AnalyticsTotals", "AnalyticsDay", "Analytics", "ReportLabel"),
  SpamReportRequest: requestBody(reportBody),
  JournalReportRequest: requestBody(journalReportBody),
  ...generated("Report", "ReportEntry", "ReportPage"),
};

// ---------------------------------------------------------------------------------------------
// Webhooks (management)

const {
  url: webhookUrl,
  events: webhookEvents,
  group_ids: webhookGroupIds,
  description: webhookDescription,
} = convertFields(webhookFieldSchemas()) as Record<"url" | "events" | "group_ids" | "description", Schema>;

const webhooks: Record<string, Schema> = {
  WebhookCreate: fromZod(
    createWebhookBody,
    {
      url: webhookUrl,
      events: { ...webhookEvents, description: "Event kinds to deliver; default every kind." },
      group_ids: { ...webhookGroupIds, default: null },
      description: { ...webhookDescription, default: "" },
    },
    {
      description: `Body of \`POST /webhooks\`. An account has at most ${LIMITS.webhooksPerAccount} endpoints (\`409 limit_reached\`).`,
      examples: [{ url: "https://example.com/hooks/warden", events: ["spam.detected", "user.banned"] }],
    },
  ),
  WebhookPatch: fromZod(
    patchWebhookBody,
    {
      url: webhookUrl,
      events: webhookEvents,
      group_ids: webhookGroupIds,
      description: webhookDescription,
      status: refD(
        "WebhookStatus",
        "`enabled` re-enables a disabled endpoint (clears `disabled_reason` and `failing_since`); `disabled` stops deliveries (`disabled_reason: manual`).",
      ),
    },
    {
      description:
        "Body of `PATCH /webhooks/{id}`: the fields to change. `{}` changes nothing. A different `url` on an enabled endpoint clears `failing_since`: the failures of the old URL do not count toward disabling the new one (an endpoint disabled for failing keeps it until it is enabled again).",
    },
  ),
  ...generated(
    "WebhookStatus",
    "WebhookDisabledReason",
    "WebhookEndpoint",
    "WebhookEndpointCreated",
    "WebhookList",
    "WebhookSecret",
    "WebhookTestResult",
    "DeliveryStatus",
    "Delivery",
    "DeliveryPage",
  ),
};

export const schemas: Record<string, Schema> = {
  ...generated(
    "GroupId",
    "ChatId",
    "UserId",
    "MessageId",
    "Username",
    "RuleId",
    "WebhookId",
    "DeliveryId",
    "EventId",
    "KeyId",
    "AccountId",
    "RequestId",
    "Plan",
    "Verdict",
    "Action",
    "Score",
    "Confidence",
    "RuleName",
    "Category",
    "EventType",
    "SubscribableEventType",
    "Cursor",
  ),
  ...checks,
  ...groups,
  ...rulesAndWhitelist,
  ...journalAndFeedback,
  ...webhooks,
  ...generated("Usage", "Me"),
  ...generated("ErrorCode", "ErrorBody", "ErrorResponse"),
  ValidationFailedDetails: boundsFirst(zodJson.component(RESPONSE_SCHEMAS.ValidationFailedDetails), "errors"),
  ...generated(
    "PlanRequiredDetails",
    "DailyQuotaExceededDetails",
    "RateLimitExceededDetails",
    "InvalidSettingValueDetails",
    "UnknownSettingDetails",
    "LimitReachedDetails",
    "BodyTooLargeDetails",
    "UnavailableDetails",
  ),
};
