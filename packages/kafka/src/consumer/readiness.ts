import { gauge, type Registry } from "@warden/telemetry";
import type { ConsumerHandle } from "./run.js";

/** The gauge of group membership consumersJoinedOnce registers, by group. */
export const CONSUMER_JOINED_METRIC = {
  name: "warden_kafka_consumer_joined",
  help: "1 while the pod's consumer of the group is a member of it and fetching, 0 while it is out (Kafka unreachable, a crash, a re-join)",
} as const;

/**
 * A readiness check (`@warden/server`'s Check) over a process's consumers: it fails, naming the consumer, until every
 * one of them has joined its group, and passes from then on (hasJoinedOnce) without asking Kafka again. A pod is not
 * sent traffic before it consumes; but once it has, a Kafka outage (a crash out of the group, then a re-join that waits
 * out the old member's session) does not take every replica out of its Service at the same moment, when its RPCs and
 * webhooks need PostgreSQL or Telegram, not Kafka. Kafka assigns partitions whatever the readiness, so an unready pod
 * would consume no more.
 *
 * Whether each consumer is a member now is the gauge warden_kafka_consumer_joined{group} (1 or 0, read at each scrape)
 * in `registry`, for alerting. Call it once per process (and registry), with all of the process's consumers.
 */
export function consumersJoinedOnce(consumers: readonly ConsumerHandle[], registry?: Registry): () => Promise<void> {
  if (registry) {
    gauge(registry, CONSUMER_JOINED_METRIC.name, CONSUMER_JOINED_METRIC.help, {
      labelNames: ["group"],
      collect() {
        for (const c of consumers) this.set({ group: c.group }, c.isRunning() ? 1 : 0);
      },
    });
  }
  return async () => {
    for (const c of consumers) if (!c.hasJoinedOnce()) throw new Error(`the ${c.group} consumer has not joined its group`);
  };
}
