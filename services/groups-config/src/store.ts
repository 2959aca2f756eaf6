import type { Pool } from "@warden/db";
import { effectiveSettings, type SettingsValues } from "./catalog.js";

export type PlanName = "free" | "basic" | "pro" | "business";

export interface GroupRecord {
  id: number;
  title: string;
  plan: PlanName;
  api_available: boolean;
  member_count: number | null;
  bot_status: "active" | "removed";
  owner_telegram_user_id: number | null;
  policy_version: number;
  created_at: Date;
}

export interface RuleRecord {
  id: string;
  name: string;
  kind: "keyword" | "regex" | "domain";
  pattern: string;
  weight: number;
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface WhitelistRecord {
  kind: "user" | "channel";
  entity_id: number | null;
  username: string | null;
  added_at: Date;
}

export interface PolicyRecord {
  groupId: number;
  version: number;
  settings: SettingsValues;
  rules: RuleRecord[];
  whitelist: WhitelistRecord[];
}

export const isProPlus = (plan: string) => plan === "pro" || plan === "business";

function toGroup(row: Record<string, unknown>): GroupRecord {
  return {
    id: row.id as number,
    title: row.title as string,
    plan: row.plan as PlanName,
    api_available: isProPlus(row.plan as string),
    member_count: (row.member_count as number | null) ?? null,
    bot_status: row.bot_status as GroupRecord["bot_status"],
    owner_telegram_user_id: (row.owner_telegram_user_id as number | null) ?? null,
    policy_version: row.policy_version as number,
    created_at: row.created_at as Date,
  };
}

const GROUP_COLUMNS = "g.id, g.title, g.plan, g.member_count, g.bot_status, g.owner_telegram_user_id, g.policy_version, g.created_at";

/** An account reaches a group when an operator granted it, or its Telegram user administers the group. */
const REACHABLE = `EXISTS (
  SELECT 1 FROM group_admins a
  WHERE a.group_id = g.id
    AND (a.account_id = $1
         OR a.telegram_user_id = (SELECT l.telegram_user_id FROM account_links l WHERE l.account_id = $1)))`;

/** Data module of groups-config: the only code that reads its tables (the operator CLI uses it too). */
export class GroupStore {
  constructor(private readonly pool: Pool) {}

  async upsertGroup(g: {
    id: number;
    title: string;
    plan: PlanName;
    adminAccountIds?: string[];
    ownerTelegramUserId?: number | null;
  }): Promise<GroupRecord> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const { rows } = await client.query(
        `INSERT INTO groups (id, title, plan, owner_telegram_user_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, plan = EXCLUDED.plan,
           owner_telegram_user_id = COALESCE(EXCLUDED.owner_telegram_user_id, groups.owner_telegram_user_id),
           policy_version = groups.policy_version + 1, updated_at = now()
         RETURNING id`,
        [g.id, g.title, g.plan, g.ownerTelegramUserId ?? null],
      );
      for (const acc of g.adminAccountIds ?? []) {
        await client.query(
          `INSERT INTO group_admins (group_id, account_id, granted_by) VALUES ($1, $2, 'operator')
           ON CONFLICT DO NOTHING`,
          [g.id, acc],
        );
      }
      await client.query("COMMIT");
      return (await this.getGroup(rows[0].id as number))!;
    } catch (err) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  async linkAccount(accountId: string, telegramUserId: number): Promise<void> {
    await this.pool.query(
      `INSERT INTO account_links (account_id, telegram_user_id) VALUES ($1, $2)
       ON CONFLICT (account_id) DO UPDATE SET telegram_user_id = EXCLUDED.telegram_user_id`,
      [accountId, telegramUserId],
    );
  }

  async getGroup(id: number): Promise<GroupRecord | null> {
    const { rows } = await this.pool.query(`SELECT ${GROUP_COLUMNS} FROM groups g WHERE g.id = $1`, [id]);
    return rows[0] ? toGroup(rows[0]) : null;
  }

  /** The group when the account may reach it; null when it does not exist or is not the account's. */
  async authorize(accountId: string, groupId: number): Promise<GroupRecord | null> {
    const { rows } = await this.pool.query(
      `SELECT ${GROUP_COLUMNS} FROM groups g WHERE g.id = $2 AND ${REACHABLE}`,
      [accountId, groupId],
    );
    return rows[0] ? toGroup(rows[0]) : null;
  }

  async listGroups(accountId: string): Promise<GroupRecord[]> {
    const { rows } = await this.pool.query(
      `SELECT ${GROUP_COLUMNS} FROM groups g WHERE ${REACHABLE} ORDER BY g.created_at, g.id`,
      [accountId],
    );
    return rows.map(toGroup);
  }

  async policyVersion(groupId: number): Promise<number | null> {
    const { rows } = await this.pool.query("SELECT policy_version FROM groups WHERE id = $1", [groupId]);
    return rows[0] ? (rows[0].policy_version as number) : null;
  }

  /** Settings, rules and whitelist of a group read in one snapshot, with the version they belong to. */
  async getPolicy(groupId: number): Promise<PolicyRecord | null> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
      const g = await client.query("SELECT policy_version FROM groups WHERE id = $1", [groupId]);
      if (!g.rows[0]) {
        await client.query("COMMIT");
        return null;
      }
      const s = await client.query("SELECT values FROM settings WHERE group_id = $1", [groupId]);
      const r = await client.query(
        "SELECT id, name, kind, pattern, weight, enabled, created_at, updated_at FROM rules WHERE group_id = $1 ORDER BY created_at, id",
        [groupId],
      );
      const w = await client.query(
        "SELECT kind, entity_id, username, added_at FROM whitelist WHERE group_id = $1 ORDER BY added_at",
        [groupId],
      );
      await client.query("COMMIT");
      return {
        groupId,
        version: g.rows[0].policy_version as number,
        settings: effectiveSettings((s.rows[0]?.values as Record<string, unknown>) ?? {}),
        rules: r.rows as RuleRecord[],
        whitelist: w.rows as WhitelistRecord[],
      };
    } catch (err) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }
}
