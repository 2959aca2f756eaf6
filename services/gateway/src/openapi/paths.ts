/**
 * `paths` of the v1 document. Every operation is built by `operation()`, which adds the
 * parts all operations share (security, the `x-warden-*` marks, `X-Request-Id`, quota
 * headers on metered responses, and the error responses that can occur for it), so that
 * no operation can forget one.
 */
import { LIMITS } from "@warden/contract";
import { parameterRef, quotaHeaders, requestIdHeaders, responseRef } from "./responses.js";
import { ref } from "./schemas.js";

type Obj = Record<string, unknown>;
type Method = "get" | "post" | "put" | "patch" | "delete";
type ForbiddenKind = "Forbidden" | "ForbiddenScope" | "ForbiddenPlan" | "ForbiddenScopePlan";
type NotFoundKind = "GroupNotFound" | "NotFound" | "GroupOrResourceNotFound";

interface Success {
  status: 200 | 201 | 204;
  description: string;
  schema?: string;
}

interface OperationSpec {
  method: Method;
  path: string;
  operationId: string;
  summary: string;
  description: string;
  tag: string;
  /** Lowest plan of the account. */
  plan: "free" | "pro";
  /** The group in the path must be on Pro+ too. */
  groupPlan?: boolean;
  scope: "read" | "write";
  quota: "none" | "1" | "per_text";
  parameters?: string[];
  body?: { schema: string; maxBytes: number; description?: string };
  success: Success[];
  forbidden: ForbiddenKind;
  notFound?: NotFoundKind;
  /** 422 response: validation of the body or query. */
  unprocessable?: "ValidationFailed" | "SettingsRejected";
  limitReached?: boolean;
}

const SECURITY = [{ bearerAuth: [] }, { apiKeyHeader: [] }];

function successResponse(s: Success, metered: boolean): Obj {
  const headers = { ...requestIdHeaders(), ...(metered ? quotaHeaders(true) : {}) };
  const response: Obj = { description: s.description, headers };
  if (s.schema !== undefined) response.content = { "application/json": { schema: ref(s.schema) } };
  return response;
}

function operation(spec: OperationSpec): Obj {
  const metered = spec.quota !== "none";
  const responses: Obj = {};
  for (const s of spec.success) responses[String(s.status)] = successResponse(s, metered);
  if (spec.body) responses["400"] = responseRef("InvalidJson");
  responses["401"] = responseRef("Unauthorized");
  responses["403"] = responseRef(spec.forbidden);
  if (spec.notFound) responses["404"] = responseRef(spec.notFound);
  responses["405"] = responseRef("MethodNotAllowed");
  if (spec.limitReached) responses["409"] = responseRef("LimitReached");
  if (spec.body) {
    responses["413"] = responseRef("BodyTooLarge");
    responses["415"] = responseRef("UnsupportedMediaType");
  }
  // A path parameter of the wrong form (e.g. `/groups/abc`) is 422 validation_failed too.
  const hasPathParams = (spec.parameters ?? []).some((p) => p.endsWith("Path"));
  const unprocessable = spec.unprocessable ?? (hasPathParams ? "ValidationFailed" : undefined);
  if (unprocessable) responses["422"] = responseRef(unprocessable);
  responses["429"] = responseRef(metered ? "TooManyRequests" : "RateLimited");
  responses["500"] = responseRef("InternalError");
  responses["503"] = responseRef("Unavailable");
  responses.default = responseRef("Error");

  const marks = [
    `**Plan:** account on ${spec.plan === "free" ? "any plan" : "Pro or Business"}${spec.groupPlan ? ", and the group on Pro or Business" : ""}.`,
    `**Scope:** ${spec.scope === "read" ? "`read` or `write`" : "`write`"}.`,
    `**Quota:** ${spec.quota === "none" ? "none (counts toward the rate limit only)" : spec.quota === "1" ? "1 unit" : "1 unit per text"}.`,
  ].join(" ");

  const op: Obj = {
    operationId: spec.operationId,
    summary: spec.summary,
    description: `${spec.description}\n\n${marks}`,
    tags: [spec.tag],
    security: SECURITY,
    "x-warden-plan": spec.plan,
    ...(spec.groupPlan ? { "x-warden-group-plan": "pro" } : {}),
    "x-warden-scope": spec.scope,
    "x-warden-quota": spec.quota,
    parameters: [...(spec.parameters ?? []).map(parameterRef), parameterRef("RequestIdHeader")],
  };
  if (spec.body) {
    op["x-warden-max-body-bytes"] = spec.body.maxBytes;
    op.requestBody = {
      required: true,
      description: spec.body.description ?? `JSON body, at most ${spec.body.maxBytes / 1024} KiB.`,
      content: { "application/json": { schema: ref(spec.body.schema) } },
    };
  }
  op.responses = responses;
  return op;
}

const BODY = LIMITS.bodyMaxBytes;

const OPERATIONS: OperationSpec[] = [
  // Checks ----------------------------------------------------------------------------------
  {
    method: "post",
    path: "/spam/check",
    operationId: "checkSpam",
    summary: "Check a text for spam",
    description:
      "Runs the engine the bot uses on one text and returns its verdict. With `group_id`, the group's settings, custom rules and whitelist apply (the same verdict the bot would reach in that group). With `include_ai`, the AI provider is asked too. The decision is written to the group's journal with `source: api` when a group is given; no webhook is emitted.",
    tag: "Checks",
    plan: "free",
    scope: "read",
    quota: "1",
    body: { schema: "SpamCheckRequest", maxBytes: BODY },
    success: [{ status: 200, description: "The verdict.", schema: "SpamCheckResult" }],
    forbidden: "ForbiddenPlan",
    notFound: "GroupNotFound",
    unprocessable: "ValidationFailed",
  },
  {
    method: "post",
    path: "/spam/check-batch",
    operationId: "checkSpamBatch",
    summary: "Check up to 20 texts",
    description:
      "Checks 1 to 20 texts with everything but the AI provider; each item has the verdict a single check without `include_ai` gives. Admitted only when the remaining daily quota covers every text.",
    tag: "Checks",
    plan: "pro",
    scope: "read",
    quota: "per_text",
    body: {
      schema: "BatchCheckRequest",
      maxBytes: LIMITS.batchBodyMaxBytes,
      description: "JSON body, at most 256 KiB.",
    },
    success: [{ status: 200, description: "One short result per text.", schema: "BatchCheckResult" }],
    forbidden: "ForbiddenPlan",
    notFound: "GroupNotFound",
    unprocessable: "ValidationFailed",
  },
  {
    method: "post",
    path: "/users/check",
    operationId: "checkUser",
    summary: "Screen a messaging-platform user",
    description:
      "Combines the external public spam-ban list (CAS), Warden's own data about the user (last 90 days, reputation) and an aggregated risk level. An outage of the external list gives `external.status: unavailable`, never an error.",
    tag: "Checks",
    plan: "pro",
    scope: "read",
    quota: "1",
    body: { schema: "UserCheckRequest", maxBytes: BODY },
    success: [{ status: 200, description: "The screening result.", schema: "UserCheckResult" }],
    forbidden: "ForbiddenPlan",
    notFound: "GroupNotFound",
    unprocessable: "ValidationFailed",
  },
  // Moderator feedback ------------------------------------------------------------------------
  {
    method: "post",
    path: "/spam/report",
    operationId: "reportSpam",
    summary: "Report a text as spam or not spam",
    description:
      "Teaches the engine at once: from the very next check by this account (and, with `group_id`, by the bot in that group), the same text and its near-duplicates (homoglyphs, spacing, another number or @handle) are `spam` for a `spam` report (signal `reported_spam`) and not `spam` for a `ham` report unless the group's own custom rules say so (signal `reported_ham`); each report also trains an adaptive model of the account (signal `account_model`, bounded weight). A report never changes another account's verdicts; other accounts learn only through retraining on texts that at least 3 unrelated accounts reported alike.",
    tag: "Feedback",
    plan: "free",
    scope: "write",
    quota: "none",
    body: { schema: "SpamReportRequest", maxBytes: BODY },
    success: [{ status: 201, description: "The stored report.", schema: "Report" }],
    forbidden: "ForbiddenScope",
    notFound: "GroupNotFound",
    unprocessable: "ValidationFailed",
  },
  {
    method: "get",
    path: "/spam/reports",
    operationId: "listReports",
    summary: "List the account's reports",
    description: "Every report the account made (through `POST /spam/report` and the journal), newest first, cursor-paginated.",
    tag: "Feedback",
    plan: "free",
    scope: "read",
    quota: "1",
    parameters: ["Limit", "Cursor", "ReportLabelQuery", "ReportGroupIdQuery"],
    success: [{ status: 200, description: "A page of reports.", schema: "ReportPage" }],
    forbidden: "Forbidden",
    unprocessable: "ValidationFailed",
  },
  {
    method: "post",
    path: "/groups/{id}/journal/{entryId}/report",
    operationId: "reportJournalEntry",
    summary: "Correct a journal decision",
    description:
      "Reports the text of one journal entry of the group as `spam` or `ham`, as `POST /spam/report` with the group and the entry's sender would (the report teaches on the full text the decision was made on, not the excerpt).",
    tag: "Feedback",
    plan: "pro",
    groupPlan: true,
    scope: "write",
    quota: "none",
    parameters: ["GroupIdPath", "JournalEntryIdPath"],
    body: { schema: "JournalReportRequest", maxBytes: BODY },
    success: [{ status: 201, description: "The stored report.", schema: "Report" }],
    forbidden: "ForbiddenScopePlan",
    notFound: "GroupOrResourceNotFound",
    unprocessable: "ValidationFailed",
  },
  // Groups ----------------------------------------------------------------------------------
  {
    method: "get",
    path: "/groups",
    operationId: "listGroups",
    summary: "List the account's groups",
    description:
      "Every group the account administers, with its plan and whether the group-scoped endpoints are available for it. Open to every plan.",
    tag: "Groups",
    plan: "free",
    scope: "read",
    quota: "1",
    success: [{ status: 200, description: "The groups.", schema: "GroupList" }],
    forbidden: "Forbidden",
  },
  {
    method: "get",
    path: "/groups/{id}",
    operationId: "getGroup",
    summary: "Read a group",
    description: "One group the account administers. Open to every plan.",
    tag: "Groups",
    plan: "free",
    scope: "read",
    quota: "1",
    parameters: ["GroupIdPath"],
    success: [{ status: 200, description: "The group.", schema: "Group" }],
    forbidden: "Forbidden",
    notFound: "GroupNotFound",
  },
  // Settings --------------------------------------------------------------------------------
  {
    method: "get",
    path: "/groups/{id}/settings",
    operationId: "getGroupSettings",
    summary: "Read a group's protection settings",
    description: "Every catalog key with its current value.",
    tag: "Settings",
    plan: "pro",
    groupPlan: true,
    scope: "read",
    quota: "1",
    parameters: ["GroupIdPath"],
    success: [{ status: 200, description: "The settings.", schema: "Settings" }],
    forbidden: "ForbiddenPlan",
    notFound: "GroupNotFound",
  },
  {
    method: "patch",
    path: "/groups/{id}/settings",
    operationId: "updateGroupSettings",
    summary: "Change a group's protection settings",
    description:
      "Merges the given keys into the current settings; only catalog keys, values validated against the catalog. All or nothing. The change is visible to the bot and the dashboard at once.",
    tag: "Settings",
    plan: "pro",
    groupPlan: true,
    scope: "write",
    quota: "1",
    parameters: ["GroupIdPath"],
    body: { schema: "SettingsPatch", maxBytes: BODY },
    success: [{ status: 200, description: "The full settings after the change.", schema: "Settings" }],
    forbidden: "ForbiddenScopePlan",
    notFound: "GroupNotFound",
    unprocessable: "SettingsRejected",
  },
  {
    method: "get",
    path: "/settings-catalog",
    operationId: "getSettingsCatalog",
    summary: "Catalog of writable settings",
    description: "Type, range and default of every setting writable through the API. Costs no quota.",
    tag: "Settings",
    plan: "free",
    scope: "read",
    quota: "none",
    success: [{ status: 200, description: "The catalog.", schema: "SettingsCatalog" }],
    forbidden: "Forbidden",
  },
  // Rules -----------------------------------------------------------------------------------
  {
    method: "get",
    path: "/groups/{id}/rules",
    operationId: "listRules",
    summary: "List a group's custom rules",
    description: "Every custom rule of the group, oldest first.",
    tag: "Rules",
    plan: "pro",
    groupPlan: true,
    scope: "read",
    quota: "1",
    parameters: ["GroupIdPath"],
    success: [{ status: 200, description: "The rules.", schema: "RuleList" }],
    forbidden: "ForbiddenPlan",
    notFound: "GroupNotFound",
  },
  {
    method: "post",
    path: "/groups/{id}/rules",
    operationId: "createRule",
    summary: "Create a custom rule",
    description: "Adds a rule to the group (at most 200 a group). It applies to the next check.",
    tag: "Rules",
    plan: "pro",
    groupPlan: true,
    scope: "write",
    quota: "1",
    parameters: ["GroupIdPath"],
    body: { schema: "RuleInput", maxBytes: BODY },
    success: [{ status: 201, description: "The created rule.", schema: "Rule" }],
    forbidden: "ForbiddenScopePlan",
    notFound: "GroupNotFound",
    unprocessable: "ValidationFailed",
    limitReached: true,
  },
  {
    method: "put",
    path: "/groups/{id}/rules/{ruleId}",
    operationId: "replaceRule",
    summary: "Replace a custom rule",
    description: "Replaces every field of an existing rule (it does not create one).",
    tag: "Rules",
    plan: "pro",
    groupPlan: true,
    scope: "write",
    quota: "1",
    parameters: ["GroupIdPath", "RuleIdPath"],
    body: { schema: "RuleInput", maxBytes: BODY },
    success: [{ status: 200, description: "The rule after the change.", schema: "Rule" }],
    forbidden: "ForbiddenScopePlan",
    notFound: "GroupOrResourceNotFound",
    unprocessable: "ValidationFailed",
  },
  {
    method: "delete",
    path: "/groups/{id}/rules/{ruleId}",
    operationId: "deleteRule",
    summary: "Delete a custom rule",
    description: "Deletes the rule; it stops applying at once.",
    tag: "Rules",
    plan: "pro",
    groupPlan: true,
    scope: "write",
    quota: "1",
    parameters: ["GroupIdPath", "RuleIdPath"],
    success: [{ status: 204, description: "Deleted." }],
    forbidden: "ForbiddenScopePlan",
    notFound: "GroupOrResourceNotFound",
  },
  // Whitelist -------------------------------------------------------------------------------
  {
    method: "get",
    path: "/groups/{id}/whitelist",
    operationId: "getWhitelist",
    summary: "Read a group's whitelist",
    description: "Whitelisted users and channels. A whitelisted sender's messages are always `clean`.",
    tag: "Whitelist",
    plan: "pro",
    groupPlan: true,
    scope: "read",
    quota: "1",
    parameters: ["GroupIdPath"],
    success: [{ status: 200, description: "The whitelist.", schema: "Whitelist" }],
    forbidden: "ForbiddenPlan",
    notFound: "GroupNotFound",
  },
  {
    method: "post",
    path: "/groups/{id}/whitelist",
    operationId: "addWhitelistEntry",
    summary: "Add a whitelist entry",
    description:
      "Adds a user (by `user_id` or `username`) or a channel. Idempotent: an entry that is already there is returned with `200`. At most 1000 entries a group.",
    tag: "Whitelist",
    plan: "pro",
    groupPlan: true,
    scope: "write",
    quota: "1",
    parameters: ["GroupIdPath"],
    body: { schema: "WhitelistAddRequest", maxBytes: BODY },
    success: [
      { status: 201, description: "The entry was added.", schema: "WhitelistAddResult" },
      { status: 200, description: "The entry was already there; nothing changed.", schema: "WhitelistAddResult" },
    ],
    forbidden: "ForbiddenScopePlan",
    notFound: "GroupNotFound",
    unprocessable: "ValidationFailed",
    limitReached: true,
  },
  {
    method: "delete",
    path: "/groups/{id}/whitelist/{entry}",
    operationId: "removeWhitelistEntry",
    summary: "Remove a whitelist entry",
    description: "Removes a user entry (by user id), a channel entry (by chat id) or every entry with a username (`@name`).",
    tag: "Whitelist",
    plan: "pro",
    groupPlan: true,
    scope: "write",
    quota: "1",
    parameters: ["GroupIdPath", "WhitelistEntryPath"],
    success: [{ status: 204, description: "Removed." }],
    forbidden: "ForbiddenScopePlan",
    notFound: "GroupOrResourceNotFound",
  },
  // Journal and analytics -------------------------------------------------------------------
  {
    method: "get",
    path: "/groups/{id}/journal",
    operationId: "listJournal",
    summary: "Read the moderation journal",
    description:
      "Every engine decision about the group (from the bot and from API checks), newest first, cursor-paginated and filterable. The source of truth for what happened.",
    tag: "Journal",
    plan: "pro",
    groupPlan: true,
    scope: "read",
    quota: "1",
    parameters: [
      "GroupIdPath",
      "Limit",
      "Cursor",
      "JournalVerdict",
      "JournalAction",
      "JournalUserId",
      "JournalSource",
      "JournalFrom",
      "JournalTo",
    ],
    success: [{ status: 200, description: "A page of decisions.", schema: "JournalPage" }],
    forbidden: "ForbiddenPlan",
    notFound: "GroupNotFound",
    unprocessable: "ValidationFailed",
  },
  {
    method: "get",
    path: "/groups/{id}/analytics",
    operationId: "getAnalytics",
    summary: "Read a group's analytics",
    description: "Totals and a daily series over a range of UTC days (default the last 30 days, at most 366).",
    tag: "Analytics",
    plan: "pro",
    groupPlan: true,
    scope: "read",
    quota: "1",
    parameters: ["GroupIdPath", "AnalyticsFrom", "AnalyticsTo"],
    success: [{ status: 200, description: "The analytics.", schema: "Analytics" }],
    forbidden: "ForbiddenPlan",
    notFound: "GroupNotFound",
    unprocessable: "ValidationFailed",
  },
  // Webhooks --------------------------------------------------------------------------------
  {
    method: "post",
    path: "/webhooks",
    operationId: "createWebhook",
    summary: "Register a webhook endpoint",
    description:
      "Registers an HTTPS endpoint (at most 10 an account). The response carries the signing secret, shown only this once.",
    tag: "Webhooks",
    plan: "pro",
    scope: "write",
    quota: "1",
    body: { schema: "WebhookCreate", maxBytes: BODY },
    success: [{ status: 201, description: "The endpoint with its secret.", schema: "WebhookEndpointCreated" }],
    forbidden: "ForbiddenScopePlan",
    notFound: "GroupNotFound",
    unprocessable: "ValidationFailed",
    limitReached: true,
  },
  {
    method: "get",
    path: "/webhooks",
    operationId: "listWebhooks",
    summary: "List webhook endpoints",
    description: "Every endpoint of the account (without secrets).",
    tag: "Webhooks",
    plan: "pro",
    scope: "read",
    quota: "1",
    success: [{ status: 200, description: "The endpoints.", schema: "WebhookList" }],
    forbidden: "ForbiddenPlan",
  },
  {
    method: "get",
    path: "/webhooks/{id}",
    operationId: "getWebhook",
    summary: "Read a webhook endpoint",
    description: "One endpoint of the account (without its secret).",
    tag: "Webhooks",
    plan: "pro",
    scope: "read",
    quota: "1",
    parameters: ["WebhookIdPath"],
    success: [{ status: 200, description: "The endpoint.", schema: "WebhookEndpoint" }],
    forbidden: "ForbiddenPlan",
    notFound: "NotFound",
  },
  {
    method: "patch",
    path: "/webhooks/{id}",
    operationId: "updateWebhook",
    summary: "Update a webhook endpoint",
    description:
      "Changes `url`, `events`, `group_ids`, `description` or `status`. Setting `status: enabled` re-enables an endpoint that was disabled (manually or for failing). The secret does not change.",
    tag: "Webhooks",
    plan: "pro",
    scope: "write",
    quota: "1",
    parameters: ["WebhookIdPath"],
    body: { schema: "WebhookPatch", maxBytes: BODY },
    success: [{ status: 200, description: "The endpoint after the change.", schema: "WebhookEndpoint" }],
    forbidden: "ForbiddenScopePlan",
    notFound: "GroupOrResourceNotFound",
    unprocessable: "ValidationFailed",
  },
  {
    method: "delete",
    path: "/webhooks/{id}",
    operationId: "deleteWebhook",
    summary: "Delete a webhook endpoint",
    description: "Deletes the endpoint, its pending deliveries and its delivery history.",
    tag: "Webhooks",
    plan: "pro",
    scope: "write",
    quota: "1",
    parameters: ["WebhookIdPath"],
    success: [{ status: 204, description: "Deleted." }],
    forbidden: "ForbiddenScopePlan",
    notFound: "NotFound",
  },
  {
    method: "post",
    path: "/webhooks/{id}/test",
    operationId: "testWebhook",
    summary: "Send a test delivery",
    description:
      "Delivers a signed `webhook.test` event to the endpoint at once (also when it is disabled) and reports the outcome. Takes no body. Not retried; does not count toward auto-disable.",
    tag: "Webhooks",
    plan: "pro",
    scope: "write",
    quota: "1",
    parameters: ["WebhookIdPath"],
    success: [{ status: 200, description: "The outcome of the test delivery.", schema: "WebhookTestResult" }],
    forbidden: "ForbiddenScopePlan",
    notFound: "NotFound",
  },
  {
    method: "post",
    path: "/webhooks/{id}/rotate-secret",
    operationId: "rotateWebhookSecret",
    summary: "Rotate the signing secret",
    description:
      "Issues a new secret. For 24 hours deliveries carry two signatures (new secret and the one it replaced), space-separated, so the receiver can switch without losing deliveries. A second rotation within that window drops the oldest secret. Takes no body.",
    tag: "Webhooks",
    plan: "pro",
    scope: "write",
    quota: "1",
    parameters: ["WebhookIdPath"],
    success: [{ status: 200, description: "The new secret.", schema: "WebhookSecret" }],
    forbidden: "ForbiddenScopePlan",
    notFound: "NotFound",
  },
  {
    method: "get",
    path: "/webhooks/{id}/deliveries",
    operationId: "listWebhookDeliveries",
    summary: "Delivery history of an endpoint",
    description: "Delivery attempts to the endpoint, newest first, cursor-paginated.",
    tag: "Webhooks",
    plan: "pro",
    scope: "read",
    quota: "1",
    parameters: ["WebhookIdPath", "Limit", "Cursor", "DeliveryStatus"],
    success: [{ status: 200, description: "A page of delivery attempts.", schema: "DeliveryPage" }],
    forbidden: "ForbiddenPlan",
    notFound: "NotFound",
    unprocessable: "ValidationFailed",
  },
  // Account ---------------------------------------------------------------------------------
  {
    method: "get",
    path: "/usage",
    operationId: "getUsage",
    summary: "Plan, limits and today's usage",
    description: "The account's plan, its limits and today's usage. Costs no quota.",
    tag: "Account",
    plan: "free",
    scope: "read",
    quota: "none",
    success: [{ status: 200, description: "The usage.", schema: "Usage" }],
    forbidden: "Forbidden",
  },
  {
    method: "get",
    path: "/me",
    operationId: "getMe",
    summary: "The current key and its account",
    description: "Who is calling. Costs no quota; serves as an authenticated health check.",
    tag: "Account",
    plan: "free",
    scope: "read",
    quota: "none",
    success: [{ status: 200, description: "The key and the account.", schema: "Me" }],
    forbidden: "Forbidden",
  },
];

const openapiJsonOperation: Obj = {
  operationId: "getOpenApiDocument",
  summary: "This OpenAPI document",
  description: "The machine-readable description of API v1 (this document). Needs no key, costs no quota and is not rate-limited.",
  tags: ["Meta"],
  security: [],
  "x-warden-plan": "free",
  "x-warden-scope": "read",
  "x-warden-quota": "none",
  parameters: [parameterRef("RequestIdHeader")],
  responses: {
    "200": {
      description: "The OpenAPI 3.1 document.",
      headers: requestIdHeaders(),
      content: {
        "application/json": {
          schema: {
            type: "object",
            required: ["openapi", "info", "paths"],
            properties: { openapi: { type: "string", const: "3.1.0" }, info: { type: "object" }, paths: { type: "object" } },
          },
        },
      },
    },
    "405": responseRef("MethodNotAllowed"),
    "500": responseRef("InternalError"),
    default: responseRef("Error"),
  },
};

export function buildPaths(): Record<string, Record<string, Obj>> {
  const paths: Record<string, Record<string, Obj>> = {};
  for (const spec of OPERATIONS) {
    const item = (paths[spec.path] ??= {});
    if (item[spec.method]) throw new Error(`duplicate operation ${spec.method.toUpperCase()} ${spec.path}`);
    item[spec.method] = operation(spec);
  }
  paths["/openapi.json"] = { get: openapiJsonOperation };
  return paths;
}
