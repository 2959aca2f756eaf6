import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { createKafka, EventPublisher, TOPICS } from "@warden/kafka";
import { Action, DecisionSchema, Source, Verdict } from "@warden/proto";
import { waitFor } from "@warden/testing";
import { describe, expect, it } from "vitest";
import { getHealth, journalProcess } from "./support/process.js";

// journal-analytics as Kubernetes runs it (its compiled main, its own process): the port answers
// /healthz at once, before any consumer group is joined, and /readyz turns from 503 to 200 only
// once both consumers run. Kafka is unreachable when it starts, so "before the join" lasts as long
// as the test wants, with no race on the mock's 3 s join.
const journal = journalProcess("journal_startup");

describe("journal-analytics start-up", () => {
  it("serves /healthz and reads at once, and /readyz 503 until its consumers have joined their groups", async () => {
    await journal.cluster.brokerDown(1);
    const started = Date.now();
    const base = await journal.start();

    const health = await waitFor(
      async () => {
        journal.assertRunning();
        const r = await fetch(`${base}/healthz`).catch(() => undefined);
        return r?.status === 200 ? r : undefined;
      },
      { timeoutMs: 10_000, intervalMs: 25, message: "/healthz 200" },
    );
    const listeningAfterMs = Date.now() - started;
    console.log(`journal-analytics answered /healthz ${listeningAfterMs} ms after spawn, Kafka unreachable`);
    expect(await health.json()).toEqual({ status: "ok" });
    expect(listeningAfterMs).toBeLessThan(10_000);

    // Not ready while the consumers cannot join; the reason is named.
    const notReady = await getHealth(`${base}/readyz`);
    expect(notReady.status).toBe(503);
    expect(notReady.body.checks).toMatchObject({ postgres: "ok", kafka: expect.stringMatching(/consumer has not joined its group/) });
    // Reads are served meanwhile (Connect JSON over HTTP/1.1).
    const read = await fetch(`${base}/warden.journal.v1.JournalService/ListJournal`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ groupId: "-1001000000001" }),
    });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({}); // an empty journal, served from PostgreSQL
    expect((await getHealth(`${base}/healthz`)).status).toBe(200);

    // Kafka comes back: both groups join and /readyz turns 200 by itself.
    await journal.cluster.brokerUp(1);
    const ready = await waitFor(
      async () => {
        const r = await getHealth(`${base}/readyz`);
        return r.status === 200 ? r : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 100, message: "/readyz 200 after Kafka came back" },
    );
    expect(ready.body).toEqual({ status: "ready", checks: { postgres: "ok", kafka: "ok" } });

    // And the consumers consume: a decision published now reaches the journal.
    const kafka = createKafka({ brokers: journal.cluster.brokers, clientId: "startup-test" });
    const publisher = new EventPublisher(kafka);
    await publisher.connect();
    const eventId = `evt_startup_${Date.now()}`;
    await publisher.publish(TOPICS.decisions, DecisionSchema, {
      key: "-1001000000001",
      eventId,
      message: create(DecisionSchema, {
        eventId,
        occurredAt: timestampFromDate(new Date()),
        source: Source.BOT,
        groupId: -1001000000001n,
        userId: 7n,
        messageId: 1n,
        text: "hello",
        verdict: Verdict.CLEAN,
        actionTaken: Action.NONE,
      }),
    });
    await publisher.disconnect();
    await waitFor(
      async () => {
        const r = await fetch(`${base}/warden.journal.v1.JournalService/ListJournal`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ groupId: "-1001000000001" }),
        });
        const body = (await r.json()) as { entries?: { eventId?: string }[] };
        return JSON.stringify(body).includes(eventId);
      },
      { timeoutMs: 30_000, intervalMs: 200, message: "the decision journaled" },
    );
  });
});
