import { inTransaction, type Pool } from "@warden/db";
import { atLeast, effectiveQuota as effectiveLimits, LIMITS, type Plan as PlanName, type PlanQuota as Limits } from "@warden/contract";
import { mintId } from "@warden/contract";
import type { AccountEpochs } from "./epochs.js";
import { displayPrefix, generateKey, hashesEqual, hashKey } from "./keys.js";

export const MAX_ACTIVE_KEYS = LIMITS.activeKeysPerAccount;

/** The plan from which an account has AI checks (`include_ai`) and an AI allowance; Free and Basic have none (app.ts, admin/app.ts). */
export const AI_ACCOUNT_PLAN = "pro";

/** Who froze an account: its owner (the dashboard's kill switch) or the operator (the admin surface). */
export type FreezeActor = "owner" | "operator";

export interface Account {
  id: string;
  name: string;
  plan: PlanName;
  frozen: boolean;
  /** Who froze it (null while it is not frozen); an operator's freeze stands over the owner's. */
  frozenBy: FreezeActor | null;
  telegramUserId: number | null;
  overrides: { daily: number | null; perMinute: number | null; aiDaily: number | null };
  limits: Limits;
  /** Sequence number of the account's latest moderator report (0: none), a hint for the engine. */
  feedbackSeq: number;
  createdAt: Date;
}

export interface ApiKey {
  id: string;
  accountId: string;
  prefix: string;
  scope: "read" | "write";
  createdAt: Date;
  revokedAt: Date | null;
  /** When the key last authenticated a request (recorded at most once a minute per gateway); null: never. */
  lastUsedAt: Date | null;
}

export class KeyLimitError extends Error {
  constructor() {
    super(`an account may hold at most ${MAX_ACTIVE_KEYS} active keys`);
  }
}

/** The owner asked to unfreeze an account the operator froze: refused, nothing changed. */
export class OperatorFreezeError extends Error {
  constructor(readonly accountId: string) {
    super(`account ${accountId} was frozen by the operator; only the operator can unfreeze it`);
  }
}

function toAccount(r: Record<string, unknown>): Account {
  const overrides = {
    daily: (r.daily_limit as number | null) ?? null,
    perMinute: (r.per_minute_limit as number | null) ?? null,
    aiDaily: (r.ai_daily_limit as number | null) ?? null,
  };
  return {
    id: r.id as string,
    name: r.name as string,
    plan: r.plan as PlanName,
    frozen: r.frozen as boolean,
    // Read only while frozen; a frozen row without it (frozen before the column existed, or by an older
    // gateway during an upgrade) is the operator's: the owner cannot lift it (migrations/…_frozen_by.sql).
    frozenBy: r.frozen ? ((r.frozen_by as FreezeActor | null) ?? "operator") : null,
    telegramUserId: (r.telegram_user_id as number | null) ?? null,
    overrides,
    // An AI allowance set on Pro+ stays stored through a downgrade (it applies again after an upgrade), but a plan
    // without AI checks has none: /usage and the dashboard showed it as the limit of an account refused every AI check.
    limits: effectiveLimits(r.plan as PlanName, atLeast(r.plan as PlanName, AI_ACCOUNT_PLAN) ? overrides : { ...overrides, aiDaily: null }),
    feedbackSeq: Number(r.feedback_seq ?? 0),
    createdAt: r.created_at as Date,
  };
}

function toKey(r: Record<string, unknown>): ApiKey {
  return {
    id: r.id as string,
    accountId: r.account_id as string,
    prefix: r.prefix as string,
    scope: r.scope as ApiKey["scope"],
    createdAt: r.created_at as Date,
    revokedAt: (r.revoked_at as Date | null) ?? null,
    lastUsedAt: (r.last_used_at as Date | null) ?? null,
  };
}

const ACCOUNT_COLUMNS = "id, name, plan, frozen, frozen_by, telegram_user_id, daily_limit, per_minute_limit, ai_daily_limit, feedback_seq, created_at";

/**
 * Data module of the gateway: accounts and API keys (the admin surface, and so the operator CLI,
 * changes them only through it). Every change that can alter what a key authenticates as (revoke,
 * freeze, plan, limits, owner, feedback sequence) moves the account's epoch in Redis AFTER its commit, so
 * the gateways' key caches re-read it on the next request (http/auth.ts). If Redis cannot be
 * reached the change stays committed and the method throws: retry it (the gateways refuse every
 * request with 503 while Redis is down, and a cached record expires after KEY_CACHE_TTL_MS).
 */
export class AccountStore {
  constructor(
    private readonly pool: Pool,
    private readonly epochs: Pick<AccountEpochs, "bump">,
  ) {}

  async createAccount(a: { name: string; plan: PlanName; telegramUserId?: number | null }): Promise<Account> {
    const { rows } = await this.pool.query(`INSERT INTO accounts (id, name, plan, telegram_user_id) VALUES ($1, $2, $3, $4) RETURNING ${ACCOUNT_COLUMNS}`, [
      mintId("account"),
      a.name,
      a.plan,
      a.telegramUserId ?? null,
    ]);
    return toAccount(rows[0]);
  }

  async getAccount(id: string): Promise<Account | null> {
    const { rows } = await this.pool.query(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = $1`, [id]);
    return rows[0] ? toAccount(rows[0]) : null;
  }

  async findAccountByName(name: string): Promise<Account | null> {
    const { rows } = await this.pool.query(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE name = $1 ORDER BY created_at LIMIT 1`, [name]);
    return rows[0] ? toAccount(rows[0]) : null;
  }

  /** `where`: a further condition of the row (none met: null, nothing changed, the epoch not moved). */
  private async updateAccount(id: string, set: string, params: unknown[], where = "TRUE"): Promise<Account | null> {
    const { rows } = await this.pool.query(`UPDATE accounts SET ${set}, updated_at = now() WHERE id = $1 AND ${where} RETURNING ${ACCOUNT_COLUMNS}`, [
      id,
      ...params,
    ]);
    if (!rows[0]) return null;
    await this.epochs.bump(id);
    return toAccount(rows[0]);
  }

  /** Records that the account's reports reach `seq` (never moves back). */
  async noteFeedbackSeq(id: string, seq: number): Promise<void> {
    const { rowCount } = await this.pool.query("UPDATE accounts SET feedback_seq = $2 WHERE id = $1 AND feedback_seq < $2", [id, seq]);
    if (rowCount) await this.epochs.bump(id);
  }

  setPlan(id: string, plan: PlanName) {
    return this.updateAccount(id, "plan = $2", [plan]);
  }

  /**
   * The kill switch, by the owner or the operator. The operator's freeze stands over the owner's: an
   * owner's freeze of an account the operator froze leaves it the operator's, and the owner's unfreeze
   * of it is refused (OperatorFreezeError, nothing changed, the epoch not moved); the operator's
   * unfreeze lifts any freeze. Every change moves the account's epoch, so it applies on the next request.
   */
  async setFrozen(id: string, frozen: boolean, by: FreezeActor): Promise<Account | null> {
    if (frozen && by === "operator") return this.updateAccount(id, "frozen = true, frozen_by = 'operator'", []);
    // The owner's freeze: the operator's, if there is one, stays (a frozen row without frozen_by is the operator's).
    if (frozen)
      return this.updateAccount(id, "frozen = true, frozen_by = CASE WHEN frozen AND frozen_by IS DISTINCT FROM 'owner' THEN 'operator' ELSE 'owner' END", []);
    // The owner's unfreeze leaves an operator's freeze (a frozen row without frozen_by is the operator's) as it is.
    const unfrozen = await this.updateAccount(id, "frozen = false, frozen_by = NULL", [], by === "owner" ? "(NOT frozen OR frozen_by = 'owner')" : "TRUE");
    if (unfrozen || by === "operator") return unfrozen;
    // Not changed: no such account, or the operator's freeze (read after: if the operator lifted it meanwhile, it is lifted).
    const current = await this.getAccount(id);
    if (current?.frozenBy === "operator") throw new OperatorFreezeError(id);
    return current;
  }

  /** The Telegram user who owns the account (`warden account link`): webhook notices go to them. */
  setTelegramUser(id: string, telegramUserId: number) {
    return this.updateAccount(id, "telegram_user_id = $2", [telegramUserId]);
  }

  /** Sets the given overrides (undefined leaves one as it is); reset clears all three. */
  setLimits(id: string, o: { daily?: number; perMinute?: number; aiDaily?: number; reset?: boolean }) {
    if (o.reset) return this.updateAccount(id, "daily_limit = NULL, per_minute_limit = NULL, ai_daily_limit = NULL", []);
    return this.updateAccount(
      id,
      "daily_limit = COALESCE($2, daily_limit), per_minute_limit = COALESCE($3, per_minute_limit), ai_daily_limit = COALESCE($4, ai_daily_limit)",
      [o.daily ?? null, o.perMinute ?? null, o.aiDaily ?? null],
    );
  }

  /** Creates a key; the full value is returned only here. The 11th active key is refused. */
  async createKey(accountId: string, scope: ApiKey["scope"]): Promise<{ key: string; record: ApiKey }> {
    return inTransaction(this.pool, async (client) => {
      const acc = await client.query("SELECT id FROM accounts WHERE id = $1 FOR UPDATE", [accountId]);
      if (!acc.rows[0]) throw new Error(`account ${accountId} not found`);
      const count = await client.query("SELECT count(*)::int AS n FROM api_keys WHERE account_id = $1 AND revoked_at IS NULL", [accountId]);
      if ((count.rows[0].n as number) >= MAX_ACTIVE_KEYS) throw new KeyLimitError();
      const key = generateKey();
      const { rows } = await client.query(
        `INSERT INTO api_keys (id, account_id, hash, prefix, scope) VALUES ($1, $2, $3, $4, $5)
         RETURNING id, account_id, prefix, scope, created_at, revoked_at, last_used_at`,
        [mintId("key"), accountId, hashKey(key), displayPrefix(key), scope],
      );
      return { key, record: toKey(rows[0]) };
    });
  }

  /** Revokes a key; with `accountId`, only a key of that account (another's is "not found": null). */
  async revokeKey(keyId: string, accountId?: string): Promise<ApiKey | null> {
    const { rows } = await this.pool.query(
      `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 AND ($2::text IS NULL OR account_id = $2)
       RETURNING id, account_id, prefix, scope, created_at, revoked_at, last_used_at`,
      [keyId, accountId ?? null],
    );
    if (!rows[0]) return null;
    const key = toKey(rows[0]);
    await this.epochs.bump(key.accountId);
    return key;
  }

  async listKeys(accountId: string): Promise<ApiKey[]> {
    const { rows } = await this.pool.query(
      "SELECT id, account_id, prefix, scope, created_at, revoked_at, last_used_at FROM api_keys WHERE account_id = $1 ORDER BY created_at, id",
      [accountId],
    );
    return rows.map(toKey);
  }

  /** Records that a key was used now (the dashboard lists keys with their last use). */
  async touchKey(keyId: string): Promise<void> {
    await this.pool.query("UPDATE api_keys SET last_used_at = now() WHERE id = $1", [keyId]);
  }

  /**
   * The active key and its account for a presented key, or null, read from PostgreSQL (the
   * gateway caches the answer under the account epoch, see http/auth.ts).
   */
  async authenticate(presented: string): Promise<{ key: ApiKey; account: Account } | null> {
    const hash = hashKey(presented);
    const { rows } = await this.pool.query(
      `SELECT k.id AS key_id, k.hash, k.prefix, k.scope, k.created_at AS key_created_at, k.revoked_at, k.last_used_at,
              ${ACCOUNT_COLUMNS.split(", ")
                .map((c) => `a.${c}`)
                .join(", ")}
       FROM api_keys k JOIN accounts a ON a.id = k.account_id
       WHERE k.hash = $1 AND k.revoked_at IS NULL`,
      [hash],
    );
    const r = rows[0];
    if (!r || !hashesEqual(r.hash as Buffer, hash)) return null;
    return {
      key: {
        id: r.key_id,
        accountId: r.id,
        prefix: r.prefix,
        scope: r.scope,
        createdAt: r.key_created_at,
        revokedAt: null,
        lastUsedAt: r.last_used_at ?? null,
      },
      account: toAccount(r),
    };
  }
}
