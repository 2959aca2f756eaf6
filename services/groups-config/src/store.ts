// SNAPSHOT: reads that must see one consistent state of a group (settings, rules and whitelist with their version).
import { READ_SNAPSHOT as SNAPSHOT, type Pool, type PoolClient } from "@warden/db";
import { errors } from "@warden/errors";
import { type BotLanguage, mintId, type RuleFields } from "@warden/contract";
import { ReportStore } from "./reports.js";
import { transaction } from "./transaction.js";
import { DEFAULTS, effectiveSettings, type SettingsValues } from "./catalog.js";
import { groupCostProblem, storedRegexCost } from "@warden/contract";
import type { RuleValues } from "./rule-spec.js";
import { settingsOverrides } from "./settings-patch.js";
import type { WhitelistRemoval } from "@warden/contract";
import type { WhitelistTarget } from "./whitelist-target.js";

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

export interface RuleRecord extends RuleFields {
  id: string;
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
  /** the group's latest report sequence number (0: none) */
  feedbackSeq: number;
  /** the Telegram user id of the group's owner (null: unknown); it changes with no policy version bump */
  ownerTelegramUserId: number | null;
  /** the group's plan: settings it does not include apply as off (see settingsToProto) */
  plan: PlanName;
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

/** What GetPolicy answers whether the policy changed or not, read from the group's row. */
type PolicyHead = Pick<PolicyRecord, "version" | "feedbackSeq" | "ownerTelegramUserId">;
const POLICY_HEAD_COLUMNS = "policy_version, feedback_seq, owner_telegram_user_id";
function toPolicyHead(row: Record<string, unknown>): PolicyHead {
  const owner = row.owner_telegram_user_id as string | number | null;
  return { version: row.policy_version as number, feedbackSeq: Number(row.feedback_seq), ownerTelegramUserId: owner === null ? null : Number(owner) };
}

const GROUP_COLUMNS = "g.id, g.title, g.plan, g.member_count, g.bot_status, g.owner_telegram_user_id, g.policy_version, g.created_at";

/** An account reaches a group when an operator granted it, or its Telegram user administers the group. */
const REACHABLE = `EXISTS (
  SELECT 1 FROM group_admins a
  WHERE a.group_id = g.id
    AND (a.account_id = $1
         OR a.telegram_user_id = (SELECT l.telegram_user_id FROM account_links l WHERE l.account_id = $1)))`;

const RULE_COLUMNS = "id, name, kind, pattern, weight, enabled, created_at, updated_at";
const WHITELIST_COLUMNS = "kind, entity_id, username, added_at";
const WHITELIST_ORDER = "ORDER BY added_at, kind, entity_id NULLS LAST, username";
/** A minted rule id: rule_ + 20 base62 characters. */
export const mintRuleId = () => mintId("rule");

/** Why an admin_chat_id was refused (the catalog's rule for it is only its range). */
export const ADMIN_CHAT_RULE = "must be 0 or a chat this account administers, with the bot in it (add the bot to that chat first)";
const groupNotFound = (groupId: number) => errors.notFound("group", groupId, "group not found");

/** What a write to a group's policy did: its result, and whether anything changed. */
interface PolicyWrite<T> {
  value: T;
  changed: boolean;
}

/**
 * How many more times a transaction that locks several groups' rows runs when PostgreSQL fails it as a deadlock: they
 * lock in id order where they can, and this covers the rare cycle no order avoids (a group that took another as its
 * admin chat while a transaction was taking its locks). Only for transactions that do nothing but database work.
 */
export const CONFLICT_RETRIES = 3;

/** NOT_FOUND for an id whose group moved to a supergroup (group_migrations): the old id names no group. */
async function refuseMigratedId(client: PoolClient, groupId: number): Promise<void> {
  const { rows } = await client.query("SELECT to_id FROM group_migrations WHERE from_id = $1", [groupId]);
  if (rows[0]) throw errors.notFound("group", groupId, `group ${groupId} became the supergroup ${rows[0].to_id}`);
}

/**
 * The groups whose admin chat no account reaching them still reaches (see dropUnreachableAdminChats), as WITH clauses
 * ending in `unreachable (group_id)`. $1: only groups whose admin chat, or the group itself, is that id (NULL: every
 * group); $2: only these group ids (NULL: any).
 */
const UNREACHABLE_ADMIN_CHATS = `candidates AS (
       SELECT s.group_id, (s.values->>'admin_chat_id')::bigint AS chat FROM settings s
       WHERE COALESCE((s.values->>'admin_chat_id')::bigint, 0) <> 0
         AND ($1::bigint IS NULL OR s.group_id = $1 OR (s.values->>'admin_chat_id')::bigint = $1)
         AND ($2::bigint[] IS NULL OR s.group_id = ANY($2::bigint[]))
     ), accounts AS (
       SELECT c.group_id, c.chat, a.account_id FROM candidates c JOIN group_admins a ON a.group_id = c.group_id
       WHERE a.account_id IS NOT NULL
       UNION
       SELECT c.group_id, c.chat, l.account_id FROM candidates c
       JOIN group_admins a ON a.group_id = c.group_id JOIN account_links l ON l.telegram_user_id = a.telegram_user_id
     ), reached AS (
       SELECT DISTINCT x.group_id FROM accounts x JOIN group_admins b ON b.group_id = x.chat
       WHERE b.account_id = x.account_id
          OR b.telegram_user_id = (SELECT l.telegram_user_id FROM account_links l WHERE l.account_id = x.account_id)
     ), unreachable AS (
       SELECT c.group_id FROM candidates c WHERE c.group_id NOT IN (SELECT group_id FROM reached)
     )`;

/**
 * An admin chat (setting admin_chat_id) is honoured while an account reaching the group also reaches
 * the admin chat, as when it was set; once none does (its administrators changed, an account was
 * linked to another Telegram user), the bot would post the group's notices (members' names, message
 * texts) into a chat that may now be someone else's. Such a setting goes back to 0 (notices to the
 * owner, with notify_admins) with a policy version bump, in the transaction of the change. `touching`:
 * only groups whose admin chat, or the group itself, is that id; absent: every group.
 */
async function dropUnreachableAdminChats(client: PoolClient, touching?: number): Promise<number[]> {
  // The groups' rows are locked first, in id order, and only then their settings rows written: the order every write
  // takes them in (writePolicy). The settings rows first, then the groups rows, deadlocked with a settings write of the
  // same group (PostgreSQL failed one side with 40P01). Who is dropped is read, the rows locked, and it is read again
  // under the locks (a settings write that was holding one may have changed the admin chat meanwhile).
  const { rows: locked } = await client.query(
    `WITH ${UNREACHABLE_ADMIN_CHATS}
     SELECT g.id FROM groups g WHERE g.id IN (SELECT group_id FROM unreachable) ORDER BY g.id FOR UPDATE OF g`,
    [touching ?? null, null],
  );
  if (locked.length === 0) return [];
  const { rows } = await client.query(
    `WITH ${UNREACHABLE_ADMIN_CHATS}, dropped AS (
       UPDATE settings s SET values = s.values - 'admin_chat_id', updated_at = now()
       FROM unreachable u WHERE s.group_id = u.group_id
       RETURNING s.group_id
     )
     UPDATE groups g SET policy_version = g.policy_version + 1, updated_at = now()
     FROM dropped d WHERE g.id = d.group_id
     RETURNING g.id`,
    [touching ?? null, locked.map((r) => Number(r.id))],
  );
  return rows.map((r) => Number(r.id));
}

/** Data module of groups-config: the only code that reads its tables (the operator CLI uses it too). */
export class GroupStore {
  /** Moderator reports: their own table and data module, on the same pool. */
  readonly reports: ReportStore;

  constructor(private readonly pool: Pool) {
    this.reports = new ReportStore(pool);
  }

  async upsertGroup(g: { id: number; title: string; plan: PlanName; adminAccountIds?: string[]; ownerTelegramUserId?: number | null }): Promise<GroupRecord> {
    return transaction(this.pool, async (client) => {
      await refuseMigratedId(client, g.id);
      const { rows } = await client.query(
        `INSERT INTO groups (id, title, plan, owner_telegram_user_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, plan = EXCLUDED.plan,
           owner_telegram_user_id = COALESCE(EXCLUDED.owner_telegram_user_id, groups.owner_telegram_user_id),
           policy_version = groups.policy_version + 1, updated_at = now()
         RETURNING id`,
        [g.id, g.title, g.plan, g.ownerTelegramUserId ?? null],
      );
      // A migration that committed while this upsert waited on the old row: the insert then went through as a new row
      // of the old id. Seen now (a new statement, a new snapshot), and rolled back, as setBotStatus does.
      await refuseMigratedId(client, g.id);
      for (const acc of g.adminAccountIds ?? []) {
        await client.query(
          `INSERT INTO group_admins (group_id, account_id, granted_by) VALUES ($1, $2, 'operator')
           ON CONFLICT DO NOTHING`,
          [g.id, acc],
        );
      }
      return GroupStore.writtenGroup(client, rows[0].id as number);
    });
  }

  /**
   * The group a write wrote, read in its transaction (under the row lock the write holds). Read after the commit, a
   * migration committing in between had moved it away: the write had succeeded and answered an internal error.
   */
  private static async writtenGroup(client: PoolClient, id: number): Promise<GroupRecord> {
    const { rows } = await client.query(`SELECT ${GROUP_COLUMNS} FROM groups g WHERE g.id = $1`, [id]);
    return toGroup(rows[0]);
  }

  async linkAccount(accountId: string, telegramUserId: number): Promise<void> {
    await transaction(
      this.pool,
      async (client) => {
        await client.query(
          `INSERT INTO account_links (account_id, telegram_user_id) VALUES ($1, $2)
         ON CONFLICT (account_id) DO UPDATE SET telegram_user_id = EXCLUDED.telegram_user_id`,
          [accountId, telegramUserId],
        );
        // The account now reaches other groups: admin chats it made reachable may no longer be.
        await dropUnreachableAdminChats(client);
      },
      { retryOnConflict: CONFLICT_RETRIES },
    );
  }

  /** The accounts linked to a Telegram user, ordered by account id. */
  async linkedAccounts(telegramUserId: number): Promise<string[]> {
    const { rows } = await this.pool.query("SELECT account_id FROM account_links WHERE telegram_user_id = $1 ORDER BY account_id", [telegramUserId]);
    return rows.map((r) => r.account_id as string);
  }

  async getGroup(id: number, q: Pool | PoolClient = this.pool): Promise<GroupRecord | null> {
    const { rows } = await q.query(`SELECT ${GROUP_COLUMNS} FROM groups g WHERE g.id = $1`, [id]);
    return rows[0] ? toGroup(rows[0]) : null;
  }

  /** The group when the account may reach it; null when it does not exist or is not the account's. */
  async authorize(accountId: string, groupId: number): Promise<GroupRecord | null> {
    const { rows } = await this.pool.query(`SELECT ${GROUP_COLUMNS} FROM groups g WHERE g.id = $2 AND ${REACHABLE}`, [accountId, groupId]);
    return rows[0] ? toGroup(rows[0]) : null;
  }

  async listGroups(accountId: string): Promise<GroupRecord[]> {
    const { rows } = await this.pool.query(`SELECT ${GROUP_COLUMNS} FROM groups g WHERE ${REACHABLE} ORDER BY g.created_at, g.id`, [accountId]);
    return rows.map(toGroup);
  }

  /**
   * The accounts that may reach a group (the inverse of REACHABLE: operator grants and linked Telegram admins), and the
   * group's ids (current first, then its former ones). An id the group had before it became a supergroup answers for
   * the group it became (group_migrations maps every former id to the current one): an event of the old id written
   * before the move reaches the same accounts.
   */
  async groupAccounts(groupId: number): Promise<{ accountIds: string[]; groupIds: number[] }> {
    // One snapshot: read apart, a migration committing after the current id was found moved its administrators, and a
    // group that has accounts answered none (its webhook events reached nobody).
    return transaction(this.pool, (client) => GroupStore.groupAccountsIn(client, groupId), SNAPSHOT);
  }

  private static async groupAccountsIn(db: PoolClient, groupId: number): Promise<{ accountIds: string[]; groupIds: number[] }> {
    const current = await db.query(
      `SELECT g.id FROM groups g WHERE g.id = $1
       UNION ALL
       SELECT m.to_id FROM group_migrations m WHERE m.from_id = $1 AND NOT EXISTS (SELECT 1 FROM groups WHERE id = $1)`,
      [groupId],
    );
    if (!current.rows[0]) return { accountIds: [], groupIds: [] };
    const id = Number(current.rows[0].id);
    const [accounts, former] = await Promise.all([
      db.query(
        `SELECT a.account_id FROM group_admins a WHERE a.group_id = $1 AND a.account_id IS NOT NULL
         UNION
         SELECT l.account_id FROM group_admins a JOIN account_links l ON l.telegram_user_id = a.telegram_user_id
         WHERE a.group_id = $1 AND a.telegram_user_id IS NOT NULL
         ORDER BY 1`,
        [id],
      ),
      db.query("SELECT from_id FROM group_migrations WHERE to_id = $1 ORDER BY from_id", [id]),
    ]);
    return { accountIds: accounts.rows.map((r) => r.account_id as string), groupIds: [id, ...former.rows.map((r) => Number(r.from_id))] };
  }

  async policyVersion(groupId: number): Promise<number | null> {
    return (await this.policyHead(groupId))?.version ?? null;
  }

  /** The group's policy version, latest report sequence number and owner, in one read: what GetPolicy answers changed or not. */
  async policyHead(groupId: number): Promise<PolicyHead | null> {
    const { rows } = await this.pool.query(`SELECT ${POLICY_HEAD_COLUMNS} FROM groups WHERE id = $1`, [groupId]);
    return rows[0] ? toPolicyHead(rows[0]) : null;
  }

  // --- What the moderation bot reports from Telegram ----------------------------------------

  /**
   * The bot was added to (active) or removed from (removed) a group. A new group is created on
   * the Free plan, owned by the Telegram user who added the bot; an existing one keeps its plan
   * and owner, and takes the new title and member count when given.
   */
  async setBotStatus(s: {
    groupId: number;
    status: "active" | "removed";
    title?: string;
    addedBy?: number;
    memberCount?: number;
    /** The language a group created by this call starts with (see languageOfAdder); the default writes nothing. */
    language?: BotLanguage;
  }): Promise<{ group: GroupRecord; created: boolean }> {
    return transaction(this.pool, async (client) => {
      // A chat that became a supergroup is not a group again: a late update of it (still being
      // handled when the migration committed) must not bring the old id back as a new Free group.
      await refuseMigratedId(client, s.groupId);
      const inserted = await client.query(
        `INSERT INTO groups (id, title, plan, bot_status, owner_telegram_user_id, member_count)
       VALUES ($1, COALESCE($2, ''), 'free', $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET bot_status = EXCLUDED.bot_status,
         title = COALESCE($2, groups.title),
         member_count = COALESCE($5, groups.member_count),
         owner_telegram_user_id = COALESCE(groups.owner_telegram_user_id, EXCLUDED.owner_telegram_user_id),
         updated_at = now()
       RETURNING id, (xmax = 0) AS created`,
        [s.groupId, s.title ?? null, s.status, s.addedBy ?? null, s.memberCount ?? null],
      );
      // A migration that committed while this insert waited on the old row: seen now (a new statement, a new snapshot).
      await refuseMigratedId(client, s.groupId);
      const created = inserted.rows[0].created as boolean;
      // A new group's policy has not been read yet: its first settings need no new policy version.
      if (created && s.language !== undefined && s.language !== DEFAULTS.language) {
        await client.query("INSERT INTO settings (group_id, values) VALUES ($1, $2) ON CONFLICT (group_id) DO NOTHING", [s.groupId, { language: s.language }]);
      }
      return { group: await GroupStore.writtenGroup(client, inserted.rows[0].id as number), created };
    });
  }

  /**
   * The admin loop's reach from a group: its owner, and the other groups where the bot is active
   * that an account reaching this group also reaches, or that the same Telegram user owns
   * ("ban everywhere"), ordered by id, at most `limit`. Null when the group does not exist. One snapshot: read apart, a
   * migration committing between the reads made the group itself, under its new id, one of its siblings.
   */
  async siblingGroups(groupId: number, limit: number): Promise<{ ownerTelegramUserId: number | null; groupIds: number[] } | null> {
    return transaction(this.pool, (client) => this.siblingGroupsIn(client, groupId, limit), SNAPSHOT);
  }

  private async siblingGroupsIn(db: PoolClient, groupId: number, limit: number): Promise<{ ownerTelegramUserId: number | null; groupIds: number[] } | null> {
    const g = await this.getGroup(groupId, db);
    if (!g) return null;
    const { accountIds: accounts } = await GroupStore.groupAccountsIn(db, groupId);
    // Three index-driven sets (by account grant, by linked Telegram administrator, by owner), so the
    // cost is the tenant's groups; one OR of them made PostgreSQL scan every group and admin row.
    const { rows } = await db.query(
      `SELECT g.id FROM (
         SELECT a.group_id AS id FROM group_admins a WHERE a.account_id = ANY($2::text[])
         UNION
         SELECT a.group_id FROM group_admins a
         WHERE a.telegram_user_id IN (SELECT l.telegram_user_id FROM account_links l WHERE l.account_id = ANY($2::text[]))
         UNION
         SELECT o.id FROM groups o WHERE $3::bigint IS NOT NULL AND o.owner_telegram_user_id = $3::bigint
       ) reached JOIN groups g ON g.id = reached.id
       WHERE g.id <> $1 AND g.bot_status = 'active'
       ORDER BY g.id
       LIMIT $4`,
      [groupId, accounts, g.owner_telegram_user_id, limit],
    );
    return { ownerTelegramUserId: g.owner_telegram_user_id, groupIds: rows.map((r) => Number(r.id)) };
  }

  /**
   * Locks the group's row and those of the groups whose admin chat it is (the rows dropUnreachableAdminChats may write),
   * at once, in id order. One set of ids (a UNION, not an OR: PostgreSQL then finds each row by index,
   * settings_by_admin_chat and the groups' key, instead of scanning every group's row). False when the group does not
   * exist.
   */
  private static async lockWithAdminChatters(client: PoolClient, groupId: number): Promise<boolean> {
    const { rows } = await client.query(
      `SELECT g.id FROM groups g
       WHERE g.id IN (SELECT $1::bigint UNION ALL SELECT s.group_id FROM settings s WHERE (s.values->>'admin_chat_id')::bigint = $1)
       ORDER BY g.id FOR UPDATE OF g`,
      [groupId],
    );
    return rows.some((r) => Number(r.id) === groupId);
  }

  /**
   * Takes back an operator grant of the group to the account (upsertGroup's adminAccountIds); access the account has
   * through its linked Telegram user administering the group stays. Locks as syncTelegramAdmins does (the group's row and
   * those of the groups whose admin chat it is): a policy write of that account holding the group's row (writePolicy)
   * ends first, and one after this no longer reaches the group. Null when the group does not exist (a former id of a
   * group included).
   */
  async revokeGrant(groupId: number, accountId: string): Promise<{ group: GroupRecord; revoked: boolean } | null> {
    return transaction(
      this.pool,
      async (client) => {
        if (!(await GroupStore.lockWithAdminChatters(client, groupId))) return null;
        const removed = await client.query("DELETE FROM group_admins WHERE group_id = $1 AND account_id = $2 AND granted_by = 'operator'", [
          groupId,
          accountId,
        ]);
        const revoked = (removed.rowCount ?? 0) > 0;
        // An admin chat the account made reachable (this group's, or one set to this group) may no longer be.
        if (revoked) await dropUnreachableAdminChats(client, groupId);
        return { group: await GroupStore.writtenGroup(client, groupId), revoked };
      },
      { retryOnConflict: CONFLICT_RETRIES },
    );
  }

  /**
   * Replaces the group's Telegram administrators (granted_by 'telegram') with `telegramUserIds`,
   * in one transaction; operator grants are untouched. Null when the group does not exist.
   */
  async syncTelegramAdmins(groupId: number, telegramUserIds: number[]): Promise<{ added: number; removed: number } | null> {
    const ids = [...new Set(telegramUserIds)];
    return transaction(
      this.pool,
      async (client) => {
        // The group's row and those of the groups whose admin chat it is (the rows dropUnreachableAdminChats may write)
        // are locked at once, in id order, before anything is written. Locked one by one (this group's first), two
        // groups that are each other's admin chat, synced at once, each held its own and waited for the other's: a
        // deadlock, and a lost bot update. A group that took this one as its admin chat while this waited for the locks
        // is locked later, out of that order: the rare cycle that leaves is run again (retryOnConflict; the callback
        // only touches the database).
        if (!(await GroupStore.lockWithAdminChatters(client, groupId))) return null;
        const removed = await client.query(
          `DELETE FROM group_admins WHERE group_id = $1 AND granted_by = 'telegram' AND NOT (telegram_user_id = ANY($2::bigint[]))`,
          [groupId, ids],
        );
        const added = await client.query(
          `INSERT INTO group_admins (group_id, telegram_user_id, granted_by)
         SELECT $1, u, 'telegram' FROM unnest($2::bigint[]) AS u
         ON CONFLICT DO NOTHING`,
          [groupId, ids],
        );
        // Administrators of this group changed: an admin chat set to it, or this group's own, may no longer be reachable.
        if ((removed.rowCount ?? 0) > 0) await dropUnreachableAdminChats(client, groupId);
        return { added: added.rowCount ?? 0, removed: removed.rowCount ?? 0 };
      },
      { retryOnConflict: CONFLICT_RETRIES },
    );
  }

  /**
   * The group became a supergroup: it moves from `from` to `to` in one transaction, by changing its
   * id in place (its settings, rules, whitelist and administrators follow by ON UPDATE CASCADE; its
   * reports are re-keyed). The policy version goes above both ids' versions, so a cache holding
   * either sees a change. A target the bot merely registered (first message in the new chat before
   * the migration message) is replaced; a target with configuration of its own is refused
   * (ALREADY_EXISTS). `migrated` false: `from` had already moved to `to`. Null: `from` is unknown.
   */
  async migrateGroup(from: number, to: number): Promise<{ group: GroupRecord; migrated: boolean } | null> {
    return transaction(
      this.pool,
      async (client) => {
        // Both rows, and those of the groups whose admin chat `from` is (their settings are moved below), locked at once in
        // id order, as SyncTelegramAdmins takes them: two transactions touching the same groups cannot deadlock. One set
        // of ids, as SyncTelegramAdmins finds them (by index, not by scanning every group's row).
        const { rows } = await client.query(
          `SELECT id, policy_version FROM groups
         WHERE id IN (SELECT unnest($1::bigint[]) UNION ALL SELECT s.group_id FROM settings s WHERE (s.values->>'admin_chat_id')::bigint = $2)
         ORDER BY id FOR UPDATE OF groups`,
          [[from, to], from],
        );
        // A former id is never a group's id again (see refuseMigratedId): moved onto, the group moved there would take
        // over what still names the old id (ListGroupAccounts maps it to the group it became: the webhook events of the
        // old id, written before its move, would reach the accounts of the group moved onto it). Read under the locks:
        // a migration of `to` committed meanwhile is seen (a new statement).
        const reused = await client.query("SELECT to_id FROM group_migrations WHERE from_id = $1", [to]);
        if (reused.rows[0]) {
          throw errors.alreadyExists("group", "id", `${to} is a former id of the group ${reused.rows[0].to_id}; ${from} was not moved onto it`);
        }
        const source = rows.find((r) => Number(r.id) === from);
        const target = rows.find((r) => Number(r.id) === to);
        if (!source) {
          const done = await client.query("SELECT to_id FROM group_migrations WHERE from_id = $1", [from]);
          return done.rows[0] && Number(done.rows[0].to_id) === to && target ? { group: await GroupStore.writtenGroup(client, to), migrated: false } : null;
        }
        if (target) {
          const own = await client.query(
            `SELECT g.plan <> 'free' OR g.feedback_seq > 0
             OR EXISTS (SELECT 1 FROM settings s WHERE s.group_id = g.id AND s.values <> '{}'::jsonb)
             OR EXISTS (SELECT 1 FROM rules r WHERE r.group_id = g.id)
             OR EXISTS (SELECT 1 FROM whitelist w WHERE w.group_id = g.id)
             OR EXISTS (SELECT 1 FROM group_admins a WHERE a.group_id = g.id AND a.granted_by = 'operator') AS configured
           FROM groups g WHERE g.id = $1`,
            [to],
          );
          if (own.rows[0].configured) throw errors.alreadyExists("group", "id", `group ${to} already has its own configuration; ${from} was not moved onto it`);
          await client.query("DELETE FROM groups WHERE id = $1", [to]);
        }
        const version = Math.max(Number(source.policy_version), Number(target?.policy_version ?? 0)) + 1;
        await client.query("UPDATE groups SET id = $2, bot_status = 'active', policy_version = $3, updated_at = now() WHERE id = $1", [from, to, version]);
        await client.query("UPDATE reports SET group_id = $2 WHERE group_id = $1", [from, to]);
        // Older ids that pointed at `from` now point at `to`.
        await client.query("UPDATE group_migrations SET to_id = $2 WHERE to_id = $1", [from, to]);
        // Groups whose admin chat it was post their notices to its new id. Their groups rows are locked before their
        // settings rows are written, in id order, as every write takes them (see dropUnreachableAdminChats).
        await client.query(
          `SELECT g.id FROM groups g JOIN settings s ON s.group_id = g.id
         WHERE (s.values->>'admin_chat_id')::bigint = $1 ORDER BY g.id FOR UPDATE OF g`,
          [from],
        );
        await client.query(
          `WITH moved AS (
           UPDATE settings SET values = jsonb_set(values, '{admin_chat_id}', to_jsonb($2::bigint)), updated_at = now()
           WHERE (values->>'admin_chat_id')::bigint = $1 RETURNING group_id)
         UPDATE groups g SET policy_version = g.policy_version + 1, updated_at = now() FROM moved m WHERE g.id = m.group_id`,
          [from, to],
        );
        await client.query(
          `INSERT INTO group_migrations (from_id, to_id) VALUES ($1, $2)
         ON CONFLICT (from_id) DO UPDATE SET to_id = EXCLUDED.to_id, migrated_at = now()`,
          [from, to],
        );
        return { group: await GroupStore.writtenGroup(client, to), migrated: true };
      },
      { retryOnConflict: CONFLICT_RETRIES },
    );
  }

  /** Settings, rules and whitelist of a group read in one snapshot, with the version they belong to. */
  async getPolicy(groupId: number): Promise<PolicyRecord | null> {
    return transaction(
      this.pool,
      async (client) => {
        const g = await client.query(`SELECT ${POLICY_HEAD_COLUMNS}, plan FROM groups WHERE id = $1`, [groupId]);
        if (!g.rows[0]) return null;
        const s = await client.query("SELECT values FROM settings WHERE group_id = $1", [groupId]);
        const r = await client.query(`SELECT ${RULE_COLUMNS} FROM rules WHERE group_id = $1 ORDER BY created_at, id`, [groupId]);
        const w = await client.query(`SELECT ${WHITELIST_COLUMNS} FROM whitelist WHERE group_id = $1 ${WHITELIST_ORDER}`, [groupId]);
        return {
          groupId,
          ...toPolicyHead(g.rows[0]),
          plan: g.rows[0].plan as PlanName,
          settings: effectiveSettings((s.rows[0]?.values as Record<string, unknown>) ?? {}),
          rules: r.rows as RuleRecord[],
          whitelist: w.rows as WhitelistRecord[],
        };
      },
      SNAPSHOT,
    );
  }

  // --- Group-scoped reads and writes for one account -----------------------------------------
  // Every method checks that the account reaches the group (NotFound "group" otherwise). Every
  // write locks the group row, changes the data, and bumps policy_version in ONE transaction:
  // writes to a group are serialised (caps and unique names hold under concurrency), and once a
  // write has returned, the engine's next GetPolicy sees the new version.

  /** Whether the account reaches the group; `withBot`: and the bot is in it (it has not reported leaving: ADMIN_CHAT_RULE). */
  private static async reaches(q: Pool | PoolClient, accountId: string, groupId: number, { withBot = false }: { withBot?: boolean } = {}): Promise<boolean> {
    const { rows } = await q.query(`SELECT g.id FROM groups g WHERE g.id = $2${withBot ? " AND g.bot_status = 'active'" : ""} AND ${REACHABLE}`, [
      accountId,
      groupId,
    ]);
    return rows.length > 0;
  }

  private async assertReachable(q: Pool | PoolClient, accountId: string, groupId: number): Promise<void> {
    if (!(await GroupStore.reaches(q, accountId, groupId))) throw groupNotFound(groupId);
  }

  /**
   * Locks the group's row for a policy write, checking that the account reaches it and that it is on Pro or Business:
   * every policy write is one of the API's Pro+ operations (settings, rules, whitelist). The gateway checks the plan
   * first, from a read; a downgrade committed between that read and this lock would otherwise be written past.
   */
  private static async lockForPolicyWrite(client: PoolClient, accountId: string, groupId: number): Promise<void> {
    const { rows } = await client.query<{ plan: PlanName }>(`SELECT g.plan FROM groups g WHERE g.id = $2 AND ${REACHABLE} FOR UPDATE OF g`, [
      accountId,
      groupId,
    ]);
    if (rows.length === 0) throw groupNotFound(groupId);
    if (!isProPlus(rows[0]!.plan)) throw errors.planRequired("pro", rows[0]!.plan, "group");
  }

  /**
   * `adminChat`: the write may set the group's admin chat to that group, and checks then that the account reaches it
   * (see lockAccountLink); its locks are taken with the group's, in the order every write takes them. `setsAdminChat`:
   * a settings write, which may find under the group's lock that it sets an admin chat it did not name (the settings
   * changed since they were read): it locks that chat's row and the account's link then, after the group's, out of
   * order, and is run again when that meets a lock cycle (its callback must then be safe to run again).
   */
  private async writePolicy<T>(
    accountId: string,
    groupId: number,
    fn: (client: PoolClient) => Promise<PolicyWrite<T>>,
    { adminChat, setsAdminChat = false }: { adminChat?: number; setsAdminChat?: boolean } = {},
  ): Promise<{ value: T; version: number }> {
    const other = adminChat !== undefined && adminChat !== 0 && adminChat !== groupId ? adminChat : undefined;
    return transaction(
      this.pool,
      async (client) => {
        if (other !== undefined) await GroupStore.lockAccountLink(client, accountId);
        if (other !== undefined && other < groupId) await GroupStore.lockChatShared(client, other);
        await GroupStore.lockForPolicyWrite(client, accountId, groupId);
        if (other !== undefined && other > groupId) await GroupStore.lockChatShared(client, other);
        const { value, changed } = await fn(client);
        const v = changed
          ? await client.query("UPDATE groups SET policy_version = policy_version + 1, updated_at = now() WHERE id = $1 RETURNING policy_version", [groupId])
          : await client.query("SELECT policy_version FROM groups WHERE id = $1", [groupId]);
        return { value, version: v.rows[0].policy_version as number };
      },
      // Only a write that locks another group's row can meet a lock cycle; its callback only touches the database.
      other !== undefined || setsAdminChat ? { retryOnConflict: CONFLICT_RETRIES } : {},
    );
  }

  /**
   * What decides whether an account reaches a chat is held still until the transaction ends: the account's link (its
   * Telegram user: linkAccount updates that row) and the chat's groups row (SyncTelegramAdmins, a bot status change
   * and a migration of the chat all lock or update it). Locks in the order those changes take them: the account's
   * link, then groups rows in id order. A reach checked after these locks (a new statement) stays true until commit.
   */
  private static async lockAccountLink(client: PoolClient, accountId: string): Promise<void> {
    await client.query("SELECT 1 FROM account_links WHERE account_id = $1 FOR SHARE", [accountId]);
  }

  private static async lockChatShared(client: PoolClient, chatId: number): Promise<void> {
    await client.query("SELECT 1 FROM groups WHERE id = $1 FOR SHARE", [chatId]);
  }

  private static async readSettings(q: Pool | PoolClient, groupId: number): Promise<SettingsValues> {
    const { rows } = await q.query("SELECT values FROM settings WHERE group_id = $1", [groupId]);
    return effectiveSettings((rows[0]?.values as Record<string, unknown>) ?? {});
  }

  async getSettings(accountId: string, groupId: number): Promise<{ settings: SettingsValues; version: number }> {
    return transaction(
      this.pool,
      async (client) => {
        await this.assertReachable(client, accountId, groupId);
        const settings = await GroupStore.readSettings(client, groupId);
        const v = await client.query("SELECT policy_version FROM groups WHERE id = $1", [groupId]);
        return { settings, version: v.rows[0].policy_version as number };
      },
      SNAPSHOT,
    );
  }

  /**
   * Merges settings under the group's lock: `merge` gets the current settings and returns the
   * next ones (or throws to refuse; nothing is then applied), or null for a no-op. It may be called
   * more than once (before the locks, and again when a lock cycle runs the write again): a pure function.
   */
  async updateSettings(
    accountId: string,
    groupId: number,
    merge: (current: SettingsValues) => SettingsValues | null,
  ): Promise<{ settings: SettingsValues; version: number }> {
    // The admin chat the patch sets, read before any lock so that its row is locked in order with the group's (see
    // writePolicy). A refusal here is made again, under the lock, on what is current then.
    let adminChat: number | undefined;
    try {
      const current = await GroupStore.readSettings(this.pool, groupId);
      adminChat = merge(current)?.admin_chat_id;
      if (adminChat === current.admin_chat_id) adminChat = undefined;
    } catch {
      adminChat = undefined;
    }
    const { value, version } = await this.writePolicy(
      accountId,
      groupId,
      async (client) => {
        const current = await GroupStore.readSettings(client, groupId);
        const next = merge(current);
        if (next === null) return { value: current, changed: false };
        // A patch that only restates current values (or sends a default the group already has) changes no setting: the
        // version must not move, or every engine would refetch an identical policy (and a client could not tell a change).
        const stored = JSON.stringify(settingsOverrides(next));
        if (stored === JSON.stringify(settingsOverrides(current))) return { value: current, changed: false };
        // The bot posts the group's notices (its title, senders' names, message texts) into the admin
        // chat: a chat this account does not administer would let one customer make the bot write
        // into another's group, and a chat the bot has left would lose every notice without a word.
        // A value set earlier is not checked again when a patch leaves it alone.
        if (next.admin_chat_id !== 0 && next.admin_chat_id !== current.admin_chat_id) {
          // Checked under locks that hold the reach until commit: checked unlocked, a change of the chat's
          // administrators or of the account's link committed before this write did not see it (its settings were not
          // written yet) and this write did not see the change, so the group kept a chat nobody reaching it reaches.
          // The chat the patch sets was locked with the group's, unless the settings changed since it was read.
          if (next.admin_chat_id !== adminChat && next.admin_chat_id !== groupId) {
            await GroupStore.lockAccountLink(client, accountId);
            await GroupStore.lockChatShared(client, next.admin_chat_id);
          }
          if (!(await GroupStore.reaches(client, accountId, next.admin_chat_id, { withBot: true }))) {
            throw errors.invalidSettingValue("admin_chat_id", ADMIN_CHAT_RULE);
          }
        }
        await client.query(
          `INSERT INTO settings (group_id, values, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (group_id) DO UPDATE SET values = EXCLUDED.values, updated_at = now()`,
          [groupId, stored],
        );
        return { value: next, changed: true };
      },
      { adminChat, setsAdminChat: true },
    );
    return { settings: value, version };
  }

  /**
   * The reach check and the read in one snapshot (as getSettings): read apart, a migration committing between them
   * moved the rules to the new id, and a group that has rules answered an empty list.
   */
  async listRules(accountId: string, groupId: number): Promise<RuleRecord[]> {
    return transaction(
      this.pool,
      async (client) => {
        await this.assertReachable(client, accountId, groupId);
        const { rows } = await client.query(`SELECT ${RULE_COLUMNS} FROM rules WHERE group_id = $1 ORDER BY created_at, id`, [groupId]);
        return rows as RuleRecord[];
      },
      SNAPSHOT,
    );
  }

  private static async assertNameFree(client: PoolClient, groupId: number, name: string, exceptId: string | null): Promise<void> {
    const { rows } = await client.query("SELECT 1 FROM rules WHERE group_id = $1 AND name = $2 AND id IS DISTINCT FROM $3", [groupId, name, exceptId]);
    if (rows[0]) throw errors.alreadyExists("rule", "name", `a rule named ${name} already exists in this group`);
  }

  /**
   * Refuses (422 on pattern) an enabled regex that would put the group's enabled regexes over
   * their total cost. Runs under the group's lock; the other rules' costs are memoised by pattern.
   */
  private static async assertGroupCost(client: PoolClient, groupId: number, rule: RuleValues, exceptId: string | null): Promise<void> {
    if (rule.kind !== "regex" || !rule.enabled) return;
    const { rows } = await client.query("SELECT pattern FROM rules WHERE group_id = $1 AND kind = 'regex' AND enabled AND id IS DISTINCT FROM $2", [
      groupId,
      exceptId,
    ]);
    let others = 0;
    for (const r of rows) others += storedRegexCost(r.pattern as string) ?? 0;
    const problem = groupCostProblem(others, rule.cost ?? storedRegexCost(rule.pattern) ?? 0);
    if (problem) throw errors.validation([{ path: "pattern", message: problem }]);
  }

  /** Adds a rule; at most `limit` a group (409), names unique in the group (422 on name), regex cost within the group's total. */
  async createRule(accountId: string, groupId: number, rule: RuleValues, limit: number): Promise<{ rule: RuleRecord; version: number }> {
    const { value, version } = await this.writePolicy(accountId, groupId, async (client) => {
      const { rows: counted } = await client.query("SELECT count(*)::int AS n FROM rules WHERE group_id = $1", [groupId]);
      if ((counted[0].n as number) >= limit) throw errors.limitReached("rules", limit);
      await GroupStore.assertNameFree(client, groupId, rule.name, null);
      await GroupStore.assertGroupCost(client, groupId, rule, null);
      // One reading of the clock for both columns: read twice, a millisecond could turn between them, and a
      // rule nobody replaced would answer with an updated_at after its created_at.
      const { rows } = await client.query(
        `WITH at AS (SELECT date_trunc('milliseconds', clock_timestamp()) AS t)
         INSERT INTO rules (id, group_id, name, kind, pattern, weight, enabled, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT t FROM at), (SELECT t FROM at))
         RETURNING ${RULE_COLUMNS}`,
        [mintRuleId(), groupId, rule.name, rule.kind, rule.pattern, rule.weight, rule.enabled],
      );
      return { value: rows[0] as RuleRecord, changed: true };
    });
    return { rule: value, version };
  }

  /** Replaces every writable field of an existing rule (NotFound "rule" otherwise). */
  async replaceRule(accountId: string, groupId: number, ruleId: string, rule: RuleValues): Promise<{ rule: RuleRecord; version: number }> {
    const { value, version } = await this.writePolicy(accountId, groupId, async (client) => {
      const { rows: found } = await client.query(`SELECT ${RULE_COLUMNS} FROM rules WHERE group_id = $1 AND id = $2`, [groupId, ruleId]);
      const current = found[0] as RuleRecord | undefined;
      if (!current) throw errors.notFound("rule", ruleId);
      // A replacement that restates the rule as it is changes nothing: its updated_at and the policy version stay (as a
      // settings patch of current values), or every engine would refetch an identical policy on a client's retry.
      if (
        current.name === rule.name &&
        current.kind === rule.kind &&
        current.pattern === rule.pattern &&
        current.weight === rule.weight &&
        current.enabled === rule.enabled
      ) {
        return { value: current, changed: false };
      }
      await GroupStore.assertNameFree(client, groupId, rule.name, ruleId);
      await GroupStore.assertGroupCost(client, groupId, rule, ruleId);
      const { rows } = await client.query(
        `UPDATE rules SET name = $3, kind = $4, pattern = $5, weight = $6, enabled = $7,
           updated_at = GREATEST(created_at, date_trunc('milliseconds', clock_timestamp()))
         WHERE group_id = $1 AND id = $2 RETURNING ${RULE_COLUMNS}`,
        [groupId, ruleId, rule.name, rule.kind, rule.pattern, rule.weight, rule.enabled],
      );
      return { value: rows[0] as RuleRecord, changed: true };
    });
    return { rule: value, version };
  }

  async deleteRule(accountId: string, groupId: number, ruleId: string): Promise<{ version: number }> {
    const { version } = await this.writePolicy(accountId, groupId, async (client) => {
      const { rowCount } = await client.query("DELETE FROM rules WHERE group_id = $1 AND id = $2", [groupId, ruleId]);
      if (!rowCount) throw errors.notFound("rule", ruleId);
      return { value: undefined, changed: true };
    });
    return { version };
  }

  /** The reach check and the read in one snapshot, as listRules. */
  async listWhitelist(accountId: string, groupId: number): Promise<WhitelistRecord[]> {
    return transaction(
      this.pool,
      async (client) => {
        await this.assertReachable(client, accountId, groupId);
        const { rows } = await client.query(`SELECT ${WHITELIST_COLUMNS} FROM whitelist WHERE group_id = $1 ${WHITELIST_ORDER}`, [groupId]);
        return rows as WhitelistRecord[];
      },
      SNAPSHOT,
    );
  }

  /**
   * Adds an entry, idempotently: an entry already there is returned unchanged (created false,
   * even at the cap); a new one needs room under `limit` (409).
   */
  async addWhitelistEntry(
    accountId: string,
    groupId: number,
    target: WhitelistTarget,
    limit: number,
  ): Promise<{ entry: WhitelistRecord; created: boolean; version: number }> {
    const { value, version } = await this.writePolicy(accountId, groupId, async (client) => {
      const existing = await client.query(
        `SELECT ${WHITELIST_COLUMNS} FROM whitelist WHERE group_id = $1 AND kind = $2 AND ${target.entityId !== null ? "entity_id = $3" : "username = $3"}`,
        [groupId, target.kind, target.entityId ?? target.username],
      );
      if (existing.rows[0]) return { value: { entry: existing.rows[0] as WhitelistRecord, created: false }, changed: false };
      const { rows: counted } = await client.query("SELECT count(*)::int AS n FROM whitelist WHERE group_id = $1", [groupId]);
      if ((counted[0].n as number) >= limit) throw errors.limitReached("whitelist", limit);
      const { rows } = await client.query(
        `INSERT INTO whitelist (group_id, kind, entity_id, username, added_at)
         VALUES ($1, $2, $3, $4, date_trunc('milliseconds', clock_timestamp())) RETURNING ${WHITELIST_COLUMNS}`,
        [groupId, target.kind, target.entityId, target.username],
      );
      return { value: { entry: rows[0] as WhitelistRecord, created: true }, changed: true };
    });
    return { ...value, version };
  }

  /** Removes what the path entry names; NotFound "whitelist_entry" when nothing matched. */
  async removeWhitelistEntries(accountId: string, groupId: number, removal: WhitelistRemoval, entry: string): Promise<{ removed: number; version: number }> {
    const { value, version } = await this.writePolicy(accountId, groupId, async (client) => {
      const { rowCount } =
        removal.by === "username"
          ? await client.query("DELETE FROM whitelist WHERE group_id = $1 AND username = $2", [groupId, removal.username])
          : await client.query("DELETE FROM whitelist WHERE group_id = $1 AND kind = $2 AND entity_id = $3", [
              groupId,
              removal.by === "user_id" ? "user" : "channel",
              removal.id,
            ]);
      if (!rowCount) throw errors.notFound("whitelist_entry", entry, `whitelist entry ${entry} not found`);
      return { value: rowCount, changed: true };
    });
    return { removed: value, version };
  }
}
