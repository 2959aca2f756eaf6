import type { Logger } from "@warden/telemetry";
import type { Consumer, EachBatchPayload, Kafka } from "kafkajs";
import { abortableSleep, onAbort } from "./abort.js";

export interface GroupMembership {
  /** True while the consumer is a member of its group and fetching. */
  isRunning(): boolean;
  /** True once the consumer has joined its group, and from then on (through crashes and re-joins). */
  hasJoinedOnce(): boolean;
  /**
   * Leaves the group (after the batch in hand) and stops trying to join again. A connect, subscribe or join under way is
   * let settle first (STOP_SETTLE_MAX_MS at most), so that the consumer it made is disconnected and leaves the group.
   */
  stop(): Promise<void>;
}

/**
 * Longest wait of stop() for a connect, subscribe or join under way (or the session timeout, if shorter). A join that
 * waits out an old member's session lasts longer; stop() then returns and the consumer is disconnected once it settles.
 */
const STOP_SETTLE_MAX_MS = 10_000;

/** How long a consumer's run may keep every record it processes before committing their offsets (kafkajs autoCommitInterval). */
const COMMIT_INTERVAL_MS = 1_000;

/**
 * Keeps one consumer in its group without ever blocking the caller: connects, subscribes and joins in the background
 * (the join takes 3 s on the mock, up to a session timeout after a crash), and starts a new consumer after any crash or
 * failed start, waiting `backoff(failures)` in between. Every restart goes through here, none through kafkajs's own
 * (`restartOnFailure` answers false): kafkajs restarts by a join that `disconnect()` cannot stop, whereas here the step
 * under way is always let settle and its consumer disconnected, so stopping never leaves a member or a socket behind.
 */
export function superviseGroup(opts: {
  kafka: Kafka;
  groupId: string;
  topics: string[];
  fromBeginning: boolean;
  sessionTimeout: number;
  maxWaitTimeInMs: number;
  partitionsConsumedConcurrently: number;
  eachBatch: (payload: EachBatchPayload) => Promise<void>;
  /** Connects what the batches need besides the consumer (the dead-letter producer). */
  beforeRun?: () => Promise<void>;
  backoff: (failures: number) => number;
  logger: Logger;
  signal: AbortSignal;
}): GroupMembership {
  const { groupId: group, signal } = opts;
  let running = false;
  let joinedOnce = false;

  /** One consumer's life: connect, subscribe, join, fetch until it crashes or the signal aborts; always disconnected. */
  const runOnce = async (c: Consumer): Promise<void> => {
    let crashed!: () => void;
    const crash = new Promise<void>((resolve) => (crashed = resolve));
    c.on(c.events.GROUP_JOIN, () => {
      running = true;
      joinedOnce = true;
    });
    c.on(c.events.CRASH, (e) => {
      running = false;
      opts.logger.error({ err: e.payload.error, group }, "consumer crashed");
      crashed();
    });
    c.on(c.events.STOP, () => (running = false));
    try {
      // Each step runs to its end even when the signal aborts meanwhile: a consumer disconnected in the middle of its
      // join would complete the join afterwards, out of reach, and stay a member until its session times out.
      await Promise.all([c.connect(), opts.beforeRun?.()]);
      if (signal.aborted) return;
      await c.subscribe({ topics: opts.topics, fromBeginning: opts.fromBeginning });
      if (signal.aborted) return;
      await c.run({
        autoCommit: true,
        // Resolved offsets reach Kafka at most this long after they resolve, not only when the whole fetched batch ends.
        autoCommitInterval: COMMIT_INTERVAL_MS,
        eachBatchAutoResolve: false,
        partitionsConsumedConcurrently: opts.partitionsConsumedConcurrently,
        eachBatch: opts.eachBatch,
      });
      await Promise.race([crash, onAbort(signal)]);
    } catch (err) {
      if (!signal.aborted) opts.logger.warn({ err, group }, "consumer could not start; trying again");
    } finally {
      running = false;
      await c.disconnect().catch(() => undefined);
    }
  };

  const supervise = async (): Promise<void> => {
    for (let failures = 0; !signal.aborted; ) {
      const c = opts.kafka.consumer({
        groupId: group,
        sessionTimeout: opts.sessionTimeout,
        heartbeatInterval: Math.min(1_000, Math.floor(opts.sessionTimeout / 4)),
        maxWaitTimeInMs: opts.maxWaitTimeInMs,
        allowAutoTopicCreation: false,
        retry: { initialRetryTime: 200, retries: 10, maxRetryTime: 5_000, restartOnFailure: async () => false },
      });
      c.on(c.events.GROUP_JOIN, () => (failures = 0));
      await runOnce(c);
      if (signal.aborted) break;
      failures++;
      await abortableSleep(opts.backoff(failures), signal);
    }
  };
  const supervisor = supervise();

  return {
    isRunning: () => running && !signal.aborted,
    hasJoinedOnce: () => joinedOnce,
    async stop() {
      const member = running;
      running = false;
      // The caller has aborted the signal. A member leaves after the batch in hand, however long it takes (as kafkajs's
      // disconnect does); a connect, subscribe or join under way settles first, bounded, then its consumer disconnects.
      if (member) return supervisor;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), Math.min(STOP_SETTLE_MAX_MS, opts.sessionTimeout))));
      const outcome = await Promise.race([supervisor, timedOut]);
      clearTimeout(timer);
      if (outcome === "timeout") opts.logger.warn({ group }, "consumer still connecting or joining at stop; it is disconnected once that settles");
    },
  };
}
