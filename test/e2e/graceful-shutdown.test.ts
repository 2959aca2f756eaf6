import http from "node:http";
import { createPool, type Pool } from "@warden/db";
import { waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type ServiceName, type Stack } from "../support/stack.js";

// A rolling upgrade under load, as `helm upgrade` does it: clients keep sending checks to the gateway over keep-alive
// connections (as an ingress controller or an SDK's pooled agent does) while each service in turn gets SIGTERM,
// drains, exits, and a new process takes its port. The promises:
// - every answered check (200) has its journal row (the decision went through Kafka before the answer);
// - every other outcome is a 503 with Retry-After, or a connection refused before the request was written (no
//   gateway listening); a request written and then cut (reset, "socket hang up") is a failure, as is any other answer;
// - each service exits 0 within SHUTDOWN_GRACE_MS, not by the hard exit of onShutdown (which cuts what is in flight).
// crash-restart.test.ts does the same with SIGKILL; this is the path of an ordinary upgrade.
const GRACE_MS = 4_000;
const CLIENTS = 16;
/**
 * An upstream of the gateway (its HTTP/2 connection goes away: the gateway answers 503 + Retry-After), then the gateway
 * itself with the load on its port. (groups-config is an upstream like the engine; journal-analytics' consumer commits
 * only what it wrote, which crash-restart.test.ts proves under SIGKILL: left out to keep the run short.)
 */
const ORDER: ServiceName[] = ["engine", "gateway"];
const RUN = `sigterm-${Date.now().toString(36)}`;

let stack: Stack;
let journal: Pool;

beforeAll(async () => {
  stack = await startStack({
    label: "graceful",
    services: ["groups-config", "journal-analytics", "engine", "gateway"],
    // The mock cluster rebalances a group a member left for its session timeout less 1 s (librdkafka's mock, also
    // with kafkajs alone): a short session keeps the restarted journal's wait for its partitions short.
    env: { LOG_LEVEL: "warn", SHUTDOWN_GRACE_MS: String(GRACE_MS), KAFKA_SESSION_TIMEOUT_MS: "6000" },
  });
  // The demo plan's per-minute limit would answer 429 to this load: lift it for the account.
  await stack.cli("account", "limits", stack.demo.accountId, "--daily", "1000000", "--per-minute", "100000");
  journal = createPool({ connectionString: stack.db.url, schema: "journal", max: 2 });
});

afterAll(async () => {
  await journal?.end();
  await stack?.stop();
});

type Outcome =
  | { kind: "answer"; status: number; retryAfter: string | undefined; body: string }
  | { kind: "refused" }
  | { kind: "cut"; why: string; reused: boolean };

/** One check on a pooled keep-alive connection; tells a refused connection (nothing written) from a cut request. */
function check(agent: http.Agent, port: number, n: number): Promise<Outcome> {
  const body = JSON.stringify({ text: `${RUN} #${n} earn from home, write me`, ...(n % 2 === 0 ? { group_id: stack.demo.groupId } : {}) });
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/public/v1/spam/check",
        method: "POST",
        agent,
        headers: { authorization: `Bearer ${stack.demo.key}`, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ kind: "answer", status: res.statusCode!, retryAfter: res.headers["retry-after"], body: text.slice(0, 300) }));
        res.on("error", (err) => resolve({ kind: "cut", why: `response: ${err.message}`, reused: req.reusedSocket }));
      },
    );
    req.on("error", (err: NodeJS.ErrnoException) => {
      // ECONNREFUSED comes from connect(): nothing of the request was written.
      if (err.code === "ECONNREFUSED") resolve({ kind: "refused" });
      else resolve({ kind: "cut", why: `${err.code ?? ""} ${err.message}`, reused: req.reusedSocket });
    });
    req.setTimeout(30_000, () => req.destroy(new Error("no answer within 30 s")));
    req.end(body);
  });
}

describe("a rolling upgrade under load", () => {
  it("answers only 200 or 503 + Retry-After, cuts no request it was sent, journals every 200, and each service exits 0 within the grace", async () => {
    const port = stack.services.gateway!.port;
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const answered = new Set<number>();
    const refused: number[] = [];
    const unavailable: number[] = [];
    const cut: { n: number; why: string; reused: boolean }[] = [];
    const other: { n: number; status: number; retryAfter: string | undefined; body: string }[] = [];
    let sent = 0;
    let running = true;
    const client = async () => {
      while (running) {
        const n = sent++;
        const o = await check(agent, port, n);
        if (o.kind === "refused") refused.push(n);
        else if (o.kind === "cut") cut.push({ n, why: o.why, reused: o.reused });
        else if (o.status === 200) answered.add(n);
        else if (o.status === 503 && o.retryAfter) unavailable.push(n);
        else other.push({ n, status: o.status, retryAfter: o.retryAfter, body: o.body });
        // A refused connection is tried again after a pause (a client's back-off), not in a busy loop.
        if (o.kind === "refused") await new Promise((r) => setTimeout(r, 20));
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);
    const exits: { name: ServiceName; code: number | null; afterMs: number; readyAfterMs: number }[] = [];
    const began = Date.now();
    try {
      for (const name of ORDER) {
        // Load flows before each signal (and through each new process).
        const before = answered.size;
        await waitFor(() => answered.size >= before + 100, { timeoutMs: 20_000, message: `100 checks answered before SIGTERM of ${name}` });
        const signalledAt = Date.now();
        const code = await stack.services[name]!.stop("SIGTERM");
        const exitedAt = Date.now();
        await stack.restartService(name, { waitFor: "readyz" });
        exits.push({ name, code, afterMs: exitedAt - signalledAt, readyAfterMs: Date.now() - exitedAt });
      }
      const before = answered.size;
      await waitFor(() => answered.size >= before + 100, { timeoutMs: 20_000, message: "checks answered after the last restart" });
    } finally {
      running = false;
      await Promise.all(clients);
      agent.destroy();
    }
    console.log(
      `${((Date.now() - began) / 1000).toFixed(1)} s, ${sent} checks: ${answered.size} answered 200, ${unavailable.length} 503 + Retry-After, ${refused.length} refused, ${cut.length} cut ` +
        `${JSON.stringify(cut.slice(0, 5))}; exits (code, ms to exit, ms to the new process's /readyz): ${exits.map((e) => `${e.name} ${e.code} ${e.afterMs} ${e.readyAfterMs}`).join(", ")}`,
    );

    expect(other).toEqual([]);
    expect(cut).toEqual([]);
    expect(exits.map((e) => e.name)).toEqual(ORDER);
    for (const e of exits) {
      expect(e.code, `${e.name} exit code`).toBe(0);
      expect(e.afterMs, `${e.name} exited within SHUTDOWN_GRACE_MS`).toBeLessThan(GRACE_MS);
    }

    // Every answered decision reaches the journal.
    const number = (excerpt: string) => Number(/#(\d+) /.exec(excerpt)![1]);
    const missing = await waitFor(
      async () => {
        const { rows } = await journal.query<{ text_excerpt: string }>("SELECT text_excerpt FROM journal WHERE source = 'api' AND text_excerpt LIKE $1", [
          `${RUN} #%`,
        ]);
        const have = new Set(rows.map((r) => number(r.text_excerpt)));
        const left = [...answered].filter((n) => !have.has(n));
        return left.length === 0 ? left : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 250, message: "every answered check in the journal" },
    );
    expect(missing).toEqual([]);
  });
});
