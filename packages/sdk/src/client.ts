import createClient, { type Client, type ClientPathsWithMethod, type FetchResponse, type MaybeOptionalInit } from "openapi-fetch";
import { errorFromResponse, WardenTimeoutError } from "./errors.js";
import type { paths } from "./gen/openapi.js";
import { checkTimeoutMs, DEFAULT_TIMEOUT_MS, parseRetryAfter, type RetryOptions, retryingFetch } from "./retry.js";

/** The local stack's API (`make up` prints it); pass `baseUrl` for any other deployment. */
export const DEFAULT_BASE_URL = "http://127.0.0.1:8080/api/public/v1";

export interface WardenClientOptions {
  /** An API key (`tk_live_…`), sent as `Authorization: Bearer <key>`. Read it from the environment or a secret store, never from a command line. */
  apiKey: string;
  /** The API's base URL, ending with `/api/public/v1` (default: the local stack, {@link DEFAULT_BASE_URL}). */
  baseUrl?: string;
  /** The fetch to send requests with (default `globalThis.fetch`). */
  fetch?: (request: Request) => Promise<Response>;
  /** Retries of 429 and 503 answers: a number of retries (0 turns them off) or the full options (see `RetryOptions`). Default 3. */
  retries?: number | RetryOptions;
  /**
   * The deadline of each attempt, in ms, the answer's body included (default 30 000): an attempt
   * with no answer by then is aborted and the call throws `WardenTimeoutError`, not retried. The
   * waits between retries do not count. A request's own `signal` still ends the call at any time.
   */
  timeoutMs?: number;
}

type Method = "get" | "put" | "post" | "delete" | "patch";
type Media = `${string}/${string}`;
/** The keys of T that are not optional (openapi-fetch's own helper, which it does not export). */
type RequiredKeys<T> = { [K in keyof T]-?: Record<never, never> extends Pick<T, K> ? never : K }[keyof T];
type InitArgs<Init> = RequiredKeys<Init> extends never ? [init?: Init & { [key: string]: unknown }] : [init: Init & { [key: string]: unknown }];

/** A success: the parsed body of the operation's 2xx answer (undefined for a 204) and the Response itself (headers such as `X-Quota-Used`). */
export interface WardenResult<Data> {
  data: Data;
  response: Response;
}

// biome-ignore lint/suspicious/noExplicitAny: the constraint openapi-fetch puts on an operation
type SuccessData<Op, Init> = Op extends Record<string | number, any> ? Extract<FetchResponse<Op, Init, Media>, { data: unknown }>["data"] : never;

/** One HTTP method of the client: the paths that have it, their parameters and body typed by the OpenAPI document. */
export type WardenMethod<M extends Method> = <P extends ClientPathsWithMethod<Client<paths>, M>, Init extends MaybeOptionalInit<paths[P], M>>(
  url: P,
  ...init: InitArgs<Init>
) => Promise<WardenResult<SuccessData<paths[P][M], Init>>>;

/**
 * The Warden API client. Each method answers the success body or throws: `WardenApiError` for an
 * error in the contract's shape (narrow it with `err.is("plan_required")`),
 * `WardenUnexpectedResponseError` for anything else a proxy may answer, `WardenTimeoutError` when
 * an attempt got no answer within `timeoutMs`, and the fetch's own error when nothing answered.
 *
 * ```ts
 * const warden = createWardenClient({ apiKey: process.env.WARDEN_API_KEY! });
 * const { data } = await warden.POST("/spam/check", { body: { text: "Earn $500 a day, DM me" } });
 * const { data: one } = await warden.GET("/groups/{id}", { params: { path: { id: -1001234567890 } } });
 * ```
 */
export interface WardenClient {
  GET: WardenMethod<"get">;
  POST: WardenMethod<"post">;
  PUT: WardenMethod<"put">;
  PATCH: WardenMethod<"patch">;
  DELETE: WardenMethod<"delete">;
  /** openapi-fetch's own client with the same key and retries: answers `{data, error, response}` instead of throwing. */
  raw: Client<paths>;
  /** The base URL requests go to. */
  baseUrl: string;
}

type RawCall = (url: string, init?: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * The paths whose success is not JSON (the API reference's HTML page and its script): their body is
 * answered as text, as their types say, unless a request's own `parseAs` says otherwise (openapi-fetch
 * would parse them as JSON and throw a SyntaxError). A test compares it with the document.
 */
export const TEXT_PATHS: readonly string[] = ["/docs", "/docs/redoc.standalone.js"];

export function createWardenClient(options: WardenClientOptions): WardenClient {
  const { apiKey } = options;
  if (typeof apiKey !== "string" || !/^[\x21-\x7e]+$/.test(apiKey)) {
    throw new TypeError("createWardenClient: apiKey must be a non-empty API key (tk_live_…) without spaces");
  }
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol)) {
    throw new TypeError(`createWardenClient: baseUrl must be an absolute http(s) URL such as ${DEFAULT_BASE_URL}`);
  }
  const retries = typeof options.retries === "number" ? { maxRetries: options.retries } : (options.retries ?? {});
  const timeoutMs = checkTimeoutMs(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const raw = createClient<paths>({
    baseUrl,
    fetch: retryingFetch(send, retries, baseUrl, timeoutMs),
    headers: { Authorization: `Bearer ${apiKey}`, Accept: "application/json" },
  });
  const method =
    (name: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"): RawCall =>
    async (url, init) => {
      let r: Awaited<ReturnType<RawCall>>;
      try {
        const asText = TEXT_PATHS.includes(url) && (init as { parseAs?: unknown } | undefined)?.parseAs === undefined;
        r = await (raw[name] as unknown as RawCall)(url, asText ? { ...init, parseAs: "text" } : init);
      } catch (err) {
        // The attempt's deadline can also end the reading of the answer's body (openapi-fetch reads it after the
        // retrying fetch returned): the body then fails with the deadline's TimeoutError. Not the caller's own abort.
        const callerAborted = (init as { signal?: AbortSignal | null } | undefined)?.signal?.aborted === true;
        if ((err as { name?: unknown } | null)?.name === "TimeoutError" && !callerAborted) {
          throw new WardenTimeoutError({ timeoutMs, method: name, url: `${baseUrl}${url}`, cause: err });
        }
        throw err;
      }
      if (!r.response.ok) throw errorFromResponse(r.response, r.error, parseRetryAfter(r.response.headers.get("retry-after")));
      return { data: r.data, response: r.response };
    };
  return {
    GET: method("GET") as unknown as WardenMethod<"get">,
    POST: method("POST") as unknown as WardenMethod<"post">,
    PUT: method("PUT") as unknown as WardenMethod<"put">,
    PATCH: method("PATCH") as unknown as WardenMethod<"patch">,
    DELETE: method("DELETE") as unknown as WardenMethod<"delete">,
    raw,
    baseUrl,
  };
}
