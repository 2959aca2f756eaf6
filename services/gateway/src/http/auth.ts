import type { Context } from "koa";
import type { Account, ApiKey } from "../store/accounts.js";
import { isWellFormedKey } from "../store/keys.js";
import { apiErrors } from "./errors.js";

export interface Principal {
  key: ApiKey;
  account: Account;
}

/** The presented key from `Authorization: Bearer` or `X-API-Key`; undefined when absent. */
export function presentedKey(ctx: Context): string | undefined {
  const auth = ctx.get("authorization");
  const header = ctx.get("x-api-key").trim();
  let bearer: string | undefined;
  if (auth) {
    const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(auth);
    bearer = m ? m[1] : "";
  }
  // Both headers present: they must carry the same key, or the request is not authenticated.
  if (bearer !== undefined && header) return bearer === header ? bearer : "";
  return bearer ?? (header || undefined);
}

/**
 * Missing, malformed, unknown and revoked keys all get the same 401 body. The lookup is by
 * SHA-256 hash with a constant-time compare, and uncached: a revoke applies to the next request.
 */
export async function authenticate(
  ctx: Context,
  lookup: (key: string) => Promise<Principal | null>,
): Promise<Principal> {
  const key = presentedKey(ctx);
  if (!key || !isWellFormedKey(key)) throw apiErrors.invalidKey();
  const principal = await lookup(key);
  if (!principal) throw apiErrors.invalidKey();
  if (principal.account.frozen) throw apiErrors.frozen();
  return principal;
}
