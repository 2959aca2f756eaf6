/**
 * The delivery pipeline: fan-out of an event to the endpoints that hear it, one attempt per
 * endpoint, and what follows a failure (the next retry topic, or the dead-letter topic after the
 * sixth attempt; auto-disable after the failing window, with a notice to the owner).
 *
 * Every attempt is claimed in the database first: a Kafka record delivered again (after a crash
 * or a rebalance) does not repeat an attempt that finished, because an attempt's follow-up (its
 * retry task) is published before the attempt is recorded as finished. Delivery is therefore at
 * least once: an attempt cut short by a crash is made again, with the same event id.
 */
import type { Logger } from "@warden/telemetry";
import type { DeliveryTask } from "@warden/proto";
import { BoundedCache } from "@warden/server";
import type { AttemptResult, DeliveryTransport } from "./deliver.js";
import { mintId } from "@warden/contract";
import { envelopeJson, testEvent, type WebhookEvent } from "./events.js";
import type { GroupAccounts } from "./group-accounts.js";
import type { DispatcherMetrics } from "./metrics.js";
import { MAX_ATTEMPTS, type TaskQueue } from "./retry-topics.js";
import type { DeliveryStore, EndpointForDelivery, EndpointRow, EndpointStore } from "./store.js";

/** A direct message to an endpoint's owner (topic notifications.v1, sent by the bot). */
export interface OwnerNotice {
  eventId: string;
  telegramUserId: number;
  accountId: string;
  text: string;
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

/** Bounds the attempts in flight. */
class Slots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly size: number) {}

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((r) => this.waiting.push(r));
    this.active++;
    try {
      return await fn();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

const PG_FOREIGN_KEY_VIOLATION = "23503";

export function disableNoticeText(e: Pick<EndpointRow, "id" | "url" | "failing_since">): string {
  const since = e.failing_since ? e.failing_since.toISOString() : "a long time";
  return (
    `Warden disabled your webhook endpoint ${e.id} (${e.url}): every delivery to it has failed since ${since}. ` +
    `Fix the receiver, then re-enable it with PATCH /webhooks/${e.id} {"status": "enabled"}. Events of the meantime are not delivered.`
  );
}

export function disableNoticeEventId(e: Pick<EndpointRow, "id" | "failing_since">): string {
  return `evt_disabled_${e.id.replace(/^wh_/, "")}_${e.failing_since?.getTime() ?? 0}`;
}

/** Default of `slowMs` (WEBHOOK_SLOW_MS): a receiver that takes a second to answer is holding up the events consumer. */
export const DEFAULT_SLOW_MS = 1_000;
/** Endpoints remembered as slow, per process (an LRU: the least recently slow are forgotten first, and are inline again). */
const SLOW_ENDPOINTS_MAX = 10_000;

export class WebhookDispatcher {
  /** First attempts (made inline by the events consumer) and retries draw on separate slots. */
  private readonly slots: Slots;
  private readonly retrySlots: Slots;
  private readonly now: () => Date;
  /** Attempts under way in this process, by endpoint, event and attempt number. */
  private readonly inFlight = new Map<string, Promise<void>>();
  /** Endpoints whose last attempt from this process answered, but took `slowMs` or longer. */
  private readonly slow = new BoundedCache<string, true>({ maxEntries: SLOW_ENDPOINTS_MAX });
  private readonly slowMs: number;

  constructor(private readonly d: DispatcherDeps) {
    if (d.scheduleMs.length !== MAX_ATTEMPTS - 1) throw new RangeError(`the retry schedule needs ${MAX_ATTEMPTS - 1} waits`);
    this.slots = new Slots(d.concurrency);
    this.retrySlots = new Slots(d.concurrency);
    this.now = d.now ?? (() => new Date());
    this.slowMs = d.slowMs ?? DEFAULT_SLOW_MS;
  }

  /**
   * Delivers an event (attempt 1) to every enabled endpoint of the group's accounts that hears it.
   * The events consumer waits for these attempts, so an endpoint that is failing (its last attempt
   * failed: often one that times out) or slow (its last attempt took `slowMs` or longer, though it
   * answered in time) gets its attempt 1 as a task on the first retry topic, due at once, and never
   * holds up the events of every other group on the partition.
   */
  async fanOut(event: WebhookEvent): Promise<number> {
    if (event.groupId === null) return 0;
    const accounts = await this.d.groups.accountsOf(event.groupId);
    if (accounts.length === 0) return 0;
    const endpoints = await this.d.endpoints.matching(accounts, event.groupId, event.type);
    if (endpoints.length === 0) return 0;
    const envelope = envelopeJson(event);
    const job = { eventId: event.id, eventType: event.type, envelope, attempt: 1 };
    await settleAll(
      endpoints.map((ep) => {
        if (ep.failing_since === null && !this.slow.has(ep.id)) return this.attempt(ep, job, this.slots);
        this.d.metrics?.retriesScheduled.inc({ attempt: "1" });
        return this.d.tasks.scheduleRetry({ ...job, endpointId: ep.id, dueAt: this.now(), lastError: "" });
      }),
    );
    return endpoints.length;
  }

  /** Makes the attempt a retry task asks for, unless the endpoint is gone or disabled. */
  async runTask(task: DeliveryTask): Promise<void> {
    const ep = await this.d.endpoints.getForDelivery(task.endpointId);
    if (!ep) {
      this.d.metrics?.dropped.inc({ reason: "endpoint_deleted" });
      return;
    }
    if (ep.status !== "enabled") {
      this.d.metrics?.dropped.inc({ reason: "endpoint_disabled" });
      return;
    }
    await this.attempt(ep, { eventId: task.eventId, eventType: task.eventType, envelope: task.envelope, attempt: task.attempt }, this.retrySlots);
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
          text: disableNoticeText(e),
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
    const key = `${ep.id}\u0000${job.eventId}\u0000${job.attempt}`;
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
    // An answer that took slowMs or longer (or none: a timeout) makes the next attempts 1 go through the retry path;
    // a quick answer, on either path, puts the endpoint back inline.
    if (result.durationMs >= this.slowMs) this.slow.set(ep.id, true);
    else this.slow.delete(ep.id);
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
    await this.d.deliveries.finish(claim.id, {
      status: result.ok ? "succeeded" : "failed",
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      error: result.error,
      responseBody: result.responseBody,
      nextAttemptAt,
    });
    if (result.ok) await this.d.endpoints.noteSuccess(ep.id);
    else await this.noteFailure(ep, finishedAt);
  }

  private async noteFailure(ep: EndpointForDelivery, at: Date): Promise<void> {
    const since = await this.d.endpoints.noteFailure(ep.id, at);
    if (!since || at.getTime() - since.getTime() < this.d.disableAfterMs) return;
    if (!(await this.d.endpoints.disableFailing(ep.id, since, at))) return;
    this.d.metrics?.autoDisabled.inc();
    this.d.logger.warn(
      { endpoint_id: ep.id, account_id: ep.account_id, failing_since: since.toISOString() },
      "endpoint disabled: every delivery failed for the disable window",
    );
    // A failed notice is sent again by the periodic sweep (sendDisableNotices).
    await this.sendDisableNotices().catch((err) => this.d.logger.warn({ err }, "could not send disable notices yet"));
  }
}

/** Awaits every promise, then rethrows the first failure (so none is left running). */
export async function settleAll(promises: Promise<unknown>[]): Promise<void> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) throw failed.reason;
}
