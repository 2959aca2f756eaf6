import { Code, ConnectError } from "@connectrpc/connect";

/** Node socket errors that mean "the other side is not there right now". */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN", "EPIPE", "ENOTCONN"]);
/**
 * PostgreSQL: connection exceptions (class 08), shutdown / start-up (57P01..57P03), too many connections (53300), a
 * statement cancelled (57014: its statement_timeout ran out, or an operator cancelled it; asking again later may pass),
 * a server that cannot take the write now: disk full (53100), out of memory (53200), read-only (25006: a primary demoted
 * by a failover, or a standby). Otherwise a consumer spends a record's attempts in a second and dead-letters it.
 */
const PG_UNAVAILABLE = /^(08...|57P0[1-3]|57014|53[123]00|25006)$/;
/** node-postgres's own messages: a pool that could not hand out a connection in time, a lost connection. */
const PG_CLIENT_UNAVAILABLE = /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error/;

/**
 * True when an error says a dependency is unavailable (PostgreSQL, a peer service, the network),
 * not that the request or record is wrong: a caller answers 503 and tries again later (the
 * gateway), a consumer waits without spending a record's attempts (@warden/kafka). Follows
 * `cause` chains.
 */
export function isDependencyUnavailable(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 5) return false;
  const e = err as Error & { code?: unknown };
  if (err instanceof ConnectError) return err.code === Code.Unavailable;
  if (typeof e.code === "string" && (NETWORK_CODES.has(e.code) || PG_UNAVAILABLE.test(e.code))) return true;
  if (PG_CLIENT_UNAVAILABLE.test(err.message)) return true;
  return err.cause !== undefined && err.cause !== err && isDependencyUnavailable(err.cause, depth + 1);
}
