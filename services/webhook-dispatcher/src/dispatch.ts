/**
 * The delivery pipeline: fan-out of an event to the endpoints that hear it, one attempt per
 * endpoint, and what follows a failure (the next retry topic, or the dead-letter topic after the
 * sixth attempt; auto-disable after the failing window, with a notice to the owner).
 *
 * Every attempt is claimed in the database first: a Kafka record delivered again (after a crash
 * or a rebalance) does not repeat an attempt that finished, because an attempt's follow-up (its
 * retry task) is published before the attempt is recorded as finished. Delivery is therefore at
 * least once: an attempt cut short by a crash is made again, with the same event id (or, when the
 * endpoint no longer hears the event by then, closed as failed: closeInterrupted). An attempt whose record
 * fails (and may be dead-lettered) is closed as failed too, and made again if the record is handled again
 * (abandonAfter). What an outcome does to the endpoint's failing run is recorded with the attempt, in one transaction.
 */
import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { PoolClient } from "@warden/db";
import type { Logger } from "@warden/telemetry";
import { classifyFailure, UndecodableRecordError } from "@warden/kafka";
import type { DeliveryTask } from "@warden/proto";
import { BoundedCache } from "@warden/server";
import type { AttemptResult, DeliveryTransport } from "./deliver.js";
import { type EndpointDisabledNotice, mintId } from "@warden/contract";
import { envelopeFacts, envelopeJson, testEvent, type WebhookEvent } from "./events.js";
import type { GroupAccounts } from "./group-accounts.js";
import type { DispatcherMetrics } from "./metrics.js";
import { MAX_ATTEMPTS, putBackTopic, type TaskQueue } from "./retry-topics.js";
import { unheardBecause, type DeliveryStore, type EndpointForDelivery, type EndpointRow, type EndpointStore, type UnheardReason } from "./store.js";

/** Why a retry task was not attempted: the `reason` label of warden_webhook_tasks_dropped_total. */
export type DropReason = "endpoint_deleted" | UnheardReason;

/** What runTask did with a task: made its attempt, put it back on a retry topic, or dropped it. */
export type TaskOutcome = "attempted" | "put_back" | "dropped";

export interface TaskMeta {
  /**
   * When the task first fell due (the `first-due-at` header: the due time it was scheduled with,
   * kept when it is put back). Default: its `dueAt`, else now.
   */
  firstDueAt?: Date;
}

/** A direct message to an endpoint's owner (topic notifications.v1, sent by the bot). */
export interface OwnerNotice {
  eventId: string;
  telegramUserId: number;
  accountId: string;
  /** What it tells: the bot writes it in the owner's language. */
  endpointDisabled: EndpointDisabledNotice;
}

export interface NoticeSink {
  notify(n: OwnerNotice): Promise<void>;
}

export interface DispatcherDeps {
  endpoints: EndpointStore;
  deliveries: DeliveryStore;
  groups: GroupAccounts;
  transport: Pick<DeliveryTransport, "post">;
  tasks: TaskQueue;
  notices: NoticeSink;
  /** Waits before attempts 2..6, in ms. */
  scheduleMs: number[];
  /** An endpoint whose deliveries all failed for this long is disabled. */
  disableAfterMs: number;
  /** Attempts in flight at once: first attempts this many, retries as many again (their own slots). */
  concurrency: number;
  /** An endpoint whose last attempt took at least this long is slow: its attempts 1 go through the retry path (default DEFAULT_SLOW_MS). */
  slowMs?: number;
  /**
   * Retry attempts in flight at once to one endpoint (default DEFAULT_ENDPOINT_CONCURRENCY); its other tasks are put back.
   * Also the attempts 1 made inline at once to one endpoint; its other attempts 1 go through the retry path.
   */
  endpointConcurrency?: number;
  metrics?: DispatcherMetrics;
  logger: Logger;
  now?: () => Date;
}

interface AttemptJob {
  eventId: string;
  eventType: string;
  envelope: string;
  attempt: number;
}

export interface TestDeliveryResult {
  deliveryId: string;
  result: AttemptResult;
}

/**
 * Bounds the attempts in flight. A finished run hands its slot to the first waiter directly (the count
 * stays as it is): were it given back and the waiter woken to take it, a caller arriving in between
 * would find it free too, and `size` would be exceeded.
 */
export class Slots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly size: number) {}

  /** Runs in flight now (tests). */
  get inUse(): number {
    return this.active;
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active < this.size) this.active++;
    else await new Promise<void>((r) => this.waiting.push(r)); // woken with a slot handed over
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

const PG_FOREIGN_KEY_VIOLATION = "23503";

/** Why an attempt cut short is not made again, as its record tells the owner. */
const NOT_MADE_AGAIN: Record<UnheardReason, string> = {
  endpoint_disabled: "the endpoint is disabled",
  account_suspended: "the account's webhooks are suspended",
  no_group_access: "the account no longer administers the event's group",
  not_subscribed: "the endpoint no longer subscribes to the event's kind or group",
  before_reenabled: "the endpoint was enabled again after the event occurred",
};

/** The error of an attempt cut short by a crash and not made again (see WebhookDispatcher.closeInterrupted). */
export function interruptedError(reason: UnheardReason): string {
  return `interrupted: the attempt was cut short by a restart of the dispatcher and is not made again, as ${NOT_MADE_AGAIN[reason]}`;
}

/** The error of an attempt whose Kafka record failed for good, or was to be tried again (see WebhookDispatcher.abandonAfter). */
const ABANDONED_ERROR =
  "not completed: the dispatcher failed while making or recording this attempt (an internal error, not the endpoint's answer) and gave it up";

/** What the owner is told of an endpoint disabled for failing (the bot writes it in their language; the English as text). */
export function disableNotice(e: Pick<EndpointRow, "id" | "url" | "failing_since">): EndpointDisabledNotice {
  return { endpointId: e.id, url: e.url, failingSince: e.failing_since ?? undefined };
}

export function disableNoticeEventId(e: Pick<EndpointRow, "id" | "failing_since">): string {
  return `evt_disabled_${e.id.replace(/^wh_/, "")}_${e.failing_since?.getTime() ?? 0}`;
}

/** Default of `slowMs` (WEBHOOK_SLOW_MS): a receiver that takes a second to answer is holding up the events consumer. */
export const DEFAULT_SLOW_MS = 1_000;
/** Endpoints remembered as slow, per process (an LRU: the least recently slow are forgotten first, and are inline again). */
const SLOW_ENDPOINTS_MAX = 10_000;
/** Quick answers in a row a slow endpoint needs before its attempts 1 are made inline again. */
export const QUICK_ANSWERS_TO_TRUST_AGAIN = 3;
/**
 * Default of `endpointConcurrency` (WEBHOOK_ENDPOINT_CONCURRENCY): retry attempts in flight at once to one endpoint, in
 * one process, when the retry slots are contended. The retry slots are shared by every tenant: ten endpoints that
 * accept and never answer would otherwise hold all of them for the whole attempt deadline. Also the attempts 1 made
 * inline at once to one endpoint (whatever the contention): one that has just stopped answering would otherwise take
 * every first-attempt slot with a burst of its group's events.
 */
export const DEFAULT_ENDPOINT_CONCURRENCY = 2;

/** An account's share of `concurrency` retry slots, also the slots kept free for attempts within their shares (see WebhookDispatcher.accountShare). */
export function accountShareOf(concurrency: number, endpointConcurrency: number): number {
  return Math.max(endpointConcurrency, Math.floor(concurrency / 4));
}
/** Put-back tasks of one endpoint come back at least this far apart (divided by its attempts in flight). */
const PUT_BACK_MIN_SPACING_MS = 100;
/**
 * Put-back tasks of one endpoint fall due at most this many of its attempt durations ahead (40 s for a receiver that
 * always times out after 10 s): a steady backlog does not push them ever further out.
 */
export const PUT_BACK_HORIZON_ATTEMPTS = 4;

/**
 * How long a task may be kept from its attempt by put-backs, from the time it first fell due: the wait that would
 * follow its attempt if it failed (attempt 1 and 2: the first and second wait, …; attempt 6: the last wait). A task
 * that old takes its turn for a retry slot like any task, so it is attempted, counts toward the failing window and
 * is retried or dead-lettered.
 */
export function putBackLimitMs(attempt: number, scheduleMs: readonly number[]): number {
  return scheduleMs[Math.min(Math.max(attempt, 1), scheduleMs.length) - 1]!;
}

export class WebhookDispatcher {
  /** First attempts (made inline by the events consumer) and retries draw on separate slots. */
  private readonly slots: Slots;
  private readonly retrySlots: Slots;
  private readonly now: () => Date;
  /** Attempts under way in this process, by endpoint, event and attempt number. */
  private readonly inFlight = new Map<string, Promise<void>>();
  /**
   * Endpoints whose attempt from this process took `slowMs` or longer (or timed out), with the quick answers in a row
   * they still need to go inline again (QUICK_ANSWERS_TO_TRUST_AGAIN after each slow one).
   */
  private readonly slow = new BoundedCache<string, number>({ maxEntries: SLOW_ENDPOINTS_MAX });
  private readonly slowMs: number;
  private readonly endpointConcurrency: number;
  /**
   * Attempts 1 under way inline in this process, by endpoint (at most endpointConcurrency): the events consumer waits
   * for them, and an endpoint is known to be failing or slow only once an attempt to it has ended.
   */
  private readonly inlineInFlight = new CountsByKey();
  /** Attempts 1 under way inline in this process, by the endpoint's account (see inlineFits). */
  private readonly inlineByAccount = new CountsByKey();
  /** Attempts 1 under way inline in this process (the sum of inlineInFlight). */
  private inlineAdmitted = 0;
  /** Retry attempts under way in this process, by endpoint (more than endpointConcurrency only while uncontended). */
  private readonly retriesInFlight = new CountsByKey();
  /** Retry attempts under way in this process, by the endpoint's account (at most accountShare while contended). */
  private readonly retriesByAccount = new CountsByKey();
  /**
   * An account's share of the retry slots: a quarter of them (8 of 32), never less than one endpoint's share; also the
   * slots kept free for attempts within their shares. An attempt beyond its endpoint's or its account's share takes a
   * slot only while that many stay free. Before, only an endpoint's share counted, and only the last slot was kept: an
   * account's ten endpoints that never answer held every slot and another account's retries waited for their deadline.
   */
  private readonly accountShare: number;
  /** Retry attempts under way in this process (the sum of retriesInFlight): each holds, waits for or is about to take a retry slot. */
  private retriesAdmitted = 0;
  /** How long the last attempt to an endpoint took, from this process. */
  private readonly lastDurationMs = new BoundedCache<string, number>({ maxEntries: SLOW_ENDPOINTS_MAX });
  /**
   * When the last task put back for an endpoint falls due (Unix ms): the next one comes after it, at most
   * PUT_BACK_HORIZON_ATTEMPTS attempt durations from now; forgotten when an attempt to it is quick.
   */
  private readonly putBackUntil = new BoundedCache<string, number>({ maxEntries: SLOW_ENDPOINTS_MAX });

  constructor(private readonly d: DispatcherDeps) {
    if (d.scheduleMs.length !== MAX_ATTEMPTS - 1) throw new RangeError(`the retry schedule needs ${MAX_ATTEMPTS - 1} waits`);
    this.slots = new Slots(d.concurrency);
    this.retrySlots = new Slots(d.concurrency);
    this.now = d.now ?? (() => new Date());
    this.slowMs = d.slowMs ?? DEFAULT_SLOW_MS;
    this.endpointConcurrency = d.endpointConcurrency ?? DEFAULT_ENDPOINT_CONCURRENCY;
    if (!(this.endpointConcurrency >= 1)) throw new RangeError("endpointConcurrency must be at least 1");
    this.accountShare = accountShareOf(d.concurrency, this.endpointConcurrency);
  }

  /**
   * Delivers an event (attempt 1) to every enabled endpoint of the group's accounts that hears it.
   * The events consumer waits for these attempts, so an endpoint that is failing (its last attempt
   * failed: often one that times out) or slow (its last attempt took `slowMs` or longer, though it
   * answered in time) gets its attempt 1 as a task on the first retry topic, due at once, and never
   * holds up the events of every other group on the partition. So does an endpoint that already has
   * `endpointConcurrency` attempts 1 under way inline: until one of them ends nothing says it is not
   * one that has just stopped answering, and a burst of its group's events would otherwise take every
   * first-attempt slot for the attempt deadline, holding up every other tenant's first attempts. So does one
   * whose account already has its share of them inline (see inlineFits).
   */
  async fanOut(event: WebhookEvent): Promise<number> {
    if (event.groupId === null) return 0;
    try {
      return await this.fanOutOnce(event, event.groupId);
    } catch (err) {
      await this.abandonAfter(err, { eventId: event.id, attempt: 1 }, () => this.d.deliveries.pendingEndpoints(event.id, 1));
      throw err;
    }
  }

  private async fanOutOnce(event: WebhookEvent, groupId: number): Promise<number> {
    const group = await this.d.groups.reachOf(groupId);
    // Even when no account reaches the group now: an attempt cut short while one did is closed (see matching).
    const { endpoints, beforeReenabled, interrupted } = await this.d.endpoints.matching(group, {
      id: event.id,
      groupId,
      type: event.type,
      createdAt: event.createdAt,
    });
    if (beforeReenabled > 0) this.d.metrics?.dropped.inc({ reason: "before_reenabled" }, beforeReenabled);
    for (const i of interrupted) await this.closeInterrupted({ endpointId: i.endpointId, eventId: event.id, attempt: 1 }, i.reason);
    if (endpoints.length === 0) return 0;
    const envelope = envelopeJson(event);
    const job = { eventId: event.id, eventType: event.type, envelope, attempt: 1 };
    await settleAll(
      endpoints.map((ep) => {
        if (ep.failing_since === null && !this.slow.has(ep.id)) {
          // A copy of an attempt under way waits for it (see attempt) and takes no place of its own.
          if (this.inFlight.has(attemptKey(ep.id, job.eventId, job.attempt))) return this.attempt(ep, job, this.slots);
          // Decided and counted with no await in between: concurrent fan-outs cannot both take the endpoint's last place.
          if (this.inlineInFlight.of(ep.id) < this.endpointConcurrency && this.inlineFits(ep.account_id)) return this.attemptInline(ep, job);
        }
        this.d.metrics?.retriesScheduled.inc({ attempt: "1" });
        return this.d.tasks.scheduleRetry({ ...job, endpointId: ep.id, dueAt: this.now(), lastError: "" });
      }),
    );
    return endpoints.length;
  }

  /**
   * Whether an account may have one more attempt 1 inline: one endpoint's share always, up to its account share
   * (accountShare) while that many first-attempt slots stay free for other accounts, never more. An account's fresh
   * endpoints (never failing or slow yet) that accept and never answer would otherwise take every first-attempt slot
   * with a few events of their groups, and every other tenant's first attempts would wait for their deadline. Its
   * other attempts 1 go through the retry path, where its share of the retry slots applies.
   */
  private inlineFits(accountId: string): boolean {
    const mine = this.inlineByAccount.of(accountId);
    if (mine < this.endpointConcurrency) return true;
    return mine < this.accountShare && this.inlineAdmitted + this.accountShare < this.d.concurrency;
  }

  private async attemptInline(ep: EndpointForDelivery, job: AttemptJob): Promise<void> {
    this.inlineInFlight.add(ep.id);
    this.inlineByAccount.add(ep.account_id);
    this.inlineAdmitted++;
    try {
      await this.attempt(ep, job, this.slots);
    } finally {
      this.inlineAdmitted--;
      this.inlineByAccount.remove(ep.account_id);
      this.inlineInFlight.remove(ep.id);
    }
  }

  /** A group became a supergroup: its endpoints that name the old id name the new one (see GroupMoved). */
  async groupMoved(from: number, to: number): Promise<number> {
    return this.d.endpoints.moveGroup(from, to);
  }

  /**
   * Makes the attempt a retry task asks for, if the endpoint still hears the event: the checks of
   * the fan-out are made again (the endpoint exists and is enabled, its account may still reach the
   * event's group, it still subscribes to the kind and the group, and it was not disabled and
   * enabled again since the event occurred), so a retry stops as soon as a new event would. The
   * group, kind and time come from the envelope the task carries (every task has one); a task whose
   * envelope names none is undecodable (its record goes to the topic's dead-letter topic).
   *
   * The retry slots are shared by every tenant. Within its endpoint's and its account's shares an
   * attempt may take any slot (or wait for one); beyond either, it takes one only while an account's
   * share of them stays free (so an endpoint alone may use 24 of 32), else the task is put back on a
   * retry topic, unless it has been kept from its attempt for putBackLimitMs already: then it waits
   * for a slot like any task.
   */
  async runTask(task: DeliveryTask, meta: TaskMeta = {}): Promise<TaskOutcome> {
    try {
      return await this.runTaskOnce(task, meta);
    } catch (err) {
      await this.abandonAfter(err, { eventId: task.eventId, attempt: task.attempt }, async () => [task.endpointId]);
      throw err;
    }
  }

  private async runTaskOnce(task: DeliveryTask, meta: TaskMeta): Promise<TaskOutcome> {
    const ep = await this.d.endpoints.getForDelivery(task.endpointId);
    if (!ep) return this.drop("endpoint_deleted");
    if (ep.status !== "enabled") return this.dropTask(task, "endpoint_disabled");
    const event = envelopeFacts(task.envelope);
    if (!event) throw new UndecodableRecordError("the delivery task's envelope names no group, kind or time");
    const unheard = unheardBecause(ep, await this.d.groups.reachOf(event.groupId), event);
    if (unheard) return this.dropTask(task, unheard);
    // Decided and counted with no await in between: two tasks cannot both see the last free slot.
    const inFlight = this.retriesInFlight.of(ep.id);
    const firstDueAt = meta.firstDueAt ?? (task.dueAt ? timestampDate(task.dueAt) : this.now());
    // Within its endpoint's and its account's share an attempt may take any slot (or wait for one); beyond either it
    // takes one only while accountShare slots stay free for others' attempts within their shares.
    const overShare = inFlight >= this.endpointConcurrency || this.retriesByAccount.of(ep.account_id) >= this.accountShare;
    if (overShare && this.retriesAdmitted + this.accountShare >= this.d.concurrency) {
      const keptMs = this.now().getTime() - firstDueAt.getTime();
      if (keptMs < putBackLimitMs(task.attempt, this.d.scheduleMs)) {
        await this.putBack(ep.id, task, firstDueAt, inFlight);
        return "put_back";
      }
    }
    this.retriesInFlight.add(ep.id);
    this.retriesByAccount.add(ep.account_id);
    this.retriesAdmitted++;
    try {
      await this.attempt(ep, { eventId: task.eventId, eventType: task.eventType, envelope: task.envelope, attempt: task.attempt }, this.retrySlots);
    } finally {
      this.retriesAdmitted--;
      this.retriesByAccount.remove(ep.account_id);
      this.retriesInFlight.remove(ep.id);
    }
    return "attempted";
  }

  /**
   * Puts a task back on a retry topic, unchanged (the same attempt, the same first due time), due when this process
   * expects a place for it: an endpoint's put-back tasks are spaced by its last attempt's duration over its attempts in
   * flight, so a backlog comes back about as fast as the endpoint takes it (a receiver that never answers: one task
   * per half deadline) rather than all at once, and no further ahead than PUT_BACK_HORIZON_ATTEMPTS durations. The
   * task is published before its record is committed: a crash in between leaves two copies, and both may be attempted
   * (a copy finds the attempt still `pending` while the other is in flight on another replica): at least once.
   */
  private async putBack(endpointId: string, task: DeliveryTask, firstDueAt: Date, inFlight: number): Promise<void> {
    const now = this.now().getTime();
    const durationMs = Math.max(PUT_BACK_MIN_SPACING_MS, this.lastDurationMs.get(endpointId) ?? this.slowMs);
    const spacing = durationMs / Math.max(this.endpointConcurrency, inFlight);
    const horizon = now + PUT_BACK_HORIZON_ATTEMPTS * durationMs;
    const wanted = Math.min(Math.max(now, this.putBackUntil.get(endpointId) ?? now) + spacing, horizon);
    const { topic, delayMs } = putBackTopic(wanted - now, this.d.scheduleMs);
    const dueAt = new Date(now + delayMs);
    this.putBackUntil.set(endpointId, dueAt.getTime());
    await this.d.tasks.putBack(
      {
        endpointId,
        eventId: task.eventId,
        eventType: task.eventType,
        attempt: task.attempt,
        envelope: task.envelope,
        lastError: task.lastError,
        dueAt,
        firstDueAt,
      },
      topic,
    );
    this.d.metrics?.putBack.inc();
  }

  private drop(reason: DropReason): TaskOutcome {
    this.d.metrics?.dropped.inc({ reason });
    return "dropped";
  }

  /**
   * Drops a task whose endpoint still exists: its attempt, if a crash left it pending, is closed (see closeInterrupted),
   * and the failed attempt before it no longer shows a next attempt (see DeliveryStore.retryDropped).
   */
  private async dropTask(task: DeliveryTask, reason: UnheardReason): Promise<TaskOutcome> {
    const attempt = { endpointId: task.endpointId, eventId: task.eventId, attempt: task.attempt };
    await this.closeInterrupted(attempt, reason);
    if (task.attempt > 1) await this.d.deliveries.retryDropped(attempt);
    return this.drop(reason);
  }

  /**
   * An attempt is claimed (`pending`) before it is made, and a crash during it leaves it so until its record is handled
   * again, which makes it. When the endpoint no longer hears the event by then, it is not made again: it is closed as
   * failed, with why, or the owner's delivery history would show a delivery that never ends. Not one under way here (a
   * copy of the record: its own outcome is recorded when it ends). An attempt under way in another process, were a
   * copy there, records its outcome over this one when it ends.
   */
  private async closeInterrupted(a: { endpointId: string; eventId: string; attempt: number }, reason: UnheardReason): Promise<void> {
    if (this.inFlight.has(attemptKey(a.endpointId, a.eventId, a.attempt))) return;
    if (await this.d.deliveries.closeInterrupted(a, interruptedError(reason))) {
      this.d.logger.info({ endpoint_id: a.endpointId, event_id: a.eventId, attempt: a.attempt, reason }, "attempt cut short by a crash closed; not made again");
    }
  }

  /**
   * A record failed (its handler threw, after its attempts were claimed or before): its consumer tries it again a few
   * times, then dead-letters it, and nothing handles it again unless an operator replays it. Its attempts still
   * `pending` (claimed by this try, or left so by a crash) would show in the owner's delivery history as a delivery
   * that never ends: they are closed as failed, marked abandoned, with why; the consumer's next try, or a replayed
   * dead letter, claims them again and makes them (at least once). Not after a failure that says a dependency is
   * unavailable (classified as the consumers classify it): the consumer waits and tries the record again without end,
   * and the attempt is made then. Not an attempt under way here (a copy of the record: its own outcome is recorded when
   * it ends); one under way in another process records its outcome over this one when it ends, and is finished.
   */
  private async abandonAfter(err: unknown, a: { eventId: string; attempt: number }, endpointIds: () => Promise<string[]>): Promise<void> {
    if (classifyFailure(err) === "unavailable") return;
    try {
      const ids = (await endpointIds()).filter((id) => !this.inFlight.has(attemptKey(id, a.eventId, a.attempt)));
      const closed = await this.d.deliveries.abandon({ endpointIds: ids, eventId: a.eventId, attempt: a.attempt }, ABANDONED_ERROR);
      if (closed > 0) this.d.logger.warn({ err, event_id: a.eventId, attempt: a.attempt, closed }, "record failed; its pending attempts closed as failed");
    } catch (closeErr) {
      this.d.logger.warn({ err: closeErr, event_id: a.eventId, attempt: a.attempt }, "record failed; could not close its pending attempts");
    }
  }

  /** A webhook.test delivery, at once and once: recorded, never retried, not counted for auto-disable. */
  async testDelivery(ep: EndpointForDelivery): Promise<TestDeliveryResult> {
    const started = this.now();
    const event = testEvent(ep.id, started);
    const result = await this.d.transport.post({
      url: ep.url,
      body: envelopeJson(event),
      eventId: event.id,
      eventType: event.type,
      secrets: this.secretsOf(ep, started),
    });
    this.observe(result, "test");
    const deliveryId = mintId("delivery");
    await this.d.deliveries.insertFinished(
      { id: deliveryId, endpointId: ep.id, eventId: event.id, eventType: event.type, attempt: 1, createdAt: started },
      {
        status: result.ok ? "succeeded" : "failed",
        statusCode: result.statusCode,
        durationMs: result.durationMs,
        error: result.error,
        responseBody: result.responseBody,
      },
    );
    return { deliveryId, result };
  }

  /** Tells the owners of endpoints disabled for failing (again after a crash); returns how many. */
  async sendDisableNotices(): Promise<number> {
    const pending = await this.d.endpoints.awaitingDisableNotice();
    let sent = 0;
    for (const e of pending) {
      if (e.owner_telegram_user_id !== null) {
        await this.d.notices.notify({
          eventId: disableNoticeEventId(e),
          telegramUserId: e.owner_telegram_user_id,
          accountId: e.account_id,
          endpointDisabled: disableNotice(e),
        });
        sent++;
      } else {
        this.d.logger.warn({ endpoint_id: e.id, account_id: e.account_id }, "endpoint disabled for failing; its account has no Telegram user to tell");
      }
      await this.d.endpoints.markDisableNotified(e.id, e.failing_since, this.now());
    }
    return sent;
  }

  private secretsOf(ep: EndpointForDelivery, at: Date): string[] {
    const previous = ep.previous_secret && ep.previous_secret_expires_at && ep.previous_secret_expires_at > at ? [ep.previous_secret] : [];
    return [ep.secret, ...previous];
  }

  private observe(result: AttemptResult, kind: "event" | "test"): void {
    this.d.metrics?.attempts.inc({ outcome: result.outcome, kind });
    this.d.metrics?.latency.observe({ outcome: result.outcome }, result.durationMs / 1000);
  }

  /**
   * One attempt of an event to an endpoint. Two copies of one record handled at once in this process (a producer's
   * retry put it on the topic twice, or two retry tasks of one attempt fell due together) would both find the attempt
   * `pending` and both post: the second waits for the first, then finds the attempt finished, or, if the first failed
   * before recording it, makes it itself. (Copies on two replicas, after a rebalance, stay at least once.)
   */
  private async attempt(ep: EndpointForDelivery, job: AttemptJob, slots: Slots): Promise<void> {
    const key = attemptKey(ep.id, job.eventId, job.attempt);
    // Chained behind the copy before it, set before any await: a third copy waits for the second, not with it.
    const before = this.inFlight.get(key);
    const mine = before ? before.catch(() => undefined).then(() => this.attemptOnce(ep, job, slots)) : this.attemptOnce(ep, job, slots);
    this.inFlight.set(key, mine);
    try {
      await mine;
    } finally {
      if (this.inFlight.get(key) === mine) this.inFlight.delete(key);
    }
  }

  private async attemptOnce(ep: EndpointForDelivery, job: AttemptJob, slots: Slots): Promise<void> {
    let claim;
    try {
      claim = await this.d.deliveries.claim({
        id: mintId("delivery"),
        endpointId: ep.id,
        eventId: job.eventId,
        eventType: job.eventType,
        attempt: job.attempt,
        now: this.now(),
      });
    } catch (err) {
      if ((err as { code?: string }).code === PG_FOREIGN_KEY_VIOLATION) return; // the endpoint was deleted meanwhile
      throw err;
    }
    if (!claim.claimed) return; // finished before; its follow-up was published before it was recorded

    const result = await slots.run(() =>
      this.d.transport.post({ url: ep.url, body: job.envelope, eventId: job.eventId, eventType: job.eventType, secrets: this.secretsOf(ep, this.now()) }),
    );
    this.observe(result, "event");
    this.lastDurationMs.set(ep.id, result.durationMs);
    // An answer that took slowMs or longer (or none: a timeout) makes the next attempts 1 go through the retry path;
    // QUICK_ANSWERS_TO_TRUST_AGAIN quick answers in a row, on either path, put the endpoint back inline (one would let
    // a receiver that hangs on every other request hold the events consumer for every other event).
    // A quick answer also ends the spacing of its put-back tasks: those put back from now on come back soon.
    if (result.durationMs >= this.slowMs) this.slow.set(ep.id, QUICK_ANSWERS_TO_TRUST_AGAIN);
    else {
      const needed = (this.slow.get(ep.id) ?? 1) - 1;
      if (needed > 0) this.slow.set(ep.id, needed);
      else this.slow.delete(ep.id);
      this.putBackUntil.delete(ep.id);
    }
    const finishedAt = this.now();

    let nextAttemptAt: Date | undefined;
    if (!result.ok) {
      const base = { endpointId: ep.id, eventId: job.eventId, eventType: job.eventType, envelope: job.envelope, lastError: result.error ?? "failed" };
      if (job.attempt < MAX_ATTEMPTS) {
        nextAttemptAt = new Date(finishedAt.getTime() + this.d.scheduleMs[job.attempt - 1]!);
        await this.d.tasks.scheduleRetry({ ...base, attempt: job.attempt + 1, dueAt: nextAttemptAt });
        this.d.metrics?.retriesScheduled.inc({ attempt: String(job.attempt + 1) });
      } else {
        await this.d.tasks.deadLetter({ ...base, attempt: job.attempt, dueAt: finishedAt });
        this.d.metrics?.deadLetters.inc();
        this.d.logger.info({ endpoint_id: ep.id, event_id: job.eventId }, "delivery exhausted its attempts; dead-lettered");
      }
    }
    // The endpoint's failing run is updated with the attempt's record, in one transaction (see DeliveryStore.finish).
    const disabledSince = await this.d.deliveries.finish(
      claim.id,
      {
        status: result.ok ? "succeeded" : "failed",
        statusCode: result.statusCode,
        durationMs: result.durationMs,
        error: result.error,
        responseBody: result.responseBody,
        nextAttemptAt,
      },
      async (tx) => {
        if (!result.ok) return this.noteFailure(ep, finishedAt, tx);
        await this.d.endpoints.noteSuccess(ep.id, tx);
        return null;
      },
    );
    if (disabledSince) await this.announceDisabled(ep, disabledSince);
  }

  /** Notes a failure in the endpoint's failing run; disables it when that completes the window: then when the run began. */
  private async noteFailure(ep: EndpointForDelivery, at: Date, tx: PoolClient): Promise<Date | null> {
    const since = await this.d.endpoints.noteFailure(ep.id, at, tx);
    if (!since || at.getTime() - since.getTime() < this.d.disableAfterMs) return null;
    return (await this.d.endpoints.disableFailing(ep.id, since, at, tx)) ? since : null;
  }

  private async announceDisabled(ep: EndpointForDelivery, since: Date): Promise<void> {
    this.d.metrics?.autoDisabled.inc();
    this.d.logger.warn(
      { endpoint_id: ep.id, account_id: ep.account_id, failing_since: since.toISOString() },
      "endpoint disabled: every delivery failed for the disable window",
    );
    // A failed notice is sent again by the periodic sweep (sendDisableNotices).
    await this.sendDisableNotices().catch((err) => this.d.logger.warn({ err }, "could not send disable notices yet"));
  }
}

/** How many of something are under way, per key (an endpoint); a key back at none is forgotten. */
class CountsByKey {
  private readonly counts = new Map<string, number>();

  of(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  add(key: string): void {
    this.counts.set(key, this.of(key) + 1);
  }

  remove(key: string): void {
    const left = this.of(key) - 1;
    if (left > 0) this.counts.set(key, left);
    else this.counts.delete(key);
  }
}

/** An attempt of an event to an endpoint, as WebhookDispatcher tracks the ones under way. */
const attemptKey = (endpointId: string, eventId: string, attempt: number) => `${endpointId}\u0000${eventId}\u0000${attempt}`;

/** Awaits every promise, then rethrows the first failure (so none is left running). */
export async function settleAll(promises: Promise<unknown>[]): Promise<void> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) throw failed.reason;
}
