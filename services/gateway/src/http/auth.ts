import { BoundedCache, coalesced } from "@warden/server";
import type { Context } from "koa";
import type { Account, ApiKey } from "../store/accounts.js";
import { hashKey, isWellFormedKey } from "../store/keys.js";
import { apiErrors } from "./errors.js";

export interface Principal {
  key: ApiKey;
  account: Account;
}

const BEARER_RE = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * The presented key from `Authorization: Bearer` or `X-API-Key`; undefined when neither is sent.
 * Every line of both headers is read from `rawHeaders`: `req.headers` keeps only the first of two
 * `Authorization` lines (`Bearer A` then `Bearer B` was authenticated as A), and an empty header was
 * taken for an absent one. Every line sent, an empty or malformed one included, must carry the same
 * key, or the request is not authenticated ("": 401 invalid_api_key).
 */
export function presentedKey(ctx: Context): string | undefined {
  const raw = ctx.req.rawHeaders;
  let key: string | undefined;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!;
    let value: string;
    if (name.length === 13 && name.toLowerCase() === "authorization") value = BEARER_RE.exec(raw[i + 1]!)?.[1] ?? "";
    else if (name.length === 9 && name.toLowerCase() === "x-api-key") value = raw[i + 1]!.trim();
    else continue;
    if (key === undefined) key = value;
    else if (key !== value) return "";
  }
  return key;
}

/**
 * Missing, malformed, unknown and revoked keys all get the same 401 body; a frozen account 403.
 * The lookup is by SHA-256 hash with a constant-time compare (AccountStore.authenticate).
 */
function checkPrincipal(principal: Principal | null): Principal {
  if (!principal) throw apiErrors.invalidKey();
  if (principal.account.frozen) throw apiErrors.frozen();
  return principal;
}

/** A request's principal; `epoch` is set when it came from the cache (to be confirmed at admission). */
export interface Authenticated {
  principal: Principal;
  /** The account epoch the cached record was read under; undefined: read from PostgreSQL for this request. */
  epoch?: string;
  /** The cache key (SHA-256 of the key, base64). */
  hash: string;
}

/** The key cache's defaults (KEY_CACHE_MAX_ENTRIES, KEY_CACHE_TTL_MS in config.ts default to them). */
export const KEY_CACHE_DEFAULTS = { maxEntries: 10_000, ttlMs: 60_000 } as const;

interface KeyCacheOptions {
  maxEntries: number;
  ttlMs: number;
  /** Counts each lookup by its result. */
  count?: (result: "hit" | "miss" | "stale") => void;
}

/**
 * Verified keys cached in process by key hash, each with the account epoch it was read under.
 * The cache only ever answers provisionally: the admission script compares that epoch with the
 * account's current one in the same Redis round trip, and a mismatch re-reads PostgreSQL before
 * the request goes on (app.ts). AccountStore moves the epoch after committing a revoke, freeze,
 * plan, limit or feedback change, so a change that returned before a request started is seen by it.
 *
 * A record enters the cache only tagged with an epoch read BEFORE its PostgreSQL read
 * (`remember`): a change committed after that read moves the epoch past the tag. Unknown and
 * revoked keys are never cached.
 */
export class KeyCache {
  private readonly cache: BoundedCache<string, { principal: Principal; epoch: string }>;
  private readonly lookup: (key: string) => Promise<Principal | null>;
  private readonly refreshing = new Set<string>();
  private readonly count: NonNullable<KeyCacheOptions["count"]>;

  constructor(
    private readonly read: (presented: string) => Promise<Principal | null>,
    opts: KeyCacheOptions,
  ) {
    this.cache = new BoundedCache({ maxEntries: opts.maxEntries, ttlMs: opts.ttlMs });
    this.count = opts.count ?? (() => undefined);
    // Requests that arrive together with the same key share one read that starts after all of
    // them did (a revoke that returned is still seen by the next request).
    this.lookup = coalesced(read);
  }

  /** The principal of the request: cached (provisional, with its epoch) or read from PostgreSQL. */
  async authenticate(ctx: Context): Promise<Authenticated> {
    const key = presentedKey(ctx);
    if (!key || !isWellFormedKey(key)) throw apiErrors.invalidKey();
    const hash = hashKey(key).toString("base64");
    const hit = this.cache.get(hash);
    // A frozen account is refused only on PostgreSQL's word (it may have been unfrozen since).
    if (hit && !hit.principal.account.frozen) {
      this.count("hit");
      return { principal: hit.principal, epoch: hit.epoch, hash };
    }
    this.count("miss");
    return { principal: checkPrincipal(await this.lookup(key)), hash };
  }

  /** A fresh read from PostgreSQL for a request whose cached record could not be confirmed. */
  async reauthenticate(ctx: Context, hash: string): Promise<Principal> {
    this.cache.delete(hash);
    this.count("stale");
    const key = presentedKey(ctx)!;
    return checkPrincipal(await this.lookup(key));
  }

  /**
   * Caches the key's record under `epoch`, an epoch the admission script answered before this
   * call: the record is read again now, so it is at least as new as that epoch. In the
   * background, at most one read per key at a time; failures only leave the key uncached.
   */
  remember(ctx: Context, hash: string, epoch: string): void {
    if (this.refreshing.has(hash) || this.cache.peek(hash)?.epoch === epoch) return;
    const key = presentedKey(ctx);
    if (!key) return;
    this.refreshing.add(hash);
    this.read(key)
      .then((principal) => {
        if (principal) this.cache.set(hash, { principal, epoch });
        else this.cache.delete(hash);
      })
      .catch(() => undefined)
      .finally(() => this.refreshing.delete(hash));
  }
}
