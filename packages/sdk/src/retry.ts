/**
 * Retries of answers the API asks to repeat later: `429` (rate limit, daily quota) and `503`
 * (a dependency is down), both with `Retry-After`.
 *
 * Which requests are repeated:
 * - A `429` is repeated for every method: the contract admits a request (rate limit and quota,
 *   in one atomic step) before anything runs, and a 429 costs no quota unit (a quota refusal takes
 *   only its slot of the minute), so a refused request had no effect and sending it again cannot do
 *   anything twice.
 * - A `503` is repeated for the idempotent methods (GET, HEAD, OPTIONS, PUT, DELETE), whatever
 *   answered it. The three checks (`POST /spam/check`, `/spam/check-batch`, `/users/check`; a read
 *   key may call them) are safe to repeat, except that a check the API stored before failing may
 *   be journaled twice: the gateway journals every check, so a check whose journal entry was
 *   published before the 503 appears twice after a retry. A check's `503` is therefore repeated
 *   only when it is the API's own answer, `{"error": {"code": "unavailable", ...}}` (a dependency
 *   was down); a `503` in another shape comes from a proxy or a load balancer, possibly after the
 *   gateway answered and charged the quota, and goes back to the caller. Any other POST or PATCH
 *   (a rule, a webhook, a report, a settings patch) may have taken effect before the dependency
 *   failed, so its `503` goes back to the caller.
 *
 * A `DELETE` retried after a `503` that then answers `404 not_found` is reported as done (`204`):
 * the first attempt may have deleted the resource before the dependency failed, and either way
 * it is gone. (`404 group_not_found`, the group not administered by the key's account, is not.)
 *
 * How long to wait: `Retry-After` when the answer has it (delta-seconds or an HTTP-date), never
 * with jitter (the server chose the moment); without it, full jitter over an exponential
 * backoff (`random(0, min(maxDelayMs, baseDelayMs * 2^(retry-1)))`). A `Retry-After` longer than
 * `maxDelayMs` (a spent daily quota waits for midnight UTC) is not waited out: the answer goes
 * back to the caller at once, with the wait in `WardenApiError.retryAfterMs`.
 *
 * Each attempt has its own deadline, `timeoutMs` (the caller's `signal` and `AbortSignal.timeout`
 * combined): an attempt with no answer by then (its body included) is aborted and the call ends
 * with `WardenTimeoutError`. A network error is not retried, and neither is a timed-out attempt
 * (the request may have reached the API); the caller's own abort ends the call with its reason,
 * never retried. The waits between attempts are not part of any attempt's deadline.
 *
 * A `3xx` is not followed (`redirect: "manual"`) and not retried: the API never redirects, so one
 * comes from something in front of it (a base URL on `http://` sent on to `https://`), and the
 * call throws `WardenUnexpectedResponseError` with its `Location`.
 */
import { isContractError, WardenTimeoutError } from "./errors.js";

export interface RetryOptions {
  /** Retries after the first attempt (default 3; 0 turns retries off). */
  maxRetries?: number;
  /** The longest wait the client accepts before a retry, in ms (default 60000: the rate-limit window). */
  maxDelayMs?: number;
  /** The first backoff step when the answer has no `Retry-After`, in ms (default 500). */
  baseDelayMs?: number;
  /** Called before each wait: for logs and metrics. */
  onRetry?: (info: RetryInfo) => void;
}

export interface RetryInfo {
  /** 1 for the first retry. */
  retry: number;
  /** The wait before it, in ms. */
  delayMs: number;
  status: number;
  method: string;
  url: string;
  /** Where the wait came from. */
  source: "retry-after" | "backoff";
}

export const RETRY_DEFAULTS = { maxRetries: 3, maxDelayMs: 60_000, baseDelayMs: 500 } as const;

/** The default of the client's `timeoutMs`: the deadline of one attempt, in ms. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** The longest `timeoutMs` a timer can hold (2^31 - 1 ms, about 24.8 days). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** The statuses the API sends with `Retry-After`. */
const RETRYABLE_STATUSES = new Set([429, 503]);
const IDEMPOTENT_METHODS = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);
/** The checks: POST operations that change no setting (each is journaled). Paths below the API base. */
const CHECK_POSTS = ["/spam/check", "/spam/check-batch", "/users/check"];

/**
 * When a request may be sent again after a 503 (see the module's comment): `"always"` (an
 * idempotent method), `"api-unavailable"` (a check: only after the API's own `503 unavailable`) or
 * `"never"`.
 */
export function repeatAfter503(method: string, url: string, baseUrl: string): "always" | "api-unavailable" | "never" {
  if (IDEMPOTENT_METHODS.has(method.toUpperCase())) return "always";
  if (method.toUpperCase() !== "POST") return "never";
  const { pathname } = new URL(url);
  const base = new URL(baseUrl).pathname.replace(/\/+$/, "");
  return CHECK_POSTS.some((p) => pathname === `${base}${p}`) ? "api-unavailable" : "never";
}

/**
 * `Retry-After` in ms from now: delta-seconds (`"120"`) or an HTTP-date (`"Wed, 21 Oct 2026
 * 07:28:00 GMT"`, 0 when past). `undefined` when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  // RFC 9110 §10.2.3: an IMF-fixdate (or one of the obsolete forms Date.parse also reads).
  if (!/[a-z]/i.test(v)) return undefined;
  const at = Date.parse(v);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

function backoff(retry: number, o: Required<Omit<RetryOptions, "onRetry">>): number {
  const cap = Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** (retry - 1));
  return Math.floor(Math.random() * cap);
}

function sleep(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** The settled value of `pending`, or the signal's reason as soon as it aborts (whether or not the fetch honours it). */
function untilAborted(pending: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      reject(signal.reason);
      // An answer that comes after all the same is never read: free its connection.
      pending.then(
        (late) => late.body?.cancel().catch(() => undefined),
        () => undefined,
      );
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    pending.then(
      (response) => {
        signal.removeEventListener("abort", onAbort);
        resolve(response);
      },
      (err: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(err);
      },
    );
  });
}

/** One attempt: a copy of the request, aborted by the caller's signal or after `timeoutMs`, whichever comes first. */
async function attempt(fetchFn: (request: Request) => Promise<Response>, request: Request, timeoutMs: number): Promise<Response> {
  const caller = request.signal as AbortSignal | null;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = caller ? AbortSignal.any([caller, timeout]) : timeout;
  try {
    // The body of a Request can be read once: every attempt sends a copy. A redirect is never followed: the API
    // answers none, and following one (from a proxy in front of it) would turn a POST into a GET without its body
    // and hand another server's answer over as the operation's data. It goes back as WardenUnexpectedResponseError.
    return await untilAborted(fetchFn(new Request(request.clone(), { signal, redirect: "manual" })), signal);
  } catch (err) {
    // The caller's abort is theirs to see, with its reason; only the deadline's own is a timeout.
    if (timeout.aborted && !caller?.aborted) throw new WardenTimeoutError({ timeoutMs, method: request.method, url: request.url, cause: err });
    throw err;
  }
}

/** Checks a `timeoutMs` (a RangeError for anything but a whole number of ms from 1 to 2^31 - 1). */
export function checkTimeoutMs(timeoutMs: number): number {
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > MAX_TIMEOUT_MS) {
    throw new RangeError(`timeoutMs must be a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}`);
  }
  return timeoutMs;
}

/** Wraps a fetch so that 429 and 503 answers are retried, and each attempt is bounded by `timeoutMs`, as the module's comment says. */
export function retryingFetch(
  fetchFn: (request: Request) => Promise<Response>,
  options: RetryOptions,
  baseUrl: string,
  timeoutMs: number = DEFAULT_TIMEOUT_MS,
): (request: Request) => Promise<Response> {
  const o = { ...RETRY_DEFAULTS, ...stripUndefined(options) };
  if (!Number.isInteger(o.maxRetries) || o.maxRetries < 0) throw new RangeError("retries.maxRetries must be an integer >= 0");
  if (!(o.maxDelayMs >= 0) || !(o.baseDelayMs >= 0)) throw new RangeError("retries.maxDelayMs and retries.baseDelayMs must be >= 0");
  checkTimeoutMs(timeoutMs);
  return async (request) => {
    let unavailableBefore = false;
    for (let retry = 1; ; retry++) {
      const response = await attempt(fetchFn, request, timeoutMs);
      if (unavailableBefore && request.method.toUpperCase() === "DELETE" && (await goneAlready(response))) return deleted(response);
      if (!RETRYABLE_STATUSES.has(response.status)) return response;
      unavailableBefore ||= response.status === 503;
      const retryAfter = parseRetryAfter(response.headers.get("retry-after"));
      const repeatable = response.status === 429 || (await repeatable503(response, request.method, request.url, baseUrl));
      if (retry > o.maxRetries || !repeatable) return response;
      if (retryAfter !== undefined && retryAfter > o.maxDelayMs) return response;
      const delayMs = retryAfter ?? backoff(retry, o);
      // Free the connection: the body of an answer that is retried is never read.
      await response.body?.cancel().catch(() => undefined);
      o.onRetry?.({
        retry,
        delayMs,
        status: response.status,
        method: request.method,
        url: request.url,
        source: retryAfter === undefined ? "backoff" : "retry-after",
      });
      await sleep(delayMs, request.signal);
    }
  };
}

/** Whether a 503 answer to this request may be repeated (see `repeatAfter503`). */
async function repeatable503(response: Response, method: string, url: string, baseUrl: string): Promise<boolean> {
  const when = repeatAfter503(method, url, baseUrl);
  return when === "always" || (when === "api-unavailable" && (await apiErrorCode(response)) === "unavailable");
}

/** The `error.code` of an answer in the contract's error shape; undefined for any other body (a proxy's page). The answer stays readable. */
async function apiErrorCode(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.clone().json();
    return isContractError(body) ? body.error.code : undefined;
  } catch {
    return undefined;
  }
}

/** A `404 not_found` answer: the resource the request names does not exist (any more). */
async function goneAlready(response: Response): Promise<boolean> {
  return response.status === 404 && (await apiErrorCode(response)) === "not_found";
}

/** The `204` of a delete, in place of the `404` of its retry; the request id of the retry kept. */
function deleted(notFound: Response): Response {
  const headers = new Headers(notFound.headers);
  for (const h of ["content-type", "content-length", "content-encoding"]) headers.delete(h);
  notFound.body?.cancel().catch(() => undefined);
  return new Response(null, { status: 204, headers });
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
