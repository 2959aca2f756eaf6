import { spawn, type ChildProcess } from "node:child_process";
import { CONSUMER_JOINED_METRIC } from "@warden/kafka";
import { createTestDatabase, freePort, KafkaMockCluster, projectTopics, waitFor, type TestDatabase } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_EVENTS_GROUP, DECISIONS_GROUP } from "../src/consumer.js";
import { migrateJournal } from "../src/migrations.js";

// journal-analytics as Kubernetes runs it (its compiled main): once its consumers have joined their groups, a Kafka
// outage does not turn /readyz (the readinessProbe) to 503. Every replica would lose it at the same moment and leave the
// Service, while the journal, entries, analytics, user history and reports are served from PostgreSQL alone. Whether
// the consumers are members of their groups is on /metrics (warden_kafka_consumer_joined) for alerting instead.
const SERVICE_DIR = new URL("..", import.meta.url).pathname;
let db: TestDatabase;
let cluster: KafkaMockCluster;
let child: ChildProcess | undefined;
let output = "";

beforeAll(async () => {
  db = await createTestDatabase("journal_readiness");
  await migrateJournal(db.url);
  cluster = await KafkaMockCluster.start({ brokers: 1, topics: projectTopics().map((t) => ({ name: t.name, partitions: t.partitions })) });
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
  await cluster?.stop();
  await db?.drop();
});

const get = async (url: string) => {
  const r = await fetch(url);
  return { status: r.status, body: (await r.json()) as { status: string; checks?: Record<string, string> } };
};

/** The warden_kafka_consumer_joined gauge by group, as /metrics serves it. */
async function joined(base: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return Object.fromEntries(
    [...text.matchAll(new RegExp(`^${CONSUMER_JOINED_METRIC.name}\\{[^}]*\\bgroup="([^"]+)"[^}]*\\} (\\d+)$`, "gm"))].map((m) => [m[1]!, Number(m[2])]),
  );
}

describe("journal-analytics readiness", () => {
  it("stays ready through a Kafka outage once its consumers have joined, and shows their membership on /metrics", { timeout: 150_000 }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ["dist/main.js"], {
      cwd: SERVICE_DIR,
      env: { ...process.env, PORT: String(port), DATABASE_URL: db.url, KAFKA_BROKERS: cluster.bootstrap, LOG_LEVEL: "warn", KAFKA_SESSION_TIMEOUT_MS: "10000" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.on("data", (b: Buffer) => (output += b.toString()));
    child.stderr!.on("data", (b: Buffer) => (output += b.toString()));

    await waitFor(
      async () => {
        if (child!.exitCode !== null) throw new Error(`exited ${child!.exitCode}: ${output}`);
        return (await fetch(`${base}/readyz`).catch(() => undefined))?.status === 200;
      },
      { timeoutMs: 60_000, intervalMs: 100, message: "/readyz 200 once both consumers have joined" },
    );

    // Kafka goes away: the consumers crash out of their groups (they are started again, and join again later).
    await cluster.brokerDown(1);
    await waitFor(() => output.includes("consumer crashed"), { timeoutMs: 60_000, intervalMs: 100, message: "a consumer out of its group" });

    const during = await get(`${base}/readyz`);
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
    await cluster.brokerUp(1);
    await waitFor(
      async () => {
        const g = await joined(base);
        return g[DECISIONS_GROUP] === 1 && g[CHAT_EVENTS_GROUP] === 1;
      },
      { timeoutMs: 90_000, intervalMs: 200, message: "both consumers members again" },
    );
    expect((await get(`${base}/readyz`)).status).toBe(200);
  });
});
