/**
 * Cursor pagination of the list operations (`GET /groups/{id}/journal`, `/spam/reports`,
 * `/webhooks/{id}/deliveries`: every GET with a `cursor` query parameter). Each page answers
 * `{ items, next_cursor }`, `next_cursor` being `null` on the last page; a cursor is bound to the
 * filters it was issued with, so every next request repeats the caller's parameters with the new
 * `cursor` only (anything else is `422 validation_failed`).
 */
import type { MaybeOptionalInit } from "openapi-fetch";
import type { WardenClient, WardenResult } from "./client.js";
import type { paths } from "./gen/openapi.js";

type Get<P extends keyof paths> = paths[P]["get"];

/** The JSON body of an operation's `200`. */
type Ok<Op> = Op extends { responses: { 200: { content: { "application/json": infer B } } } } ? B : never;

/** Whether an operation takes a `cursor` query parameter and answers a page (`items` and `next_cursor`). */
type IsPaginated<Op> = Op extends { parameters: { query?: infer Q } }
  ? [NonNullable<Q>] extends [never]
    ? false
    : NonNullable<Q> extends { cursor?: string }
      ? Ok<Op> extends { items: unknown[]; next_cursor: string | null }
        ? true
        : false
      : false
  : false;

/** The paths whose GET is cursor-paginated (a path without a `cursor` query parameter does not compile). */
export type PaginatedPath = { [P in keyof paths]: IsPaginated<Get<P>> extends true ? P : never }[keyof paths];

/** One page of a paginated path: `JournalPage`, `ReportPage`, `DeliveryPage`. */
export type PageOf<P extends PaginatedPath> = Ok<Get<P>>;

/** One item of a paginated path's pages. */
export type ItemOf<P extends PaginatedPath> = PageOf<P> extends { items: (infer I)[] } ? I : never;

/** The options of the first request (`params`, `signal`, `headers`, ...), repeated on every next one with the new cursor. */
export type PaginateInit<P extends PaginatedPath> = MaybeOptionalInit<paths[P], "get"> & { signal?: AbortSignal };

type RequiredKeys<T> = { [K in keyof T]-?: Record<never, never> extends Pick<T, K> ? never : K }[keyof T];
type PaginateArgs<P extends PaginatedPath> = RequiredKeys<PaginateInit<P>> extends never ? [init?: PaginateInit<P>] : [init: PaginateInit<P>];

/**
 * The server answered a `next_cursor` it had already answered in this iteration: following it
 * would request the same pages forever, so the iteration ends with this error.
 */
export class WardenPaginationError extends Error {
  override readonly name = "WardenPaginationError";
  /** The path template being paginated (`/groups/{id}/journal`). */
  readonly path: string;
  /** The cursor that came back. */
  readonly cursor: string;
  /** Pages received when it came back, the one repeating it included. */
  readonly pages: number;

  constructor(init: { path: string; cursor: string; pages: number }) {
    super(`the Warden API repeated a next_cursor on page ${init.pages} of GET ${init.path}: pagination stopped to avoid an endless loop`);
    this.path = init.path;
    this.cursor = init.cursor;
    this.pages = init.pages;
  }
}

type Params = { query?: Record<string, unknown> } & Record<string, unknown>;
type RawGet = (url: string, init: object) => Promise<WardenResult<unknown>>;

/**
 * Every page of a paginated list, `{ data, response }` as `GET` answers it, following `next_cursor`
 * with the same parameters until the last page. Requests are sent one at a time, when the caller
 * asks for the next page: breaking out of `for await` sends no more. Errors are the client's
 * (`WardenApiError` etc.); a repeated cursor is a `WardenPaginationError`; an aborted `signal` ends
 * the iteration with its reason before the next request. A `cursor` in `params.query` starts there.
 *
 * ```ts
 * for await (const { data, response } of paginatePages(warden, "/spam/reports", { params: { query: { limit: 100 } } })) {
 *   console.log(data.items.length, response.headers.get("x-quota-used"));
 * }
 * ```
 */
export async function* paginatePages<P extends PaginatedPath>(
  client: WardenClient,
  path: P,
  ...[init]: PaginateArgs<P>
): AsyncGenerator<WardenResult<PageOf<P>>, void, undefined> {
  const options = (init ?? {}) as { params?: Params; signal?: AbortSignal | null };
  const params: Params = options.params ?? {};
  const signal = options.signal ?? undefined;
  const get = client.GET as unknown as RawGet;
  const seen = new Set<string>();
  let cursor = params.query?.cursor as string | undefined;
  if (cursor) seen.add(cursor);
  for (let pages = 1; ; pages++) {
    signal?.throwIfAborted();
    const query = cursor ? { ...params.query, cursor } : params.query;
    const page = await get(path, { ...options, params: { ...params, ...(query === undefined ? {} : { query }) } });
    const { items, next_cursor: next } = (page.data ?? {}) as { items?: unknown; next_cursor?: unknown };
    if (!Array.isArray(items) || (next !== null && next !== undefined && typeof next !== "string")) {
      throw new TypeError(`GET ${path} answered a 2xx that is not a page ({ items: [...], next_cursor: string | null })`);
    }
    if (next && seen.has(next)) throw new WardenPaginationError({ path, cursor: next, pages });
    yield page as WardenResult<PageOf<P>>;
    if (!next) return;
    seen.add(next);
    cursor = next;
  }
}

/**
 * Every item of a paginated list, page after page (see `paginatePages`: same parameters, errors
 * and abort; the next page is requested only once the caller has taken every item of the last).
 *
 * ```ts
 * for await (const entry of paginate(warden, "/groups/{id}/journal", { params: { path: { id: -1001234567890 }, query: { verdict: "spam" } } })) {
 *   console.log(entry.id, entry.verdict);
 * }
 * ```
 */
export async function* paginate<P extends PaginatedPath>(client: WardenClient, path: P, ...init: PaginateArgs<P>): AsyncGenerator<ItemOf<P>, void, undefined> {
  for await (const { data } of paginatePages(client, path, ...init)) {
    yield* (data as unknown as { items: ItemOf<P>[] }).items;
  }
}
