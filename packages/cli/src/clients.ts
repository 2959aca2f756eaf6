import { randomBytes } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import { Code, ConnectError, createClient, type Client, type Interceptor, type Transport } from "@connectrpc/connect";
import { createGrpcTransport, Http2SessionManager } from "@connectrpc/connect-node";
import { API_BASE_PATH, ROUTE_NOT_FOUND_MESSAGE } from "@warden/contract";
import { contractError } from "@warden/errors";
import { GroupsAdminService } from "@warden/proto";

/** A failure the CLI reports as `{"error": {code, message, details?, request_id?}}` on stderr, exit 1. */
export class CommandError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** The gateway's id of the refused request: its log line (`admin request failed` for a 5xx) carries it. */
    readonly requestId?: string,
  ) {
    super(message);
  }
}

/** Where the services are and the operator token: all the CLI needs (no database). */
export interface Endpoints {
  gatewayAdminUrl: string;
  groupsConfigUrl: string;
  token: string | undefined;
  /** Printed by `warden demo`: the public API's base URL. */
  baseUrl: string;
  /** How long a call may take, connecting included (TIMEOUT_MS unless a test says otherwise). */
  timeoutMs?: number;
}

export const ENV = {
  gateway: "WARDEN_GATEWAY_ADMIN_URL",
  groups: "WARDEN_GROUPS_CONFIG_URL",
  token: "WARDEN_ADMIN_TOKEN",
  tokenFile: "WARDEN_ADMIN_TOKEN_FILE",
  baseUrl: "WARDEN_BASE_URL",
} as const;

/** The local stack's addresses (make up): what the CLI uses when a variable is unset, and what its help shows. */
export const DEFAULTS = {
  gatewayAdminUrl: "http://127.0.0.1:8081",
  groupsConfigUrl: "http://127.0.0.1:50052",
  baseUrl: `http://127.0.0.1:8080${API_BASE_PATH}`,
} as const;

/**
 * The gateway's ADMIN_BASE_PATH (services/gateway/src/admin/schema.ts). @warden/contract does not export it, and the
 * CLI imports no service: declared once here.
 */
const ADMIN_BASE_PATH = "/admin/v1";

const TIMEOUT_MS = 10_000;

/**
 * The ids of the admin requests whose headers went out on a connection (undici's `undici:client:sendHeaders`, which
 * Node's fetch publishes). A failure before that is a connection that never opened (a wrong URL, a service down); after
 * it, the gateway may have done what was asked and only its answer is missing.
 */
const sentRequests = new Set<string>();
let watching = false;
function watchSentRequests(): void {
  if (watching) return;
  watching = true;
  subscribe("undici:client:sendHeaders", (message) => {
    const headers = (message as { headers?: unknown }).headers;
    const id = typeof headers === "string" ? /\r\nx-request-id: (cli_[0-9a-f]+)\r\n/i.exec(headers)?.[1] : undefined;
    if (id) sentRequests.add(id);
  });
}

/** What to add when the answer to a request that was sent is missing: a GET changed nothing; anything else may have. */
function mayHaveBeenApplied(method: string, check: string | undefined): string {
  if (method === "GET") return "; nothing was changed: run the command again";
  return `; the request may have been applied${check ? `: check with \`${check}\` before running the command again` : ""}`;
}

function requireToken(e: Endpoints): string {
  if (!e.token)
    throw new CommandError("config", `no operator token: set ${ENV.token} (the services' ADMIN_TOKEN; make up writes the local stack's to .run/admin-token)`);
  // The services refuse an ADMIN_TOKEN with whitespace, and a header carries only Latin-1. Anything else (a line
  // break inside it, a pasted curly quote) would make fetch or the gRPC transport fail with a message that quotes
  // the whole header, token included, and blames the URL: refused here, without showing it. Both drop HTTP
  // whitespace at either end.
  if (!/^[ \t\r\n]*[\x21-\x7e\x80-\xff]+[ \t\r\n]*$/.test(e.token))
    throw new CommandError(
      "config",
      `the operator token holds a space, a line break or a character no HTTP header carries, which no operator token has: check ${ENV.token} (or the file it was read from)`,
    );
  return e.token;
}

/** The gateway's admin surface (accounts and keys), over HTTP/1.1 JSON. */
export class GatewayAdmin {
  constructor(private readonly e: Endpoints) {}

  /**
   * One admin request. Each carries its own `X-Request-Id` (`cli_…`): the gateway logs it on its `admin request` line
   * and answers it back, and the CLI prints it with any error. `check` is the command that tells whether a
   * non-GET request whose answer never came was applied (`warden key list ACC` after `key create`).
   */
  async call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, opts: { check?: string } = {}): Promise<T> {
    const token = requireToken(this.e);
    const url = `${this.e.gatewayAdminUrl.replace(/\/+$/, "")}${ADMIN_BASE_PATH}${path}`;
    const requestId = `cli_${randomBytes(16).toString("hex")}`;
    const timeoutMs = this.e.timeoutMs ?? TIMEOUT_MS;
    watchSentRequests();
    let res: Response | undefined;
    let text: string;
    try {
      res = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          "x-request-id": requestId,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // The admin surface never redirects: a redirect is another server on that address (an ingress sending
        // http to https, say). Followed, it would turn a POST into a GET (`key create` printing the key list,
        // exit 0) or drop the token on the way (a refused token, wrongly blamed on WARDEN_ADMIN_TOKEN).
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The body too, within the same time.
      text = await res.text();
    } catch (err) {
      const timedOut = (err as Error).name === "TimeoutError";
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      const why = timedOut ? `no answer within ${timeoutMs / 1000} s` : (cause?.code ?? cause?.message ?? (err as Error).message);
      const sent = sentRequests.delete(requestId);
      if (!sent && res === undefined)
        throw new CommandError("unreachable", `cannot reach the gateway's admin surface at ${this.e.gatewayAdminUrl} (${why}): set ${ENV.gateway}`);
      // The request went out: the gateway was reached, and may have done what was asked. Not the URL's fault.
      const what =
        res !== undefined
          ? `answered ${res.status}, but its answer was cut off (${why})`
          : timedOut
            ? `did not answer within ${timeoutMs / 1000} s`
            : `closed the connection before answering (${why})`;
      throw new CommandError(
        timedOut ? "timeout" : "connection_lost",
        `the gateway's admin surface at ${this.e.gatewayAdminUrl} ${what}${mayHaveBeenApplied(method, opts.check)}`,
        undefined,
        requestId,
      );
    }
    sentRequests.delete(requestId);
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    // Every admin route answers a JSON object: anything else is another server on that address.
    if (res.ok && typeof parsed === "object" && parsed !== null) return parsed as T;
    if (res.ok)
      throw new CommandError(
        "unexpected_response",
        `${this.e.gatewayAdminUrl} answered ${res.status} without JSON: is ${ENV.gateway} the gateway's admin port?`,
        undefined,
        requestId,
      );
    const error = (parsed as { error?: { code?: string; message?: string; details?: unknown; request_id?: unknown } } | undefined)?.error;
    if (res.status === 401) throw new CommandError("unauthenticated", `the gateway refused the operator token: check ${ENV.token}`, undefined, requestId);
    // The CLI calls only routes the admin surface serves: a server that has none of them is another port (the public
    // API's answers every /admin path so). Said as such, not as a "Route not found." the operator cannot act on.
    if (res.status === 404 && error?.code === "not_found" && error.message === ROUTE_NOT_FOUND_MESSAGE)
      throw new CommandError(
        "unexpected_response",
        `${this.e.gatewayAdminUrl} has no admin route ${method} ${ADMIN_BASE_PATH}${path}: is ${ENV.gateway} the gateway's admin port (not the public API's)?`,
        undefined,
        requestId,
      );
    if (!error)
      throw new CommandError(
        "unexpected_response",
        `${this.e.gatewayAdminUrl} answered ${res.status} without the error shape: is ${ENV.gateway} the gateway's admin port?`,
        undefined,
        requestId,
      );
    throw new CommandError(
      error.code ?? "error",
      error.message ?? `HTTP ${res.status}`,
      error.details,
      typeof error.request_id === "string" ? error.request_id : requestId,
    );
  }
}

/** An HTTP/2 session manager that counts the streams it opened: a stream exists only once the connection is up. */
class CountingSessionManager extends Http2SessionManager {
  streams = 0;

  override async request(...args: Parameters<Http2SessionManager["request"]>): ReturnType<Http2SessionManager["request"]> {
    const stream = await super.request(...args);
    this.streams++;
    return stream;
  }
}

/** groups-config's operator RPCs (GroupsAdminService), over gRPC, with the token in `authorization`. */
export function groupsAdmin(e: Endpoints): Client<typeof GroupsAdminService> {
  const auth: Interceptor = (next) => async (req) => {
    req.header.set("authorization", `Bearer ${requireToken(e)}`);
    return next(req);
  };
  const timeoutMs = e.timeoutMs ?? TIMEOUT_MS;
  const unreachable = (why: string) => new CommandError("unreachable", `cannot reach groups-config at ${e.groupsConfigUrl} (${why}): set ${ENV.groups}`);
  let transport: Transport;
  let sessions: CountingSessionManager;
  try {
    sessions = new CountingSessionManager(e.groupsConfigUrl);
    transport = createGrpcTransport({ baseUrl: e.groupsConfigUrl, interceptors: [auth], defaultTimeoutMs: timeoutMs, sessionManager: sessions });
  } catch (err) {
    // A URL it cannot parse (`127.0.0.1:50052`, empty) is refused here, before any call.
    throw unreachable((err as Error).message);
  }
  const client = createClient(GroupsAdminService, transport);
  // Every call's failure in the CLI's terms, naming what to fix.
  return new Proxy(client, {
    get(target, prop, receiver) {
      const fn = Reflect.get(target, prop, receiver) as unknown;
      if (typeof fn !== "function") return fn;
      return async (...args: unknown[]) => {
        const streamsBefore = sessions.streams;
        try {
          return await (fn as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } catch (err) {
          if (err instanceof CommandError) throw err;
          const c = ConnectError.from(err);
          // The interceptor's own refusal (no operator token), which the transport wraps.
          if (c.cause instanceof CommandError) throw c.cause;
          // The HTTP/2 session itself failed: the server there speaks no gRPC (an HTTP/1.1 one, such as the gateway's
          // admin port). Not a failure of groups-config (`internal: Protocol error`), so named like the gateway's case.
          if ((c.cause as { code?: unknown } | undefined)?.code === "ERR_HTTP2_ERROR")
            throw new CommandError(
              "unexpected_response",
              `${e.groupsConfigUrl} answered without HTTP/2 (${c.rawMessage}): is ${ENV.groups} groups-config's gRPC port?`,
            );
          // Headers or trailers came back: a server answered (groups-config saying `unavailable` while its database is
          // down, say), so the URL is right. Otherwise the failure is the client's own: the connection never opened
          // (refused, no such host, nothing within the time), or the call went out and its answer never came.
          const answered = [...c.metadata.keys()].length > 0;
          if (!answered && (c.code === Code.Unavailable || c.code === Code.DeadlineExceeded)) {
            if (sessions.streams === streamsBefore)
              throw unreachable(c.code === Code.DeadlineExceeded ? `no connection within ${timeoutMs / 1000} s` : c.rawMessage);
            // groups-config's operator RPCs are idempotent: the same command again is safe.
            throw new CommandError(
              c.code === Code.DeadlineExceeded ? "timeout" : "connection_lost",
              `groups-config at ${e.groupsConfigUrl} ${c.code === Code.DeadlineExceeded ? `did not answer within ${timeoutMs / 1000} s` : `closed the connection before answering (${c.rawMessage})`}; the request may have been applied: running the same command again is safe`,
            );
          }
          if (c.code === Code.Unauthenticated)
            throw new CommandError("unauthenticated", `groups-config refused the operator token (${c.rawMessage}): check ${ENV.token}`);
          // Otherwise the code (and details) the gateway's API answers for the same error.
          const { code, details } = contractError(c);
          const violations = (details?.errors ?? []) as { path: string; message: string }[];
          let message = violations.map((v) => (v.path ? `${v.path}: ${v.message}` : v.message)).join("; ") || c.rawMessage;
          if (c.code === Code.Unavailable) message = `groups-config answered that it cannot serve the request now (${c.rawMessage}): retry shortly`;
          throw new CommandError(code, message, details);
        }
      };
    },
  });
}
