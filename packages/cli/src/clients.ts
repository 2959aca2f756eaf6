import { Code, ConnectError, createClient, type Client, type Interceptor, type Transport } from "@connectrpc/connect";
import { createGrpcTransport } from "@connectrpc/connect-node";
import { ROUTE_NOT_FOUND_MESSAGE } from "@warden/contract";
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
}

export const ENV = {
  gateway: "WARDEN_GATEWAY_ADMIN_URL",
  groups: "WARDEN_GROUPS_CONFIG_URL",
  token: "WARDEN_ADMIN_TOKEN",
} as const;

const TIMEOUT_MS = 10_000;

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

  async call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
    const token = requireToken(this.e);
    const url = `${this.e.gatewayAdminUrl.replace(/\/+$/, "")}/admin/v1${path}`;
    let res: Response;
    let text: string;
    try {
      res = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        // The admin surface never redirects: a redirect is another server on that address (an ingress sending
        // http to https, say). Followed, it would turn a POST into a GET (`key create` printing the key list,
        // exit 0) or drop the token on the way (a refused token, wrongly blamed on WARDEN_ADMIN_TOKEN).
        redirect: "manual",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // The body too: a reset or the timeout after the headers is the same failure as a refused connect.
      text = await res.text();
    } catch (err) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      throw new CommandError(
        "unreachable",
        `cannot reach the gateway's admin surface at ${this.e.gatewayAdminUrl} (${cause?.code ?? cause?.message ?? (err as Error).message}): set ${ENV.gateway}`,
      );
    }
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
      );
    const error = (parsed as { error?: { code?: string; message?: string; details?: unknown; request_id?: unknown } } | undefined)?.error;
    if (res.status === 401) throw new CommandError("unauthenticated", `the gateway refused the operator token: check ${ENV.token}`);
    // The CLI calls only routes the admin surface serves: a server that has none of them is another port (the public
    // API's answers every /admin path so). Said as such, not as a "Route not found." the operator cannot act on.
    if (res.status === 404 && error?.code === "not_found" && error.message === ROUTE_NOT_FOUND_MESSAGE)
      throw new CommandError(
        "unexpected_response",
        `${this.e.gatewayAdminUrl} has no admin route ${method} /admin/v1${path}: is ${ENV.gateway} the gateway's admin port (not the public API's)?`,
      );
    if (!error)
      throw new CommandError(
        "unexpected_response",
        `${this.e.gatewayAdminUrl} answered ${res.status} without the error shape: is ${ENV.gateway} the gateway's admin port?`,
      );
    throw new CommandError(
      error.code ?? "error",
      error.message ?? `HTTP ${res.status}`,
      error.details,
      typeof error.request_id === "string" ? error.request_id : undefined,
    );
  }
}

/** groups-config's operator RPCs (GroupsAdminService), over gRPC, with the token in `authorization`. */
export function groupsAdmin(e: Endpoints): Client<typeof GroupsAdminService> {
  const auth: Interceptor = (next) => async (req) => {
    req.header.set("authorization", `Bearer ${requireToken(e)}`);
    return next(req);
  };
  const unreachable = (why: string) => new CommandError("unreachable", `cannot reach groups-config at ${e.groupsConfigUrl} (${why}): set ${ENV.groups}`);
  let transport: Transport;
  try {
    transport = createGrpcTransport({ baseUrl: e.groupsConfigUrl, interceptors: [auth], defaultTimeoutMs: TIMEOUT_MS });
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
        try {
          return await (fn as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } catch (err) {
          if (err instanceof CommandError) throw err;
          const c = ConnectError.from(err);
          // The interceptor's own refusal (no operator token), which the transport wraps.
          if (c.cause instanceof CommandError) throw c.cause;
          if (c.code === Code.Unavailable || c.code === Code.DeadlineExceeded) throw unreachable(c.rawMessage);
          // The HTTP/2 session itself failed: the server there speaks no gRPC (an HTTP/1.1 one, such as the gateway's
          // admin port). Not a failure of groups-config (`internal: Protocol error`), so named like the gateway's case.
          if ((c.cause as { code?: unknown } | undefined)?.code === "ERR_HTTP2_ERROR")
            throw new CommandError(
              "unexpected_response",
              `${e.groupsConfigUrl} answered without HTTP/2 (${c.rawMessage}): is ${ENV.groups} groups-config's gRPC port?`,
            );
          if (c.code === Code.Unauthenticated)
            throw new CommandError("unauthenticated", `groups-config refused the operator token (${c.rawMessage}): check ${ENV.token}`);
          // Otherwise the code (and details) the gateway's API answers for the same error.
          const { code, details } = contractError(c);
          const violations = (details?.errors ?? []) as { path: string; message: string }[];
          const message = violations.map((v) => (v.path ? `${v.path}: ${v.message}` : v.message)).join("; ") || c.rawMessage;
          throw new CommandError(code, message, details);
        }
      };
    },
  });
}
