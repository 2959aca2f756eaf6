/**
 * The OpenAPI 3.1 document of Warden's public REST API v1. The gateway serves it at
 * `GET /api/public/v1/openapi.json`; `scripts/openapi-export.ts` writes it to
 * `docs/api/openapi.json`; the tests validate responses against it.
 */
import { MAX_JSON_DEPTH } from "@warden/errors";
import { API_BASE_PATH, ID_PREFIXES, LIMITS, PLAN_QUOTAS } from "@warden/contract";
import { DEFAULT_PORT } from "../config.js";
import { ACCOUNT_TURNS_DEFAULTS } from "../http/account-turns.js";
import { RATE_PEEK_MIN_BODY_BYTES } from "../http/body.js";
import { ROUTES } from "../routes/index.js";
import { buildPaths } from "./paths.js";
import { errorBodySchemas, headers, parameters, responses } from "./responses.js";
import { schemas } from "./schemas.js";
import { webhookParameters, webhookSchemas, webhooksSection } from "./webhooks.js";

/** The gateway of the local stack (`make up`): the servers' default. */
const LOCAL_STACK = { scheme: "http", host: `127.0.0.1:${DEFAULT_PORT}` } as const;
const LOCAL_STACK_URL = `${LOCAL_STACK.scheme}://${LOCAL_STACK.host}${API_BASE_PATH}`;

const CONTACT = { name: "Warden maintainers", url: "https://github.com/warden/warden/issues" };
const LICENSE = { name: "Apache-2.0", identifier: "Apache-2.0" };

const planRows = Object.entries(PLAN_QUOTAS)
  .map(
    ([plan, l]) =>
      `| ${plan} | ${l.daily} | ${l.perMinute} | ${l.aiDaily} | ${plan === "pro" || plan === "business" ? "full API and webhooks" : "spam check, groups, account"} |`,
  )
  .join("\n");

/** `a`, `b` and `c`: a list in a sentence (`last` joins the last two). */
const inWords = (items: string[], last: string): string => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")}${last}${items.at(-1)}`);

/** The operations that cost no quota unit, named from the route table (as their `x-warden-quota` says). */
const unmetered = ROUTES.filter((r) => r.cost === "none").map((r) => `\`${r.method} ${r.path}\``);

/** The type prefixes of the ids Warden mints (the contract's ID_PREFIXES). */
const mintedPrefixes = Object.values(ID_PREFIXES).map((p) => `\`${p}\``);

const description = `Warden protects Telegram group chats from spam. This API checks texts and users with the
same engine the moderation bot uses, lets group owners tune their groups (settings, custom
rules, whitelist), read the moderation journal and analytics, and receive signed webhooks.

## Conventions
- JSON over HTTPS. A request with a body must have \`Content-Type: application/json\` (a
  \`charset\` parameter, if given, must be \`utf-8\` or its alias \`utf8\`) and be
  sent uncompressed (no \`Content-Encoding\` but \`identity\`), else
  \`415 unsupported_media_type\`; an unparseable body is \`400 invalid_json\`; a body, query
  parameter or path parameter that fails the schema is \`422 validation_failed\` with
  \`details.errors\` as \`[{path, message}]\`: at most ${LIMITS.validationErrorsMax} of them, the first found (the
  message says how many more there are).
- An operation that takes no body (the \`DELETE\`s, \`POST /webhooks/{id}/test\`,
  \`POST /webhooks/{id}/rotate-secret\`) needs none. A body sent to one (\`Content-Length\` above 0
  or \`Transfer-Encoding\`) is judged as any body: \`415\` without \`application/json\`, \`413\` over
  ${LIMITS.bodyMaxBytes / 1024} KiB, \`400 invalid_json\` when it does not parse, and it must be \`{}\` (some
  clients send one with every POST): any field, or a value that is not an object, is
  \`422 validation_failed\`. An empty body is no body. A body sent with \`GET\` or \`HEAD\` has no
  meaning (RFC 9110) and is ignored.
- Lists in a body are bounded, and a list's length is checked before its items: a list over its
  bound is one error at the list, whatever its items are. \`texts\` of a batch holds 1 to ${LIMITS.batchMaxTexts},
  a webhook's \`events\` 1 to ${LIMITS.webhookEventsMax} (every kind at most once) and its \`group_ids\` 1 to ${LIMITS.webhookGroupIdsMax}
  (\`null\`: every group of the account, however many).
- Every string a request carries (body values and field names, query and path parameters) must
  be valid Unicode without U+0000: a NUL character or an unpaired UTF-16 surrogate (e.g.
  \`"\\ud800"\`) is \`422 validation_failed\` naming the field. A body may nest arrays and
  objects at most ${MAX_JSON_DEPTH} levels deep (the top-level object is level 1); deeper is
  \`422 validation_failed\` with path \`body\`.
- Requests that are not well-formed HTTP/1.1 are answered in the same error shape, with
  \`X-Request-Id\`, and the connection is closed: malformed headers or an unknown method
  \`400 bad_request\`, headers over 16 KiB \`431 headers_too_large\`, headers not received
  within a few seconds or a body not received within a few more (5 s and 10 s by default)
  \`408 request_timeout\`.
- Success: \`200\` reads, checks and updates (\`PATCH\` returns the whole updated object),
  \`201\` creates (with the created object), \`204\` deletes (no body).
- Every response carries \`X-Request-Id\` (your valid \`X-Request-Id\` echoed, else generated).
- Errors always have the body \`{"error": {"code", "message", "details"?, "request_id"}}\`
  (schema \`Error\`); \`code\` is one of \`ErrorCode\`. Never a stack trace: unexpected failures
  are \`500 internal\`; a dependency outage is \`503 unavailable\` with \`Retry-After\` and the same seconds in \`details.retry_after\` (for clients that do not read headers).
- Telegram ids (users, chats, messages) are JSON integers; group and channel chat ids are
  negative (\`-100…\` for supergroups and channels). Ids minted by Warden are strings with a
  type prefix: ${inWords(mintedPrefixes, ", ")}.
- Timestamps are ISO 8601 UTC with \`Z\` and millisecond precision
  (\`2025-03-01T12:34:56.789Z\`); days are \`YYYY-MM-DD\` (UTC).
- Lists that can grow without bound (journal, deliveries) are cursor-paginated:
  \`{"items": [...], "next_cursor": string|null}\`, newest first, \`limit\` 1..${LIMITS.pageSizeMax} (default ${LIMITS.pageSizeDefault}).
  Cursors are opaque and signed by the service; pass them back unchanged.
  Capped lists (groups, rules, whitelist, webhooks, catalog) come whole.

## Authentication
Send the key as \`Authorization: Bearer tk_live_…\` or \`X-API-Key: tk_live_…\`. A missing,
malformed or revoked key is \`401 invalid_api_key\`; revocation takes effect at once. Keys are
created and revoked in the dashboard (at most ${LIMITS.activeKeysPerAccount} active an account); a key acts for its
account and reaches only groups the account administers.

A \`read\` key may call every \`GET\` and the three check endpoints (\`POST /spam/check\`,
\`POST /spam/check-batch\`, \`POST /users/check\`), which change nothing. Every other call
needs a \`write\` key, else \`403 insufficient_scope\`. While the account is frozen (kill
switch) every call of its keys is \`403 account_frozen\`.

## Plans
| plan | quota units a day | requests a minute | AI checks a day | access |
|---|---|---|---|---|
${planRows}

\`x-warden-plan\` marks the lowest account plan of each operation; operations marked
\`x-warden-group-plan: pro\` also need the group in the path on Pro or Business. A check with
\`group_id\` needs both the account and that group on Pro+, and \`include_ai\` needs the account
on Pro+. Otherwise \`403 plan_required\` with \`details: {required_plan, current_plan, subject}\`
(\`subject\` is \`account\` or \`group\`). \`GET /groups\` and \`GET /groups/{id}\` are open to
every plan.

## Quotas and rate limits
- The daily quota is per account and resets at midnight UTC. Every call costs 1 unit
  (\`x-warden-quota\`), a batch 1 per text, except ${inWords(unmetered, " and ")}, which cost nothing. An AI check also
  draws 1 from the daily AI allowance (not when the provider was not asked: a sender the group
  whitelists, a provider whose circuit is open after repeated failures, or no provider configured); when that is spent the check still answers, with \`ai.status: "quota_exceeded"\`.
- A request is admitted (rate limit and quota, in one atomic step) after authentication, the
  kill switch, the scope and plan checks (account and group), validation of the request
  (content type, body size, JSON, schema) and the group check. Requests refused before that
  (\`400 invalid_json\`, \`403\`, \`404 group_not_found\`, \`413\`, \`415\`, \`422\`) cost no quota, but the rate limit
  applies to every request with a valid key: such a refusal takes its slot of the minute, and one
  over the limit is answered \`429 rate_limit_exceeded\` instead (a request with a body of
  ${RATE_PEEK_MIN_BODY_BYTES / 1024} KiB or more, or of unknown length, that comes while the account is over the limit gets
  that answer before its body is read). Requests
  with no valid key (\`401\`), to no route (\`404\`, \`405\`) or that are not well-formed HTTP
  (rejected before any route is matched) are no account's and count against nothing. A \`429 rate_limit_exceeded\` consumes
  nothing; a \`429 daily_quota_exceeded\` costs no quota but takes its slot of the minute like any
  other refusal, so once the day's quota is spent the rate limit still applies. An admitted
  request keeps its charge whatever the outcome (e.g. \`404\` for a rule, \`409\`, and a \`422\` only the
  service behind can find: a regex the engine rejects or over its cost, a rule name already taken, a journal or list
  \`cursor\` that is not this query's), except
  \`500\` and \`503\`, which are refunded. A batch is admitted only when the remaining quota
  covers all its texts.
- Metered successes and every \`429\` of a metered operation carry \`X-Quota-Used\`,
  \`X-Quota-Limit\` and \`X-Quota-Reset\` (next midnight UTC); other responses of metered
  operations carry them when the request was charged.
- The rate limit is per account (all keys together), per minute, and applies to every
  authenticated call, \`/usage\` and \`/me\` included, and calls refused for quota: \`429 rate_limit_exceeded\` with
  \`Retry-After\` (whole seconds, at least 1). It is a GCRA: a whole minute's allowance may be spent at
  once, then one request every 60/limit seconds, so any 60 seconds hold at most twice the limit less one.
  An account's requests are also worked on at most ${ACCOUNT_TURNS_DEFAULTS.largeInProgress} at a time by each gateway when their body is over
  ${LIMITS.bodyMaxBytes / 1024} KiB (batches of long texts), and ${ACCOUNT_TURNS_DEFAULTS.inProgress} others (by default): the rest
  wait their turn, and one that waits ${ACCOUNT_TURNS_DEFAULTS.waitMs / 1000} s is answered \`429 rate_limit_exceeded\` with \`Retry-After: 1\`
  (\`details.limit\` is still the per-minute limit; the message says which), charged nothing. Send many checks as batches, or a few at a time. A spent quota is \`429 daily_quota_exceeded\`
  with \`Retry-After\` and \`details: {plan, limit, used, reset_at, upgrade_hint}\`.
- Bodies are limited to ${LIMITS.bodyMaxBytes / 1024} KiB (${LIMITS.batchBodyMaxBytes / 1024} KiB for \`POST /spam/check-batch\`) on the raw bytes:
  \`413 body_too_large\`.

## Webhooks
Endpoints receive the events of the \`webhooks\` section as signed HTTPS POSTs; see
\`WebhookEnvelope\` and \`WebhookEvent\`. Verify \`X-Svc-Signature\` (\`v1=\` + hex
HMAC-SHA256 over \`<X-Svc-Timestamp>.<raw body>\`) or, with any Standard Webhooks library,
\`webhook-signature\` (\`v1,\` + base64 HMAC-SHA256 over \`<webhook-id>.<webhook-timestamp>.<raw body>\`,
keyed with the base64 after \`whsec_\`); reject timestamps more than ${LIMITS.webhookTimestampToleranceSeconds} s off,
answer 2xx within ${LIMITS.webhookTimeoutSeconds} s, deduplicate by the envelope \`id\`. Failed deliveries are retried
after 1 m, 5 m, 30 m, 2 h and 6 h (${LIMITS.webhookAttempts} attempts); an endpoint whose deliveries all fail for
3 days is disabled and its owner notified; \`PATCH /webhooks/{id}\` with
\`{"status": "enabled"}\` re-enables it.

## Decisions beyond the contract
Where the contract and its design notes are silent, this document decides:
1. \`GET /openapi.json\` and this document rendered, \`GET /docs\` (with its script), need no key,
   cost no quota and are not rate-limited.
2. Unknown routes answer \`404 not_found\` (before authentication); a known path with another
   method answers \`405 method_not_allowed\` with an \`Allow\` header. \`HEAD\` is accepted wherever
   \`GET\` is (and \`Allow\` lists it there): the \`GET\`'s status and headers without the body,
   checked, charged and rate-limited as the \`GET\`. A path parameter of the
   wrong form (e.g. \`/groups/abc\`) is \`422 validation_failed\`; a well-formed id that names
   nothing the account can see is \`404\`. Unknown query parameters are ignored; unknown body
   fields are \`422 validation_failed\` (\`unknown_setting\` in a settings patch).
3. When both \`Authorization\` and \`X-API-Key\` are sent they must carry the same key, and so must every
   line of either sent twice (an empty one included), else \`401 invalid_api_key\`.
4. Charging order: see Quotas. Refused requests cost nothing; \`500\`/\`503\` are refunded; a
   batch is all or nothing against the remaining quota.
5. Text length is counted in Unicode code points. \`user_id\` in a spam check names the sender
   (the group's whitelist; new-member probation is the bot's, which counts the messages it sees, and does not apply to an API check; the external ban list is \`POST /users/check\`'s). With \`include_ai\` and \`ai.status: ok\` the AI
   opinion is combined into the verdict as the bot does with \`ai_enabled\`; otherwise the
   rules verdict stands. \`recommended_action\` is the group's \`action_on_spam\` for \`spam\`,
   \`review\` for \`suspicious\`, \`none\` for \`clean\`; without a group the catalog defaults apply.
6. Every API check is recorded as a decision (\`source: api\`, \`action: none\`); a batch records
   one per text. A group's journal lists the checks made with that group's \`group_id\`.
   Endpoints whose service is not deployed yet answer \`501 not_implemented\`.
7. User check: \`risk_level\` is \`critical\` when listed on CAS, else \`high\` at 3+ spam
   decisions in 90 days or reputation <= -50, else \`medium\` at 1+ or reputation < 0, else
   \`low\`; a user whitelisted in the given group is \`low\`. \`reputation\` of an unknown user is 0.
8. \`api_available\` on a group is true when the group is on Pro+ (the account needs Pro+ too).
   \`GET /groups\` is not paginated (oldest first).
9. Settings patch: all or nothing; \`{}\` is a no-op; \`null\` is not a value;
   \`unknown_setting\` names the first unknown key. \`max_emojis: 0\` and
   \`new_member_probation_messages: 0\` turn those checks off.
10. Rules: \`POST\` creates (\`201\`), \`PUT\` replaces an existing rule only (\`404 not_found\`
    otherwise; an omitted \`enabled\` becomes true); a duplicate name is
    \`422 validation_failed\` (path \`name\`). Rule lists are not paginated (at most ${LIMITS.rulesPerGroup}).
    \`keyword\` matches case-insensitively on the normalised text, \`regex\` (RE2) too (once per check, on
    the normalised text), \`domain\` on links to the host or its subdomains (in the moderation bot's
    checks, the addresses a message's URL buttons open are links too).
    \`pattern\` has 1..${LIMITS.rulePatternMaxChars} characters for every kind: a \`keyword\` must not be blank, a \`regex\`
    must compile on RE2, stay within a compiled-size cap and not match the empty text, a
    \`domain\` is a bare host name (no scheme, path, port or wildcard). A group's rules run only while
    it is on Pro or Business: a group moved down keeps them (they run again after an upgrade), but the
    bot no longer applies them there, as its owner can no longer see or change them.
11. Whitelist: \`POST\` is idempotent (\`201\` new, \`200\` already present) and answers
    \`{list, entry}\`; usernames are stored without \`@\` and matched case-insensitively; the
    path entry of \`DELETE\` is a user id, a channel chat id or \`@name\` (which removes every
    entry with that username). Re-adding an entry that is already there answers \`200\` even
    when the list is at its cap of ${LIMITS.whitelistEntriesPerGroup}. As with rules (10), a group moved below Pro
    keeps its whitelist stored but no entry of it applies (back after an upgrade): its owner could not see or remove one.
12. Journal: \`from\` inclusive, \`to\` exclusive (RFC 3339); \`text_excerpt\` is at most ${LIMITS.textExcerptMaxChars}
    characters, ending in \`…\` when cut; \`action\` of an API check is \`none\`; an invalid
    cursor is \`422 validation_failed\`.
13. Analytics: \`from\`/\`to\` are inclusive UTC days; default the ${LIMITS.analyticsDefaultDays} days ending today; \`from\`
    after \`to\`, more than ${LIMITS.analyticsMaxDays} days, or \`to\` after today is \`422\`; \`totals.active_users\`
    counts distinct users over the range.
14. Webhooks: \`group_ids: null\` means every group of the account, including later ones;
    \`events\` defaults to every subscribable kind (\`webhook.test\` is always delivered); a
    group not administered by the account is \`404 group_not_found\`; lists are oldest first;
    \`disabled_reason\` is \`manual\` or \`failing\`; events that occur while an endpoint is
    disabled are not delivered later, nor are retries pending when it was disabled: re-enabled
    (\`status: enabled\`), it receives the events that occur from then on. An endpoint stops
    receiving a group's events, retries included, once its account no longer administers the
    group or it no longer subscribes to them. An account whose plan has no webhooks (below Pro),
    or a frozen one, has its endpoints receive nothing, retries included, while they keep their
    status; back on Pro and unfrozen, they receive the events that occur from then on. Receivers' host names are resolved with public DNS
    (A and AAAA records; no hosts file, no search domains), and an address that is not public is
    refused. The key of \`X-Svc-Signature\` is the whole secret string
    (\`whsec_…\`) as UTF-8; the key of \`webhook-signature\` is the base64-decoded part after
    \`whsec_\` (Standard Webhooks). \`rotate-secret\` answers \`200\` with the new secret and when the
    previous one stops being used; a second rotation within 24 h drops the oldest.
15. Test deliveries are synchronous (up to ${LIMITS.webhookTimeoutSeconds} s; an account's are made ${LIMITS.testDeliveriesPerAccount} at a time per
    dispatcher instance, the others wait their turn; one whose turn has not come while the call can
    still wait out an attempt is not sent and answers \`503 unavailable\`), work on disabled endpoints, are never
    retried, do not count toward auto-disable, appear in the delivery history, and have
    envelope \`group_id: null\` and data \`{endpoint_id, message}\`. \`POST .../test\` and
    \`POST .../rotate-secret\` take no body (\`{}\` at most, see Conventions) and need a \`write\` key.
16. Deliveries: one record per attempt; \`next_attempt_at\` on a failed attempt that will be
    retried and on a pending one not yet started; filter \`status\`. Attempts are kept
    ${LIMITS.deliveryHistoryDays} days (the operator may change this), then deleted.
17. Webhook data: \`spam.detected\` \`action\` is \`flagged\` | \`deleted\` | \`deleted_and_muted\` |
    \`deleted_and_banned\` | \`none\` (the bot could not act, or the group is in \`dry_run\`
    mode); \`category\` is the main category (\`other\` when none applies). \`user.kicked\` has no
    \`until\`.
18. \`GET /usage\` reports \`{plan, limits: {daily, per_minute, ai_daily}, usage: {date, used,
    remaining, ai_used, ai_remaining}, reset_at}\`, where limits include the operator's
    per-account overrides. \`GET /me\` reports \`{key: {id, prefix, scope, created_at},
    account: {id, name, plan, frozen}}\`; \`prefix\` is the first 12 characters of the key and
    \`frozen\` is always false there (a frozen account gets \`403\`).
19. Error \`details\`: \`rate_limit_exceeded\` optionally \`{limit, retry_after}\`, \`limit_reached\`
    \`{resource, limit}\`, \`body_too_large\` \`{limit_bytes}\`, \`unknown_setting\` \`{key}\`,
    \`invalid_setting_value\` \`{key, rule}\`; \`validation_failed\` paths are dotted body paths
    (\`texts[3]\`), \`body\` for the whole body, or \`query.<name>\`.
20. Versioning: additive changes (new endpoints, optional request fields, new response
    fields, new enum values of event kinds) may be made within v1; anything else gets a new
    path prefix.`;

export const openapiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Warden public API",
    version: "1.0.0",
    summary: "Spam protection for Telegram group chats: checks, group settings, journal, analytics, webhooks.",
    description,
    contact: CONTACT,
    license: LICENSE,
  },
  jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
  servers: [
    {
      // Absolute, so that generated clients can build URLs; the variables' defaults are the local
      // stack's gateway, which is what `make up` prints. The variables are described in the
      // server's description, not in their own `description`: the OpenAPI 3.1 JSON Schema that
      // @apidevtools/swagger-parser validates with (orval, typed-openapi, ...) misspells that key
      // and refuses it ("Swagger schema validation failed").
      url: `{scheme}://{host}${API_BASE_PATH}`,
      description: `API v1. \`scheme\`: \`https\` in production, \`http\` on the local stack; \`host\`: host name and port of the gateway's public listener. The defaults are the local stack (\`make up\`): ${LOCAL_STACK_URL}. Set \`host\` (and \`scheme\`) to your deployment's.`,
      variables: {
        scheme: { enum: ["https", "http"], default: LOCAL_STACK.scheme },
        host: { default: LOCAL_STACK.host },
      },
    },
  ],
  security: [{ bearerAuth: [] }, { apiKeyHeader: [] }],
  tags: [
    { name: "Checks", description: "Spam checks of texts and screening of users." },
    { name: "Groups", description: "Groups the account administers." },
    { name: "Settings", description: "Protection settings of a group and their catalog." },
    { name: "Rules", description: "Custom moderation rules of a group." },
    { name: "Whitelist", description: "Users and channels that are never treated as spam in a group." },
    { name: "Journal", description: "Every engine decision about a group." },
    { name: "Analytics", description: "Activity and spam statistics of a group." },
    { name: "Feedback", description: "Moderator reports that teach the engine at once." },
    { name: "Webhooks", description: "Endpoints that receive events, and their deliveries." },
    { name: "Account", description: "The calling key, its account, plan and usage." },
    { name: "Meta", description: "This document." },
    { name: "Webhook events", description: "What Warden POSTs to a registered endpoint." },
  ],
  paths: buildPaths(),
  webhooks: webhooksSection,
  components: {
    securitySchemes: {
      bearerAuth: {
        type: "http",
        scheme: "bearer",
        bearerFormat: "tk_live_<32 base62 characters>",
        description: "`Authorization: Bearer tk_live_…`",
      },
      apiKeyHeader: {
        type: "apiKey",
        in: "header",
        name: "X-API-Key",
        description: "`X-API-Key: tk_live_…`",
      },
    },
    schemas: { ...schemas, ...errorBodySchemas, ...webhookSchemas },
    parameters: { ...parameters, ...webhookParameters },
    headers,
    responses,
  },
};

export type OpenApiDocument = typeof openapiDocument;
