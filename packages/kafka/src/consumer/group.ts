import type { Logger } from "@warden/telemetry";
import type { Consumer, EachBatchPayload, Kafka } from "kafkajs";
import { abortableSleep, onAbort } from "./abort.js";

export interface GroupMembership {
  /** True while the consumer is a member of its group and fetching. */
  isRunning(): boolean;
  /** Leaves the group (after the batch in hand) and stops trying to join again. */
  stop(): Promise<void>;
}

/**
 * Keeps one consumer in its group without ever blocking the caller: connects, subscribes and
 * joins in the background (the join takes 3 s on the mock, up to a session timeout after a
 * crash), lets kafkajs restart it after a retriable crash, and starts a new one after any other
 * crash or a failed start, waiting `backoff(failures)` in between.
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
  let consumer: Consumer | undefined;
  let running = false;

  const supervise = async (): Promise<void> => {
    for (let failures = 0; !signal.aborted; ) {
      let crashed!: () => void;
      const crash = new Promise<void>((resolve) => (crashed = resolve));
      const c = opts.kafka.consumer({
        groupId: group,
        sessionTimeout: opts.sessionTimeout,
        heartbeatInterval: Math.min(1_000, Math.floor(opts.sessionTimeout / 4)),
        maxWaitTimeInMs: opts.maxWaitTimeInMs,
        allowAutoTopicCreation: false,
        retry: { initialRetryTime: 200, retries: 10, maxRetryTime: 5_000, restartOnFailure: async () => true },
      });
      consumer = c;
      c.on(c.events.GROUP_JOIN, () => {
        running = true;
        failures = 0;
      });
      c.on(c.events.CRASH, (e) => {
        running = false;
        opts.logger.error({ err: e.payload.error, restart: e.payload.restart, group }, "consumer crashed");
        if (!e.payload.restart) crashed();
      });
      c.on(c.events.STOP, () => (running = false));
      try {
        await Promise.all([c.connect(), opts.beforeRun?.()]);
        await c.subscribe({ topics: opts.topics, fromBeginning: opts.fromBeginning });
        if (signal.aborted) break;
        await c.run({
          autoCommit: true,
          eachBatchAutoResolve: false,
          partitionsConsumedConcurrently: opts.partitionsConsumedConcurrently,
          eachBatch: opts.eachBatch,
        });
        await Promise.race([crash, onAbort(signal)]);
      } catch (err) {
        running = false;
        if (signal.aborted) break;
        opts.logger.warn({ err, group }, "consumer could not start; trying again");
      }
      if (signal.aborted) break;
      await c.disconnect().catch(() => undefined);
      failures++;
      await abortableSleep(opts.backoff(failures), signal);
    }
  };
  const supervisor = supervise();

  return {
    isRunning: () => running && !signal.aborted,
    async stop() {
      running = false;
      await consumer?.disconnect().catch(() => undefined);
      await supervisor;
    },
  };
}
