/**
 * @warden/sdk: a typed client of the Warden public API v1.
 *
 * - gen/openapi.ts  generated from docs/api/openapi.json by openapi-typescript (`npm run generate -w @warden/sdk`; never edit)
 * - client.ts       createWardenClient: openapi-fetch with the key, retries and errors
 * - retry.ts        which answers are retried, when, how long the client waits, and each attempt's deadline
 * - errors.ts       WardenApiError (typed by code), WardenUnexpectedResponseError and WardenTimeoutError
 * - paginate.ts     paginate / paginatePages: the items or pages of a cursor-paginated list, following next_cursor
 * - webhooks.ts     the webhook delivery types, from the document's schemas
 */
export { createWardenClient, DEFAULT_BASE_URL, type WardenClient, type WardenClientOptions, type WardenMethod, type WardenResult } from "./client.js";
export { WardenApiError, WardenTimeoutError, WardenUnexpectedResponseError, type WardenErrorCode, type WardenErrorDetails } from "./errors.js";
export {
  type ItemOf,
  type PageOf,
  type PaginatedPath,
  type PaginateInit,
  paginate,
  paginatePages,
  WardenPaginationError,
} from "./paginate.js";
export { DEFAULT_TIMEOUT_MS, parseRetryAfter, RETRY_DEFAULTS, type RetryInfo, type RetryOptions } from "./retry.js";
export type * from "./webhooks.js";
export type { components, operations, paths, webhooks } from "./gen/openapi.js";

import type { components } from "./gen/openapi.js";
/** A named schema of the document: `Schema<"SpamCheckResult">`, `Schema<"Group">`. */
export type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];
