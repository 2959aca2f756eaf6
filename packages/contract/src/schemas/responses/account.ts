/** Responses of the account: GET /usage, GET /me, and the error body of every error response. */
import { z } from "zod";
import { KEY_SCOPES, LIMITS } from "../../api.js";
import { ERROR_CODE_LIST } from "../../errors.js";
import { PLAN_QUOTAS } from "../../plans.js";
import { AccountId, count, day, KeyId, Plan, RequestId, timestamp } from "./primitives.js";

export const Usage = z
  .strictObject({
    plan: Plan.describe("Plan of the account."),
    limits: z
      .strictObject({
        daily: count("Quota units per UTC day."),
        per_minute: count("Requests per minute, all keys of the account together."),
        ai_daily: count("AI checks per UTC day (0 on Free and Basic)."),
      })
      .meta({ description: "The account's limits: its plan's, or the operator's per-account overrides." }),
    usage: z
      .strictObject({
        date: day("The current UTC day."),
        used: count("Quota units used today."),
        remaining: count("`daily` - `used`, at least 0."),
        ai_used: count("AI checks used today."),
        ai_remaining: count("`ai_daily` - `ai_used`, at least 0."),
      })
      .meta({ description: "Today's usage." }),
    reset_at: timestamp("Next midnight UTC, when `usage` starts again at 0."),
    history: z
      .array(
        z.strictObject({
          date: day("A UTC day."),
          used: count("Quota units used that day."),
          ai_used: count("AI checks used that day."),
        }),
      )
      .max(LIMITS.usageHistoryMaxDays)
      .optional()
      .meta({
        description: `Only with \`days\`: that many UTC days, oldest first, ending with today (the same figures as \`usage\`). Days are kept for ${LIMITS.usageHistoryMaxDays} days; a day with no use, or before they were kept, counts 0.`,
      }),
  })
  .meta({
    description: "Result of `GET /usage` (costs no quota).",
    examples: [
      {
        plan: "pro",
        limits: { daily: PLAN_QUOTAS.pro.daily, per_minute: PLAN_QUOTAS.pro.perMinute, ai_daily: PLAN_QUOTAS.pro.aiDaily },
        usage: { date: "2025-03-01", used: 118, remaining: 9882, ai_used: 4, ai_remaining: 996 },
        reset_at: "2025-03-02T00:00:00.000Z",
      },
    ],
  });

export const Me = z
  .strictObject({
    key: z
      .strictObject({
        id: KeyId,
        prefix: z
          .string()
          .regex(/^tk_live_[A-Za-z0-9]{4}$/)
          .meta({ description: "First 12 characters of the key, as listed in the dashboard." }),
        scope: z.enum(KEY_SCOPES).meta({ description: "`read`: GET and the three check endpoints; `write`: everything." }),
        created_at: timestamp("When the key was created."),
      })
      .meta({ description: "The key used for this request." }),
    account: z
      .strictObject({
        id: AccountId,
        name: z.string().min(1).max(255),
        plan: Plan,
        frozen: z.literal(false).meta({ description: "Always false here: while an account is frozen its keys get `403 account_frozen`." }),
      })
      .meta({ description: "The account that owns the key." }),
  })
  .meta({
    description: "Result of `GET /me` (costs no quota; serves as a health check).",
    examples: [
      {
        key: { id: "key_5Yt1Rb8NwQ2e", prefix: "tk_live_a1B2", scope: "write", created_at: "2025-02-01T09:00:00.000Z" },
        account: { id: "acc_9Lp4Dq2Xv8Hs", name: "Acme Chats", plan: "pro", frozen: false },
      },
    ],
  });

export const ErrorCode = z.enum(ERROR_CODE_LIST).meta({
  description:
    "Machine-readable error code. 400 `invalid_json`, `bad_request` (not well-formed HTTP: malformed headers, an unknown method); 408 `request_timeout` (headers or body not received in time); 431 `headers_too_large`; 401 `invalid_api_key`; 403 `insufficient_scope`, `account_frozen`, `plan_required`; 404 `group_not_found`, `not_found`; 405 `method_not_allowed`; 409 `limit_reached`; 413 `body_too_large`; 415 `unsupported_media_type`; 422 `validation_failed`, `unknown_setting`, `invalid_setting_value`; 429 `rate_limit_exceeded`, `daily_quota_exceeded`; 500 `internal`; 503 `unavailable`.",
});

export const ValidationFailedDetails = z.strictObject({
  errors: z
    .array(
      z.strictObject({
        path: z.string().meta({
          description:
            "Where: the body field as a dotted path with array indexes (`text`, `texts[3]`, `events[0]`), `body` for the body itself, `query.<name>` for a query parameter, the parameter's name (`id`, `ruleId`) for a path parameter.",
        }),
        message: z.string().min(1),
      }),
    )
    .min(1)
    .max(LIMITS.validationErrorsMax)
    .meta({
      description: `The problems found, at most ${LIMITS.validationErrorsMax} (the first ones; the message says how many more there are).`,
    }),
});
export const PlanRequiredDetails = z.strictObject({
  required_plan: Plan.describe("Lowest plan that allows the call."),
  current_plan: Plan.describe("Current plan of the subject."),
  subject: z.enum(["account", "group"]).meta({ description: "Whose plan is too low." }),
});
export const DailyQuotaExceededDetails = z.strictObject({
  plan: Plan,
  limit: count("Daily quota."),
  used: count("Units used today."),
  reset_at: timestamp("Next midnight UTC."),
  upgrade_hint: z.string().min(1).meta({ description: "Which plan gives more, in words." }),
});
export const RateLimitExceededDetails = z.strictObject({
  limit: count("Requests per minute allowed for the account."),
  retry_after: z.number().int().min(1).meta({ description: "Seconds to wait (equals `Retry-After`)." }),
});
export const UnavailableDetails = z.strictObject({
  retry_after: z
    .number()
    .int()
    .min(1)
    .meta({ description: "Seconds to wait before trying again (equals `Retry-After`, for clients that do not read headers)." }),
});
export const InvalidSettingValueDetails = z.strictObject({
  key: z.string().meta({ description: "The setting whose value was refused." }),
  rule: z.string().min(1).meta({ description: "The rule it broke, e.g. `integer 1..100` or `must be below spam_threshold (70)`." }),
});
export const UnknownSettingDetails = z.strictObject({
  key: z.string().meta({ description: "The first key in the body that is not in the catalog." }),
});
export const LimitReachedDetails = z.strictObject({
  resource: z.enum(["rules", "whitelist", "webhooks", "keys"]).meta({ description: "What is at its cap." }),
  limit: count("The cap."),
});
export const BodyTooLargeDetails = z.strictObject({
  limit_bytes: z.literal([LIMITS.bodyMaxBytes, LIMITS.batchBodyMaxBytes]).meta({ description: "Largest body the endpoint accepts." }),
});

/**
 * The codes whose `details` has a schema of its own (required unless `optional`), in the order the
 * document lists them.
 */
const DETAILS_BY_CODE: readonly { code: string; schema: string; optional?: boolean }[] = [
  { code: "validation_failed", schema: "ValidationFailedDetails" },
  { code: "plan_required", schema: "PlanRequiredDetails" },
  { code: "daily_quota_exceeded", schema: "DailyQuotaExceededDetails" },
  { code: "rate_limit_exceeded", schema: "RateLimitExceededDetails", optional: true },
  { code: "invalid_setting_value", schema: "InvalidSettingValueDetails" },
  { code: "unknown_setting", schema: "UnknownSettingDetails" },
  { code: "limit_reached", schema: "LimitReachedDetails" },
  { code: "body_too_large", schema: "BodyTooLargeDetails" },
  { code: "unavailable", schema: "UnavailableDetails" },
];

type Conditional = { if: object; then: object; else?: Conditional };

/**
 * `if code = X then details: XDetails else if code = Y ...`: one chain of `if`/`then`/`else` beside
 * the object's properties, not an `allOf` of conditionals. Client generators that meet an `allOf`
 * build the type from its members alone and drop the object's own properties
 * (openapi-zod-client made the whole error body `unknown`); they ignore `if`/`then`/`else`. The
 * codes exclude each other, so the chain says what the `allOf` said.
 */
const detailsChain = (): Conditional =>
  DETAILS_BY_CODE.reduceRight<Conditional | undefined>(
    (rest, { code, schema, optional }) => ({
      if: { properties: { code: { const: code } }, required: ["code"] },
      then: { ...(optional ? {} : { required: ["details"] }), properties: { details: { $ref: `#/components/schemas/${schema}` } } },
      ...(rest === undefined ? {} : { else: rest }),
    }),
    undefined,
  )!;

export const ErrorBody = z
  .strictObject({
    code: ErrorCode,
    message: z.string().min(1).meta({ description: "Human-readable explanation; never a stack trace or an internal message." }),
    details: z.looseObject({}).meta({ description: "Structured detail; its shape depends on `code`." }).optional(),
    request_id: RequestId.describe("Equals the `X-Request-Id` header of the response."),
  })
  .meta(detailsChain());

export const ErrorResponse = z.strictObject({ error: ErrorBody }).meta({
  description: "Body of every error response.",
  examples: [
    {
      error: {
        code: "plan_required",
        message: "This endpoint needs the group on Pro or Business.",
        details: { required_plan: "pro", current_plan: "free", subject: "group" },
        request_id: "req_01HZY3K8Q2V7N4M6",
      },
    },
  ],
});
