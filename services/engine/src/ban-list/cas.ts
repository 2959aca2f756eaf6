import { BoundedCache } from "@warden/server";
import { BreakerOpenError, CircuitBreaker } from "../breaker.js";

const MAX_INT32 = 2 ** 31 - 1;

export type BanListStatus = "listed" | "not_listed" | "unavailable";

export interface BanListAnswer {
  status: BanListStatus;
  offenses?: number;
  listedAt?: Date;
}

export interface BanList {
  lookup(userId: number): Promise<BanListAnswer>;
}

/**
 * The external ban list in the public CAS form: `GET {base}/check?user_id=N` answers
 * `{"ok":true,"result":{"offenses":N,"time_added":"..."}}` for a listed user and
 * `{"ok":false,"description":"Record not found."}` otherwise. Anything else (HTML, 403, other
 * JSON, timeout, open circuit) is "unavailable" — never an error of the check.
 */
export class CasBanList implements BanList {
  private readonly cache: BoundedCache<number, BanListAnswer>;
  private readonly breaker: CircuitBreaker;

  constructor(
    private readonly opts: {
      baseUrl: string;
      timeoutMs?: number;
      listedTtlMs?: number;
      notListedTtlMs?: number;
      cacheSize?: number;
      fetch?: typeof fetch;
      breaker?: { failureThreshold: number; cooldownMs: number };
      onOutcome?: (status: BanListStatus | "cache_hit") => void;
    },
  ) {
    this.cache = new BoundedCache({ maxEntries: opts.cacheSize ?? 100_000 });
    this.breaker = new CircuitBreaker("cas", opts.breaker ?? { failureThreshold: 5, cooldownMs: 30_000 });
  }

  async lookup(userId: number): Promise<BanListAnswer> {
    const cached = this.cache.get(userId);
    if (cached) {
      this.opts.onOutcome?.("cache_hit");
      return cached;
    }
    let answer: BanListAnswer;
    try {
      answer = await this.breaker.run(() => this.fetchAnswer(userId));
    } catch (err) {
      if (!(err instanceof BreakerOpenError)) {
        /* counted by the breaker */
      }
      this.opts.onOutcome?.("unavailable");
      return { status: "unavailable" };
    }
    this.cache.set(userId, answer, answer.status === "listed" ? (this.opts.listedTtlMs ?? 3_600_000) : (this.opts.notListedTtlMs ?? 600_000));
    this.opts.onOutcome?.(answer.status);
    return answer;
  }

  private async fetchAnswer(userId: number): Promise<BanListAnswer> {
    const url = `${this.opts.baseUrl.replace(/\/$/, "")}/check?user_id=${encodeURIComponent(String(userId))}`;
    const res = await (this.opts.fetch ?? fetch)(url, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 1_500),
      redirect: "error",
    });
    const type = res.headers.get("content-type") ?? "";
    if (!res.ok || !type.includes("json")) throw new Error(`CAS answered ${res.status} ${type}`);
    const body = (await res.json()) as { ok?: unknown; result?: { offenses?: unknown; time_added?: unknown }; description?: unknown };
    if (body.ok === true && body.result && typeof body.result === "object") {
      // A count or nothing: the answer carries it as an int32, which a fraction or a number past it cannot be encoded
      // as, and the whole user check would fail on a third party's odd answer instead of leaving the count out. The
      // contract's `offenses` is 1 or more (a listed user's count): 0 says nothing and is left out too.
      const o = body.result.offenses;
      const offenses = typeof o === "number" && Number.isInteger(o) && o >= 1 && o <= MAX_INT32 ? o : undefined;
      const t = typeof body.result.time_added === "string" || typeof body.result.time_added === "number" ? new Date(body.result.time_added) : undefined;
      return { status: "listed", offenses, listedAt: t && !Number.isNaN(t.getTime()) ? t : undefined };
    }
    if (body.ok === false && typeof body.description === "string" && /record not found/i.test(body.description)) {
      return { status: "not_listed" };
    }
    throw new Error("CAS answered in an unknown form");
  }
}

/** When no ban list is configured. */
export const noBanList: BanList = { lookup: async () => ({ status: "unavailable" }) };
