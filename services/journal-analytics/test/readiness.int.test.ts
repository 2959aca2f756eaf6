import { CONSUMER_JOINED_METRIC } from "@warden/kafka";
import { waitFor } from "@warden/testing";
import { describe, expect, it } from "vitest";
import { CHAT_EVENTS_GROUP, DECISIONS_GROUP } from "../src/consumer.js";
import { getHealth, journalProcess } from "./support/process.js";

// journal-analytics as Kubernetes runs it (its compiled main): once its consumers have joined their groups, a Kafka
// outage does not turn /readyz (the readinessProbe) to 503. Every replica would lose it at the same moment and leave the
// Service, while the journal, entries, analytics, user history and reports are served from PostgreSQL alone. Whether
// the consumers are members of their groups is on /metrics (warden_kafka_consumer_joined) for alerting instead.
const journal = journalProcess("journal_readiness");

/** The warden_kafka_consumer_joined gauge by group, as /metrics serves it. */
async function joined(base: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return Object.fromEntries(
    [...text.matchAll(new RegExp(`^${CONSUMER_JOINED_METRIC.name}\\{[^}]*\\bgroup="([^"]+)"[^}]*\\} (\\d+)$`, "gm"))].map((m) => [m[1]!, Number(m[2])]),
  );
}

describe("journal-analytics readiness", () => {
  it("stays ready through a Kafka outage once its consumers have joined, and shows their membership on /metrics", { timeout: 150_000 }, async () => {
    const base = await journal.start();

    await waitFor(
      async () => {
        journal.assertRunning();
        return (await fetch(`${base}/readyz`).catch(() => undefined))?.status === 200;
      },
      { timeoutMs: 60_000, intervalMs: 100, message: "/readyz 200 once both consumers have joined" },
    );

    // Kafka goes away: the consumers crash out of their groups (they are started again, and join again later).
    await journal.cluster.brokerDown(1);
    await waitFor(() => journal.output().includes("consumer crashed"), { timeoutMs: 60_000, intervalMs: 100, message: "a consumer out of its group" });

    const during = await getHealth(`${base}/readyz`);
    expect(during, "a Kafka outage does not take the pod out of its Service").toEqual({
      status: 200,
      body: { status: "ready", checks: { postgres: "ok", kafka: "ok" } },
    });
    // The reads PostgreSQL serves answer (Connect JSON over HTTP/1.1).
    const read = await fetch(`${base}/warden.journal.v1.JournalService/ListJournal`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ groupId: "-1001000000001" }),
    });
    expect(read.status).toBe(200);
    // The consumer that crashed is no member: the signal for alerting.
    expect(Object.values(await joined(base))).toContain(0);

    // Kafka is back: both consumers join again, and say so.
    await journal.cluster.brokerUp(1);
    await waitFor(
      async () => {
        const g = await joined(base);
        return g[DECISIONS_GROUP] === 1 && g[CHAT_EVENTS_GROUP] === 1;
      },
      { timeoutMs: 90_000, intervalMs: 200, message: "both consumers members again" },
    );
    expect((await getHealth(`${base}/readyz`)).status).toBe(200);
  });
});
