import { connect } from "node:net";
import { freePort, waitFor, FakeTelegram } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServiceProcess, startStack, type RunningService, type ServiceName, type Stack } from "../support/stack.js";

// Start-up never waits on Kafka: with the only broker down, every service that produces or
// consumes (gateway, webhook-dispatcher, bot; journal-analytics has its own test) listens at once,
// answers /healthz 200, and /readyz 503 naming Kafka; once the broker is back, /readyz turns 200
// by itself (consumer groups joined, producers connected), with no restart.
const TOKEN = "424242:startup-test-token-AAAAAAAAAAAAAAAAAAA";
let stack: Stack;
let tg: FakeTelegram;
const started: RunningService[] = [];

beforeAll(async () => {
  stack = await startStack({ label: "nokafka", services: ["groups-config", "engine"], env: { KAFKA_SESSION_TIMEOUT_MS: "10000", LOG_LEVEL: "warn" } });
  tg = await FakeTelegram.start({ token: TOKEN });
});

afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
  await stack?.stop();
  await tg?.close();
});

describe("a service started while Kafka is down", () => {
  it("answers /healthz at once and /readyz 503 naming Kafka, then ready once Kafka is back", async () => {
    await stack.kafka.brokerDown(1);
    const env: Partial<Record<ServiceName, Record<string, string>>> = {
      gateway: {
        ENGINE_URL: stack.services.engine!.url,
        GROUPS_CONFIG_URL: stack.services["groups-config"]!.url,
        JOURNAL_URL: "http://127.0.0.1:9",
        DISPATCHER_URL: "http://127.0.0.1:9",
      },
      "webhook-dispatcher": { GROUPS_CONFIG_URL: stack.services["groups-config"]!.url },
      bot: {
        TELEGRAM_BOT_TOKEN: TOKEN,
        TELEGRAM_API_ROOT: tg.url,
        TELEGRAM_POLL_TIMEOUT_S: "1",
        ENGINE_URL: stack.services.engine!.url,
        GROUPS_CONFIG_URL: stack.services["groups-config"]!.url,
      },
    };
    for (const [name, extra] of Object.entries(env) as [ServiceName, Record<string, string>][]) {
      const svc = await startServiceProcess(name, { ...stack.env, ...extra }, "nokafka", { waitFor: "healthz" });
      started.push(svc);
      console.log(`${name}: /healthz ${svc.healthyAt - svc.spawnedAt} ms after spawn, Kafka down`);
      expect(svc.healthyAt - svc.spawnedAt, `${name} /healthz`).toBeLessThan(10_000);
      const r = await fetch(`${svc.url}/readyz`);
      expect(r.status, `${name} /readyz`).toBe(503);
      const body = (await r.json()) as { checks: Record<string, string> };
      expect(body.checks.kafka, `${name} names Kafka`).toMatch(/^error: /);
    }

    await stack.kafka.brokerUp(1);
    for (const svc of started) {
      await waitFor(async () => (await fetch(`${svc.url}/readyz`)).status === 200, {
        timeoutMs: 90_000,
        intervalMs: 200,
        message: `${svc.name} /readyz 200 once Kafka is back`,
      });
      expect(svc.process.exitCode, `${svc.name} kept running`).toBeNull();
    }
  });
});

// The test support's side: a service the e2e files give up waiting for is not left running (it would keep its port,
// its consumer groups and a share of the 2 cores for the rest of the run).
describe("the test support, when a service never becomes ready", () => {
  it("kills it: the start fails and its port is closed", async () => {
    const port = await freePort();
    const env = { ...stack.env, KAFKA_BROKERS: "127.0.0.1:9", GROUPS_CONFIG_URL: stack.services["groups-config"]!.url };
    const failure = await startServiceProcess("webhook-dispatcher", env, "nokafka", { port, readyTimeoutMs: 1_500 }).then(
      (svc) => {
        started.push(svc); // stopped after the file, whatever this test says
        return undefined;
      },
      (err: unknown) => (err as Error).message,
    );
    // it gave up waiting on a service that was running and healthy (a service that exited by itself says so)
    expect(failure).toMatch(/^webhook-dispatcher readyz within 1500 ms/);
    expect(failure).not.toMatch(/exited/);
    const refused = () =>
      new Promise<boolean>((resolve) => {
        const socket = connect(port, "127.0.0.1");
        socket.once("connect", () => {
          socket.destroy();
          resolve(false);
        });
        socket.once("error", () => resolve(true));
      });
    await waitFor(refused, { timeoutMs: 10_000, intervalMs: 50, message: "the never-ready service's port closed" });
  });
});
