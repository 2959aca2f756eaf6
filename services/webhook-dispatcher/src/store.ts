import { ID_PREFIXES, LIMITS, mintedIdPattern } from "@warden/contract";
import { inTransaction, type Pool, type PoolClient } from "@warden/db";
import type { CursorSigner } from "@warden/server";
import type { GroupReach } from "./group-accounts.js";

/** Endpoints an account may hold. */
export const MAX_ENDPOINTS_PER_ACCOUNT = LIMITS.webhooksPerAccount;
/** How long a replaced secret keeps signing after a rotation. */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 3600 * 1000;

export interface EndpointRow {
  id: string;
  account_id: string;
  url: string;
  events: string[];
  group_ids: number[];
  all_groups: boolean;
  description: string;
  status: "enabled" | "disabled";
  disabled_reason: "manual" | "failing" | null;
  failing_since: Date | null;
  owner_telegram_user_id: number | null;
  /** When it was last enabled again after being disabled (null: enabled since it was created); not shown by the API. */
  enabled_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** An endpoint with what a delivery needs: its signing secrets, and whether its account is suspended. Never leaves the service. */
export interface EndpointForDelivery extends EndpointRow {
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
  /** Its account's deliveries are stopped (suspended_accounts: a plan without webhooks, or frozen). */
  account_suspended: boolean;
}

const COLUMNS =
  "id, account_id, url, events, group_ids, all_groups, description, status, disabled_reason, failing_since, owner_telegram_user_id, enabled_at, created_at, updated_at";
const DELIVERY_COLUMNS = `${COLUMNS}, secret, previous_secret, previous_secret_expires_at,
  EXISTS (SELECT 1 FROM suspended_accounts s WHERE s.account_id = endpoints.account_id) AS account_suspended`;

/** BIGINT[] arrives as strings from pg: group ids are safe integers, read as numbers. */
function endpointRow<T extends EndpointRow>(r: Record<string, unknown> | undefined): T | null {
  if (!r) return null;
  return { ...r, group_ids: ((r.group_ids as (string | number)[] | null) ?? []).map(Number) } as unknown as T;
}
const endpointRows = <T extends EndpointRow>(rows: Record<string, unknown>[]): T[] => rows.map((r) => endpointRow<T>(r)!);

/** An event of a group, as far as deciding who hears it goes. */
export interface EventOfGroup {
  groupId: number;
  type: string;
  /** When it occurred (the envelope's created_at). */
  createdAt: Date;
}

/** Why an endpoint does not hear an event (a `reason` of warden_webhook_tasks_dropped_total). */
export type UnheardReason = "endpoint_disabled" | "account_suspended" | "no_group_access" | "not_subscribed" | "before_reenabled";

/**
 * How far before the moment an endpoint was enabled again (`enabled_at`, floored to the second) an
 * event may have occurred and still be delivered to it. An event's time is the envelope's
 * `created_at`: for the bot's events Telegram's `date`, whole seconds of Telegram's clock, while
 * `enabled_at` is the API pod's clock in milliseconds. Floored to the second, and with this much
 * for the two clocks, an event that happened just after the endpoint was enabled again is never
 * taken for one of before; events up to this much before it may still be delivered.
 */
export const REENABLED_CLOCK_ALLOWANCE_MS = 2_000;

/** The earliest `created_at` an endpoint enabled again at `enabledAt` hears (see REENABLED_CLOCK_ALLOWANCE_MS). */
export function heardSince(enabledAt: Date): number {
  return Math.floor(enabledAt.getTime() / 1_000) * 1_000 - REENABLED_CLOCK_ALLOWANCE_MS;
}

/**
 * Whether an endpoint hears an event of a group, given the accounts that may reach that group and the group's ids
 * (groups-config's ListGroupAccounts): it is enabled, its account may reach the group, it
 * subscribes to the kind, it lists the group (by any id it has had) or every group of its account, and the event did not
 * occur before the endpoint was last enabled again (events of the time it was disabled, and
 * retries pending when it was disabled, are never delivered; `heardSince` allows for the events'
 * whole seconds and for clocks). Null when it hears it, else why not. The fan-out and every retry
 * apply this same rule.
 */
export function unheardBecause(ep: EndpointForDelivery, group: GroupReach, event: EventOfGroup): UnheardReason | null {
  if (ep.status !== "enabled") return "endpoint_disabled";
  if (ep.account_suspended) return "account_suspended";
  if (!group.accountIds.includes(ep.account_id)) return "no_group_access";
  if (!ep.events.includes(event.type)) return "not_subscribed";
  // An endpoint that names any id the group has had (one from before it became a supergroup) hears it.
  if (!ep.all_groups && !ep.group_ids.some((id) => id === event.groupId || group.groupIds.includes(id))) return "not_subscribed";
  if (ep.enabled_at !== null && event.createdAt.getTime() < heardSince(ep.enabled_at)) return "before_reenabled";
  return null;
}

/**
 * An endpoint was disabled: none of its pending retries will be made (a retry comes to an endpoint that is enabled,
 * and one enabled again hears no event of before: see unheardBecause), so its failed attempts stop showing when their
 * retry is due (`next_attempt_at`: "a failed attempt that will be retried") now, not when each retry's task comes due
 * and is dropped (DeliveryStore.retryDropped). An attempt whose retry has a record was retried and keeps its time.
 * In the disabling transaction.
 */
async function withdrawRetries(db: Pool | PoolClient, endpointId: string): Promise<void> {
  await db.query(
    `UPDATE deliveries d SET next_attempt_at = NULL
     WHERE d.endpoint_id = $1 AND d.next_attempt_at IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM deliveries r WHERE r.endpoint_id = $1 AND r.event_id = d.event_id AND r.attempt = d.attempt + 1)`,
    [endpointId],
  );
}

export class EndpointLimitReached extends Error {
  constructor() {
    super(`an account may hold at most ${MAX_ENDPOINTS_PER_ACCOUNT} webhook endpoints`);
  }
}

export interface EndpointPatch {
  url?: string;
  events?: string[];
  groups?: { allGroups: boolean; groupIds: number[] };
  description?: string;
  status?: "enabled" | "disabled";
  ownerTelegramUserId?: number | null;
}

/** Data module of webhook-dispatcher for endpoints: the only code that touches `endpoints`. */
export class EndpointStore {
  constructor(private readonly pool: Pool) {}

  async list(accountId: string): Promise<EndpointRow[]> {
    const { rows } = await this.pool.query(`SELECT ${COLUMNS} FROM endpoints WHERE account_id = $1 ORDER BY created_at, id`, [accountId]);
    return endpointRows<EndpointRow>(rows);
  }

  async get(accountId: string, id: string): Promise<EndpointRow | null> {
    const { rows } = await this.pool.query(`SELECT ${COLUMNS} FROM endpoints WHERE account_id = $1 AND id = $2`, [accountId, id]);
    return endpointRow<EndpointRow>(rows[0]);
  }

  /** The endpoint with its secrets, for the test delivery of its owner. */
  async getOwnedForDelivery(accountId: string, id: string): Promise<EndpointForDelivery | null> {
    const { rows } = await this.pool.query(`SELECT ${DELIVERY_COLUMNS} FROM endpoints WHERE account_id = $1 AND id = $2`, [accountId, id]);
    return endpointRow<EndpointForDelivery>(rows[0]);
  }

  async getForDelivery(id: string): Promise<EndpointForDelivery | null> {
    const { rows } = await this.pool.query(`SELECT ${DELIVERY_COLUMNS} FROM endpoints WHERE id = $1`, [id]);
    return endpointRow<EndpointForDelivery>(rows[0]);
  }

  /**
   * The endpoints of these accounts (those that may reach the event's group) that hear the event:
   * see `unheardBecause`, the one rule of the fan-out and of every retry. `beforeReenabled` counts
   * the enabled endpoints that would hear it but were enabled again after it occurred. `interrupted`
   * names the endpoints that do not hear it and whose attempt 1 of it is still `pending` (cut short by
   * a crash, this record now handled again): the fan-out closes those attempts (WebhookDispatcher).
   * Those include endpoints of accounts that no longer reach the group (none of `group.accountIds`,
   * which may be empty): their attempt is found by the event.
   */
  async matching(
    group: GroupReach,
    event: EventOfGroup & { id: string },
  ): Promise<{ endpoints: EndpointForDelivery[]; beforeReenabled: number; interrupted: { endpointId: string; reason: UnheardReason }[] }> {
    // Disabled endpoints too (an attempt of theirs may have been cut short); the pending attempt is looked up in the
    // same statement (an index probe per endpoint), so an event costs no further round trip when none is. And the
    // endpoints with a pending attempt 1 of the event whose account no longer reaches the group (an index probe by
    // event): they do not hear it, and their attempt would otherwise stay pending for ever.
    const { rows } = await this.pool.query(
      `SELECT ${DELIVERY_COLUMNS},
         EXISTS (SELECT 1 FROM deliveries d WHERE d.endpoint_id = endpoints.id AND d.event_id = $2 AND d.attempt = 1 AND d.status = 'pending') AS attempt_pending
       FROM endpoints
       WHERE id IN (SELECT id FROM endpoints WHERE account_id = ANY($1::text[])
                    UNION SELECT endpoint_id FROM deliveries WHERE event_id = $2 AND attempt = 1 AND status = 'pending')
       ORDER BY id`,
      [group.accountIds, event.id],
    );
    const endpoints: EndpointForDelivery[] = [];
    const interrupted: { endpointId: string; reason: UnheardReason }[] = [];
    let beforeReenabled = 0;
    for (const row of rows) {
      const { attempt_pending: pending, ...fields } = row as Record<string, unknown>;
      const ep = endpointRow<EndpointForDelivery>(fields)!;
      const unheard = unheardBecause(ep, group, event);
      if (unheard === null) endpoints.push(ep);
      else {
        if (unheard === "before_reenabled") beforeReenabled++;
        if (pending === true) interrupted.push({ endpointId: ep.id, reason: unheard });
      }
    }
    return { endpoints, beforeReenabled, interrupted };
  }

  /**
   * Stops or resumes every delivery of an account's endpoints (see suspended_accounts). Resuming sets `enabled_at` on
   * its enabled endpoints, as enabling one again does: nothing that occurred while it was suspended is delivered. It
   * also ends their failing runs, as enabling one again does: nothing was attempted while it was suspended, so days of
   * suspension would otherwise complete the disable window at the first failure after the resume.
   * True when the state changed.
   */
  async setAccountSuspended(accountId: string, suspended: boolean, now: Date): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      if (suspended) {
        const { rowCount } = await client.query("INSERT INTO suspended_accounts (account_id, since) VALUES ($1, $2) ON CONFLICT DO NOTHING", [accountId, now]);
        return (rowCount ?? 0) > 0;
      }
      const { rowCount } = await client.query("DELETE FROM suspended_accounts WHERE account_id = $1", [accountId]);
      if ((rowCount ?? 0) === 0) return false;
      await client.query("UPDATE endpoints SET enabled_at = $2, failing_since = NULL WHERE account_id = $1 AND status = 'enabled'", [accountId, now]);
      return true;
    });
  }

  /**
   * A group became a supergroup: every endpoint that names `from` names `to` in its place (once: an endpoint that
   * already names both keeps one), so its `group_ids` show the id the API knows the group by. Idempotent (a redelivered
   * move changes nothing). The number of endpoints changed.
   */
  async moveGroup(from: number, to: number): Promise<number> {
    const { rowCount } = await this.pool.query(
      `UPDATE endpoints
       SET group_ids = CASE WHEN $2::bigint = ANY(group_ids) THEN array_remove(group_ids, $1::bigint) ELSE array_replace(group_ids, $1::bigint, $2::bigint) END,
           updated_at = now()
       WHERE $1::bigint = ANY(group_ids)`,
      [from, to],
    );
    return rowCount ?? 0;
  }

  /** Inserts an endpoint unless the account already holds the maximum (serialised per account). */
  async create(e: {
    id: string;
    accountId: string;
    url: string;
    events: string[];
    groupIds: number[];
    allGroups: boolean;
    description: string;
    ownerTelegramUserId: number | null;
    secret: string;
    now: Date;
  }): Promise<EndpointRow> {
    return inTransaction(this.pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('dispatcher.endpoints'), hashtext($1))", [e.accountId]);
      const { rows: counted } = await client.query("SELECT count(*)::int AS n FROM endpoints WHERE account_id = $1", [e.accountId]);
      if ((counted[0].n as number) >= MAX_ENDPOINTS_PER_ACCOUNT) throw new EndpointLimitReached();
      const { rows } = await client.query(
        `INSERT INTO endpoints (id, account_id, url, events, group_ids, all_groups, description, owner_telegram_user_id, secret, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
         RETURNING ${COLUMNS}`,
        [e.id, e.accountId, e.url, e.events, e.groupIds, e.allGroups, e.description, e.ownerTelegramUserId, e.secret, e.now],
      );
      return endpointRow<EndpointRow>(rows[0])!;
    });
  }

  /**
   * Applies a patch. `status: enabled` on a disabled endpoint re-enables it, clears its failing
   * state and records when (`enabled_at`: no event that occurred before is delivered to it, see
   * heardSince);
   * `status: disabled` on an enabled one disables it (reason manual). A patch that changes
   * nothing leaves updated_at alone. Null when the account has no such endpoint.
   */
  async update(accountId: string, id: string, patch: EndpointPatch, now: Date): Promise<EndpointRow | null> {
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query(`SELECT ${COLUMNS} FROM endpoints WHERE account_id = $1 AND id = $2 FOR UPDATE`, [accountId, id]);
      const current = endpointRow<EndpointRow>(rows[0]);
      if (!current) return null;
      const next: EndpointRow = { ...current };
      if (patch.url !== undefined && patch.url !== current.url) {
        next.url = patch.url;
        // "Fails for 3 days in a row" is about the URL the events go to: a new one starts with no failing run. An endpoint
        // disabled for failing keeps its failing_since (why it was disabled; its owner's notice names it) until it is
        // enabled again, which ends the run in any case.
        if (current.status === "enabled") next.failing_since = null;
      }
      if (patch.events !== undefined) next.events = patch.events;
      if (patch.groups !== undefined) {
        next.all_groups = patch.groups.allGroups;
        next.group_ids = patch.groups.allGroups ? [] : patch.groups.groupIds;
      }
      if (patch.description !== undefined) next.description = patch.description;
      if (patch.ownerTelegramUserId !== undefined && patch.ownerTelegramUserId !== null) next.owner_telegram_user_id = patch.ownerTelegramUserId;
      if (patch.status === "enabled" && current.status === "disabled") {
        next.status = "enabled";
        next.disabled_reason = null;
        next.failing_since = null;
        next.enabled_at = now;
      } else if (patch.status === "disabled" && current.status === "enabled") {
        next.status = "disabled";
        next.disabled_reason = "manual";
        await withdrawRetries(client, id);
      }
      const visible = (r: EndpointRow) =>
        JSON.stringify([
          r.url,
          r.events,
          r.all_groups ? null : r.group_ids.map(Number),
          r.description,
          r.status,
          r.disabled_reason,
          r.failing_since?.getTime() ?? null,
        ]);
      const changed = visible(next) !== visible(current);
      if (!changed && next.owner_telegram_user_id === current.owner_telegram_user_id) return current;
      const { rows: updated } = await client.query(
        `UPDATE endpoints SET url = $3, events = $4, group_ids = $5, all_groups = $6, description = $7, status = $8,
           disabled_reason = $9, failing_since = $10, owner_telegram_user_id = $11, enabled_at = $14,
           disable_notified_at = CASE WHEN $8 = 'enabled' THEN NULL ELSE disable_notified_at END,
           updated_at = CASE WHEN $12 THEN $13 ELSE updated_at END
         WHERE account_id = $1 AND id = $2
         RETURNING ${COLUMNS}`,
        [
          accountId,
          id,
          next.url,
          next.events,
          next.group_ids,
          next.all_groups,
          next.description,
          next.status,
          next.disabled_reason,
          next.failing_since,
          next.owner_telegram_user_id,
          changed,
          now,
          next.enabled_at,
        ],
      );
      return endpointRow<EndpointRow>(updated[0])!;
    });
  }

  async delete(accountId: string, id: string): Promise<boolean> {
    const { rowCount } = await this.pool.query("DELETE FROM endpoints WHERE account_id = $1 AND id = $2", [accountId, id]);
    return (rowCount ?? 0) > 0;
  }

  /**
   * Makes `secret` current; the replaced secret keeps signing until the returned time. A second
   * rotation within that window drops the oldest secret.
   */
  async rotateSecret(accountId: string, id: string, secret: string, now: Date): Promise<Date | null> {
    const expires = new Date(now.getTime() + PREVIOUS_SECRET_GRACE_MS);
    const { rows } = await this.pool.query(
      `UPDATE endpoints SET previous_secret = secret, previous_secret_expires_at = $4, secret = $3, updated_at = $5
       WHERE account_id = $1 AND id = $2 RETURNING previous_secret_expires_at`,
      [accountId, id, secret, expires, now],
    );
    return rows[0] ? (rows[0].previous_secret_expires_at as Date) : null;
  }

  /**
   * A delivery succeeded: the endpoint is not failing any more. Not when it is disabled meanwhile (an
   * attempt in flight when it was disabled for failing): its failing run stays what the notice to the
   * owner and the API show, and ends when the endpoint is enabled again.
   */
  async noteSuccess(id: string, db: Pool | PoolClient = this.pool): Promise<void> {
    await db.query("UPDATE endpoints SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL AND status = 'enabled'", [id]);
  }

  /** A delivery failed: starts the failing run if none is open; returns when it started (null when not enabled). */
  async noteFailure(id: string, at: Date, db: Pool | PoolClient = this.pool): Promise<Date | null> {
    const { rows } = await db.query(
      `UPDATE endpoints SET failing_since = COALESCE(failing_since, $2) WHERE id = $1 AND status = 'enabled' RETURNING failing_since`,
      [id, at],
    );
    return rows[0] ? (rows[0].failing_since as Date) : null;
  }

  /** Disables an endpoint for failing, if it is still enabled in the same failing run. */
  async disableFailing(id: string, failingSince: Date, now: Date, db: Pool | PoolClient = this.pool): Promise<boolean> {
    const { rowCount } = await db.query(
      `UPDATE endpoints SET status = 'disabled', disabled_reason = 'failing', disable_notified_at = NULL, updated_at = $3
       WHERE id = $1 AND status = 'enabled' AND failing_since = $2`,
      [id, failingSince, now],
    );
    if (!rowCount) return false;
    await withdrawRetries(db, id);
    return true;
  }

  /** Endpoints disabled for failing whose owner has not been told yet. */
  async awaitingDisableNotice(limit = 100): Promise<EndpointRow[]> {
    const { rows } = await this.pool.query(
      `SELECT ${COLUMNS} FROM endpoints WHERE status = 'disabled' AND disabled_reason = 'failing' AND disable_notified_at IS NULL ORDER BY updated_at LIMIT $1`,
      [limit],
    );
    return endpointRows<EndpointRow>(rows);
  }

  async markDisableNotified(id: string, failingSince: Date | null, at: Date): Promise<void> {
    await this.pool.query(
      `UPDATE endpoints SET disable_notified_at = $3
       WHERE id = $1 AND status = 'disabled' AND disabled_reason = 'failing' AND failing_since IS NOT DISTINCT FROM $2`,
      [id, failingSince, at],
    );
  }

  async countDisabled(): Promise<{ manual: number; failing: number }> {
    const { rows } = await this.pool.query("SELECT disabled_reason, count(*)::int AS n FROM endpoints WHERE status = 'disabled' GROUP BY disabled_reason");
    const out = { manual: 0, failing: 0 };
    for (const r of rows) out[r.disabled_reason as "manual" | "failing"] = r.n as number;
    return out;
  }
}

export type DeliveryStatusName = "succeeded" | "failed" | "pending";

export interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  attempt: number;
  status: DeliveryStatusName;
  status_code: number | null;
  duration_ms: number | null;
  error: string | null;
  response_body: string | null;
  created_at: Date;
  next_attempt_at: Date | null;
}

export interface AttemptOutcome {
  status: "succeeded" | "failed";
  statusCode?: number;
  durationMs: number;
  error?: string;
  responseBody?: string;
  nextAttemptAt?: Date;
}

export type Claim = { claimed: true; id: string } | { claimed: false; id: string; status: DeliveryStatusName };

export interface DeliveryCursor {
  endpointId: string;
  status: string;
  createdAt: Date;
  id: string;
}

export class InvalidCursor extends Error {}

/** What the MAC binds a deliveries cursor to (a journal cursor never opens here). */
const CURSOR_PURPOSE = "deliveries.v1";
const DELIVERY_ID = new RegExp(mintedIdPattern(ID_PREFIXES.delivery));
// Attempts are recorded at "now": a position outside these years is not one this service wrote.
const CURSOR_MIN_MS = Date.UTC(2000, 0, 1);
const CURSOR_MAX_MS = Date.UTC(9999, 11, 31);

/** A position sealed with the service's cursor secret (HMAC-SHA256, see CursorSigner). */
export function encodeCursor(c: DeliveryCursor, signer: CursorSigner): string {
  return signer.seal(CURSOR_PURPOSE, JSON.stringify({ v: 1, e: c.endpointId, s: c.status, t: c.createdAt.toISOString(), i: c.id }));
}

/**
 * Decodes a cursor this service signed for this endpoint and status filter, its fields checked
 * again before they reach a query; throws InvalidCursor otherwise.
 */
export function decodeCursor(raw: string, endpointId: string, status: string, signer: CursorSigner): DeliveryCursor {
  const opened = raw.length > 512 ? undefined : signer.openJson(CURSOR_PURPOSE, raw);
  if (typeof opened !== "object" || opened === null) throw new InvalidCursor("is not a cursor this list issued");
  const parsed = opened as { v?: unknown; e?: unknown; s?: unknown; t?: unknown; i?: unknown };
  const t = typeof parsed.t === "string" ? new Date(parsed.t) : new Date(NaN);
  if (
    parsed.v !== 1 ||
    typeof parsed.i !== "string" ||
    !DELIVERY_ID.test(parsed.i) ||
    Number.isNaN(t.getTime()) ||
    t.getTime() < CURSOR_MIN_MS ||
    t.getTime() > CURSOR_MAX_MS ||
    typeof parsed.e !== "string" ||
    typeof parsed.s !== "string"
  ) {
    throw new InvalidCursor("is not a cursor this list issued");
  }
  if (parsed.e !== endpointId || parsed.s !== status) throw new InvalidCursor("was issued for another endpoint or filter");
  return { endpointId, status, createdAt: t, id: parsed.i };
}

/** Data module of webhook-dispatcher for delivery attempts: the only code that touches `deliveries`. */
export class DeliveryStore {
  constructor(private readonly pool: Pool) {}

  /**
   * Claims attempt `attempt` of an event to an endpoint by inserting it as pending. When the
   * attempt exists already (a redelivered record), it is claimed again only if it never finished:
   * it is pending, or was abandoned (closed when its record failed: see abandon), and is pending again.
   */
  async claim(a: { id: string; endpointId: string; eventId: string; eventType: string; attempt: number; now: Date }): Promise<Claim> {
    const { rows } = await this.pool.query(
      `INSERT INTO deliveries (id, endpoint_id, event_id, event_type, attempt, status, created_at)
       VALUES ($1, $2, $3, $4, $5, 'pending', $6)
       ON CONFLICT (endpoint_id, event_id, attempt) DO UPDATE SET status = 'pending', error = NULL, abandoned = false
         WHERE deliveries.abandoned
       RETURNING id`,
      [a.id, a.endpointId, a.eventId, a.eventType, a.attempt, a.now],
    );
    if (rows[0]) return { claimed: true, id: rows[0].id as string };
    const { rows: existing } = await this.pool.query("SELECT id, status FROM deliveries WHERE endpoint_id = $1 AND event_id = $2 AND attempt = $3", [
      a.endpointId,
      a.eventId,
      a.attempt,
    ]);
    const row = existing[0];
    if (!row) {
      // The endpoint (and its history) was deleted between the insert and this read.
      return { claimed: false, id: a.id, status: "failed" };
    }
    if (row.status === "pending") return { claimed: true, id: row.id as string };
    return { claimed: false, id: row.id as string, status: row.status as DeliveryStatusName };
  }

  /**
   * Records an attempt's outcome, in one transaction with `also` (what the outcome does to its endpoint: its failing
   * run), which runs first: the endpoint's row is locked before the attempt's, in the order a deletion of the endpoint
   * takes them. Once the attempt is finished a record handled again does not make it again, so a crash between the two
   * would lose what it does to the endpoint (a success that ends a failing run, and the endpoint disabled later for it).
   * An outcome recorded over an attempt abandoned meanwhile (by another process whose copy of the record failed) makes
   * it finished: it is not claimed again.
   */
  async finish<T>(id: string, o: AttemptOutcome, also: (tx: PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, async (tx) => {
      const done = await also(tx);
      // No retry is promised by an endpoint disabled meanwhile, or by this very outcome (see withdrawRetries): `also`
      // took the endpoint's row lock for a failure, so a disable under way has committed and is seen here.
      await tx.query(
        `UPDATE deliveries SET status = $2, status_code = $3, duration_ms = $4, error = $5, response_body = $6,
           next_attempt_at = CASE WHEN EXISTS (SELECT 1 FROM endpoints e WHERE e.id = deliveries.endpoint_id AND e.status = 'enabled')
             THEN $7::timestamptz END,
           abandoned = false
         WHERE id = $1`,
        [id, o.status, o.statusCode ?? null, o.durationMs, o.error ?? null, o.responseBody ?? null, o.nextAttemptAt ?? null],
      );
      return done;
    });
  }

  /**
   * Closes an attempt left `pending` (cut short by a crash) that will not be made again, as failed with `error`; an
   * attempt that finished is left as it is. True when one was closed.
   */
  async closeInterrupted(a: { endpointId: string; eventId: string; attempt: number }, error: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE deliveries SET status = 'failed', error = $4, next_attempt_at = NULL
       WHERE endpoint_id = $1 AND event_id = $2 AND attempt = $3 AND status = 'pending'`,
      [a.endpointId, a.eventId, a.attempt, error],
    );
    return (rowCount ?? 0) > 0;
  }

  /**
   * The retry that is attempt `attempt` will not be made (its task was dropped: the endpoint no longer hears the event):
   * the failed attempt before it stops showing when it is due (`next_attempt_at`: "a failed attempt that will be
   * retried"), or the history would promise a retry that never comes. Not when the retry has a record (a copy of the
   * task made it, or a crash cut it short): the attempt before it was retried.
   */
  async retryDropped(a: { endpointId: string; eventId: string; attempt: number }): Promise<void> {
    await this.pool.query(
      `UPDATE deliveries SET next_attempt_at = NULL
       WHERE endpoint_id = $1 AND event_id = $2 AND attempt = $3 - 1 AND next_attempt_at IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM deliveries r WHERE r.endpoint_id = $1 AND r.event_id = $2 AND r.attempt = $3)`,
      [a.endpointId, a.eventId, a.attempt],
    );
  }

  /**
   * Closes attempts left `pending` whose Kafka record failed (see WebhookDispatcher.abandonAfter) as failed with `error`,
   * marked abandoned: a record handled again claims them again. Attempt `attempt` of `eventId` to each of
   * `endpointIds`; attempts that finished are left as they are. Returns how many were closed.
   */
  async abandon(a: { endpointIds: string[]; eventId: string; attempt: number }, error: string): Promise<number> {
    if (a.endpointIds.length === 0) return 0;
    const { rowCount } = await this.pool.query(
      `UPDATE deliveries SET status = 'failed', error = $4, next_attempt_at = NULL, abandoned = true
       WHERE endpoint_id = ANY($1::text[]) AND event_id = $2 AND attempt = $3 AND status = 'pending'`,
      [a.endpointIds, a.eventId, a.attempt, error],
    );
    return rowCount ?? 0;
  }

  /** The endpoints whose attempt `attempt` of an event is pending. */
  async pendingEndpoints(eventId: string, attempt: number): Promise<string[]> {
    const { rows } = await this.pool.query("SELECT endpoint_id FROM deliveries WHERE event_id = $1 AND attempt = $2 AND status = 'pending'", [
      eventId,
      attempt,
    ]);
    return rows.map((r) => r.endpoint_id as string);
  }

  /** Records a finished attempt in one step (test deliveries). */
  async insertFinished(
    a: { id: string; endpointId: string; eventId: string; eventType: string; attempt: number; createdAt: Date },
    o: AttemptOutcome,
  ): Promise<void> {
    await this.pool.query(
      `INSERT INTO deliveries (id, endpoint_id, event_id, event_type, attempt, status, status_code, duration_ms, error, response_body, created_at, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        a.id,
        a.endpointId,
        a.eventId,
        a.eventType,
        a.attempt,
        o.status,
        o.statusCode ?? null,
        o.durationMs,
        o.error ?? null,
        o.responseBody ?? null,
        a.createdAt,
        o.nextAttemptAt ?? null,
      ],
    );
  }

  /** A page of the endpoint's attempts, newest first; `cursor` continues after its position. */
  async page(
    endpointId: string,
    opts: { limit: number; status?: DeliveryStatusName; cursor?: DeliveryCursor },
  ): Promise<{ rows: DeliveryRow[]; next?: DeliveryCursor }> {
    const params: unknown[] = [endpointId];
    let where = "endpoint_id = $1";
    if (opts.status) {
      params.push(opts.status);
      where += ` AND status = $${params.length}`;
    }
    if (opts.cursor) {
      params.push(opts.cursor.createdAt, opts.cursor.id);
      where += ` AND (created_at, id) < ($${params.length - 1}, $${params.length})`;
    }
    params.push(opts.limit + 1);
    const { rows } = await this.pool.query(
      `SELECT id, endpoint_id, event_id, event_type, attempt, status, status_code, duration_ms, error, response_body, created_at, next_attempt_at
       FROM deliveries WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $${params.length}`,
      params,
    );
    const page = (rows as DeliveryRow[]).slice(0, opts.limit);
    const last = page[page.length - 1];
    const next = rows.length > opts.limit && last ? { endpointId, status: opts.status ?? "", createdAt: last.created_at, id: last.id } : undefined;
    return { rows: page, next };
  }

  /**
   * Deletes the attempts recorded before `cutoff` (the delivery history's retention), `batchSize` rows per statement
   * so that no statement holds its locks long; returns how many went. The retention is longer than any retry's wait,
   * so no attempt still to be made loses the claim that keeps it from being made twice.
   */
  async deleteOlderThan(cutoff: Date, opts: { batchSize?: number } = {}): Promise<number> {
    const batchSize = opts.batchSize ?? 5_000;
    let total = 0;
    for (;;) {
      const { rowCount } = await this.pool.query(
        `DELETE FROM deliveries WHERE id IN (SELECT id FROM deliveries WHERE created_at < $1 ORDER BY created_at LIMIT $2)`,
        [cutoff, batchSize],
      );
      total += rowCount ?? 0;
      if ((rowCount ?? 0) < batchSize) return total;
    }
  }

  /** Every attempt of an event to an endpoint, oldest first (tests and diagnostics). */
  async attemptsOf(endpointId: string, eventId: string): Promise<DeliveryRow[]> {
    const { rows } = await this.pool.query(
      `SELECT id, endpoint_id, event_id, event_type, attempt, status, status_code, duration_ms, error, response_body, created_at, next_attempt_at
       FROM deliveries WHERE endpoint_id = $1 AND event_id = $2 ORDER BY attempt`,
      [endpointId, eventId],
    );
    return rows as DeliveryRow[];
  }
}
