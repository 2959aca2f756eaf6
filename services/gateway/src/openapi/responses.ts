/**
 * `components.headers`, `components.parameters` and `components.responses` of the v1
 * document: the headers every response carries, the shared path and query parameters,
 * and the error responses with the exact `error.code` values each one can carry.
 */
import { type ErrorCode, ERROR_CODE_LIST, LIMITS, MAX_TELEGRAM_USER_ID, REQUEST_ID_PATTERN, TIMESTAMP_PATTERN, USERNAME_BODY } from "@warden/contract";
import { integer, ref, schemas } from "./schemas.js";
import { KEY_CHALLENGE } from "../http/errors.js";

type Obj = Record<string, unknown>;

const headerRef = (name: string): Obj => ({ $ref: `#/components/headers/${name}` });
const responseRef = (name: string): Obj => ({ $ref: `#/components/responses/${name}` });
export const parameterRef = (name: string): Obj => ({ $ref: `#/components/parameters/${name}` });
export { headerRef, responseRef };

const QUOTA_HEADER_SCHEMAS: Record<string, { description: string; schema: Obj }> = {
  "X-Quota-Used": {
    description: "Units of the account's daily quota used today, this request included.",
    schema: integer(0),
  },
  "X-Quota-Limit": { description: "The account's daily quota.", schema: integer(0) },
  "X-Quota-Reset": {
    description: "When the daily quota resets: the next midnight UTC (ISO 8601, e.g. `2025-03-02T00:00:00.000Z`).",
    schema: { type: "string", format: "date-time", pattern: TIMESTAMP_PATTERN },
  },
};

export const headers: Record<string, Obj> = {
  "X-Request-Id": {
    description:
      "Id of the request: the caller's `X-Request-Id` when it matches `^[A-Za-z0-9._:-]{1,128}$`, otherwise generated. Also `error.request_id` of an error body.",
    required: true,
    schema: ref("RequestId"),
  },
  ...Object.fromEntries(Object.entries(QUOTA_HEADER_SCHEMAS).map(([name, h]) => [name, { description: h.description, required: true, schema: h.schema }])),
  "Retry-After": {
    description: "Seconds to wait before retrying (a whole number, at least 1).",
    required: true,
    schema: integer(1),
  },
  "WWW-Authenticate": {
    description: `How to authenticate (RFC 9110): \`${KEY_CHALLENGE}\`, a key in \`Authorization: Bearer\` (or \`X-API-Key\`).`,
    required: true,
    schema: { type: "string", example: KEY_CHALLENGE },
  },
  Allow: {
    description: "Methods the path supports, e.g. `GET, PATCH`.",
    required: true,
    schema: { type: "string", pattern: "^[A-Z]+(, ?[A-Z]+)*$" },
  },
};

/** The quota headers as a response sends them: required (metered successes, 429s) or optional. */
export function quotaHeaders(required: boolean): Record<string, Obj> {
  if (required) return Object.fromEntries(Object.keys(QUOTA_HEADER_SCHEMAS).map((n) => [n, headerRef(n)]));
  return Object.fromEntries(
    Object.entries(QUOTA_HEADER_SCHEMAS).map(([name, h]) => [
      name,
      {
        description: `${h.description} Present when the request was charged (see Quotas in the description).`,
        required: false,
        schema: h.schema,
      },
    ]),
  );
}

export const requestIdHeaders = (): Record<string, Obj> => ({ "X-Request-Id": headerRef("X-Request-Id") });

// ---------------------------------------------------------------------------------------------
// Parameters

const queryDateTime = (description: string): Obj => ({ type: "string", format: "date-time", description });
const queryDate = (description: string): Obj => ({ type: "string", format: "date", pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", description });

export const parameters: Record<string, Obj> = {
  RequestIdHeader: {
    name: "X-Request-Id",
    in: "header",
    required: false,
    description: "Optional id for this request, echoed in the response when it matches `^[A-Za-z0-9._:-]{1,128}$`.",
    schema: { type: "string", pattern: REQUEST_ID_PATTERN },
  },
  GroupIdPath: {
    name: "id",
    in: "path",
    required: true,
    description:
      "Chat id of the group (negative integer). An id that is not an integer is `422 validation_failed`; a group that does not exist or that the account does not administer is `404 group_not_found`.",
    schema: ref("GroupId"),
    example: -1001234567890,
  },
  RuleIdPath: {
    name: "ruleId",
    in: "path",
    required: true,
    description: "Id of the rule (`rule_…`); an unknown id is `404 not_found`, a malformed one `422 validation_failed`.",
    schema: ref("RuleId"),
  },
  WhitelistEntryPath: {
    name: "entry",
    in: "path",
    required: true,
    description: `The entry to remove, one of three forms: a user id (a positive integer, at most ${MAX_TELEGRAM_USER_ID}) removes that user entry; a chat id (\`-100…\`) removes that channel entry; \`@name\` removes every entry (user or channel) with that username (case-insensitive). Nothing matched: \`404 not_found\`; none of these forms (or an id out of range): \`422 validation_failed\`.`,
    // One string schema (not a oneOf of integers and a string, which generators make a wrapper
    // type of): the three forms the contract's parseWhitelistEntry accepts, as a pattern (the
    // ids' numeric bounds are the description's; openapi.test.ts checks the two agree).
    schema: {
      type: "string",
      pattern: `^(?:[1-9][0-9]{0,15}|-[1-9][0-9]{0,15}|@${USERNAME_BODY})$`,
      examples: ["123456789", "-1009876543210", "@trusted_admin"],
    },
  },
  WebhookIdPath: {
    name: "id",
    in: "path",
    required: true,
    description: "Id of the webhook endpoint (`wh_…`); an unknown id is `404 not_found`, a malformed one `422 validation_failed`.",
    schema: ref("WebhookId"),
  },
  Limit: {
    name: "limit",
    in: "query",
    required: false,
    description: `Page size, 1 to ${LIMITS.pageSizeMax}.`,
    schema: { ...integer(1, LIMITS.pageSizeMax), default: LIMITS.pageSizeDefault },
  },
  CursorQuery: {
    name: "cursor",
    in: "query",
    required: false,
    description:
      "`next_cursor` of the previous page; absent for the first page. Pages are stable under concurrent inserts (no item skipped or repeated). A cursor that is not one the service issued for this list and filters is `422 validation_failed`.",
    schema: ref("Cursor"),
  },
  JournalEntryIdPath: {
    name: "entryId",
    in: "path",
    required: true,
    description:
      "Id of the journal entry (`evt_…`, the `id` of `GET /groups/{id}/journal`); an entry the group does not have is `404 not_found`, a malformed id `422 validation_failed`.",
    schema: ref("EventId"),
  },
  ReportLabelQuery: { name: "label", in: "query", required: false, description: "Only reports with this label.", schema: ref("ReportLabel") },
  ReportGroupIdQuery: { name: "group_id", in: "query", required: false, description: "Only reports made for this group.", schema: ref("GroupId") },
  JournalVerdict: { name: "verdict", in: "query", required: false, description: "Only decisions with this verdict.", schema: ref("Verdict") },
  JournalAction: { name: "action", in: "query", required: false, description: "Only decisions with this action taken.", schema: ref("Action") },
  JournalUserId: { name: "user_id", in: "query", required: false, description: "Only decisions about this sender.", schema: ref("UserId") },
  JournalSourceQuery: {
    name: "source",
    in: "query",
    required: false,
    description: "Only decisions from this source.",
    schema: ref("JournalSource"),
  },
  JournalFrom: {
    name: "from",
    in: "query",
    required: false,
    description:
      "Only decisions at or after this instant (RFC 3339 date-time). An offset's `+` must be percent-encoded (`%2B`); one sent unencoded arrives as a space and is read as `+` (`2026-03-01T12:00:00 02:00`).",
    schema: queryDateTime("Inclusive lower bound."),
  },
  JournalTo: {
    name: "to",
    in: "query",
    required: false,
    description:
      "Only decisions before this instant (RFC 3339 date-time; exclusive). `from` must be before `to`. An offset's `+` must be percent-encoded (`%2B`); one sent unencoded arrives as a space and is read as `+` (`2026-03-01T12:00:00 02:00`).",
    schema: queryDateTime("Exclusive upper bound."),
  },
  AnalyticsFrom: {
    name: "from",
    in: "query",
    required: false,
    description: `First UTC day (inclusive), \`YYYY-MM-DD\`. Default: ${LIMITS.analyticsDefaultDays - 1} days before \`to\` (${LIMITS.analyticsDefaultDays} days in all).`,
    schema: queryDate("First day."),
  },
  AnalyticsTo: {
    name: "to",
    in: "query",
    required: false,
    description: `Last UTC day (inclusive), \`YYYY-MM-DD\`, not after today. Default: today (UTC). \`from\` after \`to\`, a range over ${LIMITS.analyticsMaxDays} days or a day after today is \`422 validation_failed\`.`,
    schema: queryDate("Last day."),
  },
  UsageDays: {
    name: "days",
    in: "query",
    required: false,
    description: `Also list the quota use of this many UTC days, today included, in \`history\` (1 to ${LIMITS.usageHistoryMaxDays}). Without it, the answer has no \`history\`.`,
    schema: integer(1, LIMITS.usageHistoryMaxDays),
  },
  DeliveryStatusQuery: {
    name: "status",
    in: "query",
    required: false,
    description: "Only attempts with this status.",
    schema: ref("DeliveryStatus"),
  },
  // The headers of a webhook delivery are in webhooks.ts (`webhookParameters`).
};

// ---------------------------------------------------------------------------------------------
// Error responses

/** The `details` schema of each code that has one, and whether it is required: the `if`/`then`/`else` chain of ErrorBody. */
const detailsOfCode = (): Map<string, { schema: Obj; required: boolean }> => {
  const out = new Map<string, { schema: Obj; required: boolean }>();
  for (let node = schemas.ErrorBody as Obj | undefined; node?.if !== undefined; node = node.else as Obj | undefined) {
    const code = ((node.if as Obj).properties as { code: { const: string } }).code.const;
    const then = node.then as { required?: string[]; properties: { details: Obj } };
    out.set(code, { schema: then.properties.details, required: then.required?.includes("details") === true });
  }
  return out;
};
const DETAILS = detailsOfCode();

/** The component schema of one code's error body: `validation_failed` is `ValidationFailedErrorResponse`. */
export const errorBodyName = (code: ErrorCode): string => `${code.replace(/(?:^|_)([a-z])/g, (_, c: string) => c.toUpperCase())}ErrorResponse`;

/**
 * The error body of one code, complete and named (a component of its own): its `code` a string of one value (`enum`,
 * which more generators read than `const`), its `message` and `request_id` as every error body's, its `details` the
 * code's schema where it has one (else ErrorBody's open object). Not an `allOf` with ErrorResponse: generators that make ErrorCode a TypeScript `enum`
 * intersect it with the one value and get `never` (swagger-typescript-api, openapi-typescript-codegen), and inline
 * restrictions get names like `…AllOfAnyOfSevenErrorCode` (orval); a restriction without `type` and `required` becomes
 * a type whose fields are all optional, or `unknown`.
 */
const errorOfCode = (code: ErrorCode): Obj => {
  const details = DETAILS.get(code);
  const common = (schemas.ErrorBody as Obj).properties as Record<string, Obj>;
  return {
    type: "object",
    description: `The body of an error whose code is \`${code}\`.`,
    required: ["error"],
    additionalProperties: false,
    properties: {
      error: {
        type: "object",
        required: ["code", "message", ...(details?.required ? ["details"] : []), "request_id"],
        additionalProperties: false,
        properties: {
          code: { type: "string", enum: [code] },
          message: common.message!,
          // A code without a schema of its own may still carry details (405: `allow`): ErrorBody's open object.
          details: details ? details.schema : common.details!,
          request_id: common.request_id!,
        },
      },
    },
  };
};

/** The named error body of every code (components/schemas), in the order of ERROR_CODE_LIST. */
export const errorBodySchemas: Record<string, Obj> = Object.fromEntries(ERROR_CODE_LIST.map((code) => [errorBodyName(code), errorOfCode(code)]));

/**
 * Error schema restricted to the given codes: the named body of the one code, or an `anyOf` of them (generators make it a
 * union a client narrows by `error.code`; the bodies exclude each other by their code, but not `oneOf`: Redocly's
 * no-illogical-composition-keywords looks at the top-level property, `error`, alone and calls them overlapping).
 * Every code: ErrorResponse.
 */
export function errorSchema(codes: readonly ErrorCode[]): Obj {
  if (codes.length === ERROR_CODE_LIST.length) return ref("ErrorResponse");
  return codes.length === 1 ? ref(errorBodyName(codes[0]!)) : { anyOf: codes.map((c) => ref(errorBodyName(c))) };
}

function errorResponse(description: string, codes: readonly ErrorCode[], extraHeaders: Record<string, Obj> = {}): Obj {
  return {
    description,
    headers: { ...requestIdHeaders(), ...extraHeaders },
    content: { "application/json": { schema: errorSchema(codes) } },
  };
}

const charged = (): Record<string, Obj> => quotaHeaders(false);

/** The errors an operation answers under `default` (the `Error` response's description names them with their statuses). */
const TRANSPORT_ERROR_CODES: readonly ErrorCode[] = ["bad_request", "request_timeout", "headers_too_large", "not_implemented"];

export const responses: Record<string, Obj> = {
  InvalidJson: errorResponse("`invalid_json`: the body is not parseable JSON.", ["invalid_json"]),
  Unauthorized: errorResponse(
    "`invalid_api_key`: the key is missing, malformed or revoked (revocation takes effect at once), or `Authorization` and `X-API-Key` carry different keys.",
    ["invalid_api_key"],
    { "WWW-Authenticate": headerRef("WWW-Authenticate") },
  ),
  Forbidden: errorResponse("`account_frozen`: the account's API access is frozen (kill switch).", ["account_frozen"]),
  ForbiddenScope: errorResponse("`account_frozen`: the account is frozen. `insufficient_scope`: a `read` key used for a change.", [
    "account_frozen",
    "insufficient_scope",
  ]),
  ForbiddenPlan: errorResponse(
    "`account_frozen`: the account is frozen. `plan_required`: the account (or the group) is below the plan this call needs; `details` names the required plan, the current one and whose it is.",
    ["account_frozen", "plan_required"],
    charged(),
  ),
  ForbiddenScopePlan: errorResponse(
    "`account_frozen`: the account is frozen. `insufficient_scope`: a `read` key used for a change. `plan_required`: the account (or the group) is below Pro.",
    ["account_frozen", "insufficient_scope", "plan_required"],
    charged(),
  ),
  GroupNotFound: errorResponse("`group_not_found`: the group does not exist or the account does not administer it.", ["group_not_found"], charged()),
  NotFound: errorResponse("`not_found`: the resource does not exist (the message names what).", ["not_found"], charged()),
  GroupOrResourceNotFound: errorResponse(
    "`group_not_found`: the group does not exist or is not the account's. `not_found`: the addressed item does not exist in it (the message names what).",
    ["group_not_found", "not_found"],
    charged(),
  ),
  MethodNotAllowed: errorResponse("`method_not_allowed`: the path exists but not with this method; `Allow` lists the methods it has.", ["method_not_allowed"], {
    Allow: headerRef("Allow"),
  }),
  LimitReached: errorResponse(
    `\`limit_reached\`: the cap is reached (${LIMITS.rulesPerGroup} rules a group, ${LIMITS.whitelistEntriesPerGroup} whitelist entries a group, ${LIMITS.webhooksPerAccount} webhook endpoints an account).`,
    ["limit_reached"],
    charged(),
  ),
  BodyTooLarge: errorResponse(
    `\`body_too_large\`: the raw body exceeds ${LIMITS.bodyMaxBytes / 1024} KiB (${LIMITS.batchBodyMaxBytes / 1024} KiB for \`POST /spam/check-batch\`), measured before parsing.`,
    ["body_too_large"],
  ),
  UnsupportedMediaType: errorResponse(
    "`unsupported_media_type`: a request with a body (also one sent to an operation that takes none) lacks `Content-Type: application/json`, or sends it in a `Content-Encoding` other than `identity` (bodies are not accepted compressed).",
    ["unsupported_media_type"],
  ),
  ValidationFailed: errorResponse(
    `\`validation_failed\`: the body, a query parameter or a path parameter fails the schema (unknown body fields included; for an operation that takes no body, a body other than \`{}\`); \`details.errors\` lists each \`{path, message}\`, at most ${LIMITS.validationErrorsMax} (the first found; the message says how many more there are).`,
    ["validation_failed"],
    charged(),
  ),
  SettingsRejected: errorResponse(
    "`unknown_setting`: a key is not in the catalog (`details.key`). `invalid_setting_value`: a value breaks the catalog's rule (`details.key`, `details.rule`), including `suspicious_threshold` not below `spam_threshold` after the merge. `validation_failed`: the body is not a JSON object.",
    ["validation_failed", "unknown_setting", "invalid_setting_value"],
    charged(),
  ),
  TooManyRequests: errorResponse(
    "`rate_limit_exceeded`: the account's per-minute limit is reached (all keys together), or its requests in progress at once waited too long for their turn; nothing is charged. `daily_quota_exceeded`: the daily quota is spent (or, for a batch, does not cover all its texts); `details` has plan, limit, used, `reset_at` and an upgrade hint. No quota unit is charged, but the request takes its slot of the minute: past the minute's limit the answer is `rate_limit_exceeded`.",
    ["rate_limit_exceeded", "daily_quota_exceeded"],
    { "Retry-After": headerRef("Retry-After"), ...quotaHeaders(true) },
  ),
  RateLimited: errorResponse(
    "`rate_limit_exceeded`: the account's per-minute limit is reached (all keys together; this call costs no quota but counts toward the rate limit), or its requests in progress at once waited too long for their turn.",
    ["rate_limit_exceeded"],
    { "Retry-After": headerRef("Retry-After") },
  ),
  InternalError: errorResponse(
    "`internal`: an unexpected failure; no internal detail is exposed. Quote `request_id` when reporting it. Units charged for the request are refunded.",
    ["internal"],
    charged(),
  ),
  Unavailable: errorResponse(
    "`unavailable`: a dependency is down; retry after `Retry-After` seconds. Units charged for the request are refunded.",
    ["unavailable"],
    { "Retry-After": headerRef("Retry-After"), ...charged() },
  ),
  // `default` of every operation: only the codes no status of the operation documents. With every
  // code it would be a member of each operation's error union that no `code` check narrows away, so
  // a client's `if (e.code === "validation_failed") e.details.errors` would not compile.
  Error: errorResponse(
    "Any other error, in the common error shape. Every error an operation answers is documented under its own status, except those of the transport: a request that is not well-formed HTTP/1.1 (`400 bad_request`, `408 request_timeout`, `431 headers_too_large`; see Conventions), and `501 not_implemented` from an endpoint whose service is not deployed yet.",
    TRANSPORT_ERROR_CODES,
  ),
};

/** An operation of the "Meta" tag (the document, its rendering): no key, no quota, one 200 body of `mediaType`. */
export function metaOperation(
  operationId: string,
  summary: string,
  description: string,
  mediaType: string,
  responseDescription: string,
  schema: Record<string, unknown> = { type: "string" },
) {
  return {
    operationId,
    summary,
    description,
    tags: ["Meta"],
    security: [],
    "x-warden-plan": "free",
    "x-warden-scope": "read",
    "x-warden-quota": "none",
    parameters: [parameterRef("RequestIdHeader")],
    responses: {
      "200": { description: responseDescription, headers: requestIdHeaders(), content: { [mediaType]: { schema } } },
      "405": responseRef("MethodNotAllowed"),
      "500": responseRef("InternalError"),
      default: responseRef("Error"),
    },
  };
}
