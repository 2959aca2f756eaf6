import { createPool, type Pool } from "@warden/db";
import { waitFor, FakeTelegram } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type ServiceName, type Stack, startBot } from "../support/stack.js";

// Crash under load: checks flow through the gateway at a steady rate while every service, one after
// the other, is killed with SIGKILL and started again on its port (each service is its own OS
// process, as in Kubernetes). Afterwards:
// - every answered check (200) is in the journal, exactly once (the decision went through Kafka);
// - no answer other than 200 or 503 with Retry-After (a refused connection while the gateway itself
//   is down is not an answer; it is counted apart, as are requests cut off when it was killed);
// - every restarted service answered /healthz within 10 s of its start.
const RATE_PER_S = 30;
const DOWN_MS = 2_000;
const STEADY_MS = 2_000;
const HEALTHY_WITHIN_MS = 10_000;
const KILL_ORDER: ServiceName[] = ["journal-analytics", "engine", "groups-config", "webhook-dispatcher", "bot", "gateway"];
const TOKEN = "424242:crash-test-token-AAAAAAAAAAAAAAAAAAAA";
const RUN = `crash-${Date.now().toString(36)}`;

let stack: Stack;
let journal: Pool;
let tg: FakeTelegram;

beforeAll(async () => {
  // A short session lets a restarted consumer take its partitions back quickly from its dead self (6 s: the brokers'
  // default group.min.session.timeout.ms; the consumers heartbeat every second).
  stack = await startStack({ label: "crash", env: { KAFKA_SESSION_TIMEOUT_MS: "6000", LOG_LEVEL: "warn" } });
  // The demo plan's per-minute limit would answer 429 to this load: lift it for the account.
  await stack.cli("account", "limits", stack.demo.accountId, "--daily", "1000000", "--per-minute", "100000");
  journal = createPool({ connectionString: stack.db.url, schema: "journal", max: 2 });
  // The bot too (its own process, against a fake Bot API): it consumes notifications.v1.
  tg = await FakeTelegram.start({ token: TOKEN });
  await startBot(stack, tg, TOKEN);
});

afterAll(async () => {
  await journal?.end();
  await stack?.stop();
  await tg?.close();
});

type Phase = "steady" | `${ServiceName} down` | `${ServiceName} restarting`;

interface Tally {
  sent: number;
  answered: Set<number>;
  unavailable: number;
  refused: number;
  /** Requests whose connection broke without an answer, by phase. */
  cut: Map<Phase, number>;
  cutWhy: Map<string, number>;
  /** Latency of every answer, by the phase it was sent in. */
  latency: Map<Phase, number[]>;
  /** Answers outside the contract of this test (anything but 200 and 503 with Retry-After). */
  other: { n: number; phase: Phase; status: number; retryAfter: string | null; body: string }[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("kill -9 of every service under load", () => {
  it("loses no answered decision, duplicates none, answers only 200 or 503 + Retry-After, and each service is healthy within 10 s", async () => {
    const tally: Tally = { sent: 0, answered: new Set(), unavailable: 0, refused: 0, cut: new Map(), cutWhy: new Map(), latency: new Map(), other: [] };
    let phase: Phase = "steady";
    const inFlight = new Set<Promise<void>>();
    const check = async (n: number) => {
      const at: Phase = phase;
      const body = {
        text: `${RUN} #${n} earn from home, write me`,
        ...(n % 2 === 0 ? { group_id: stack.demo.groupId } : {}),
        ...(n % 3 === 0 ? { user_id: 1000 + (n % 50) } : {}),
      };
      const sentAt = Date.now();
      try {
        const res = await fetch(`${stack.baseUrl}/spam/check`, {
          method: "POST",
          headers: { authorization: `Bearer ${stack.demo.key}`, "content-type": "application/json" },
          body: JSON.stringify(body),
          // Generous: on a starved machine answers queue; what is judged is the answer, not its speed.
          signal: AbortSignal.timeout(60_000),
        });
        const text = await res.text();
        tally.latency.set(at, [...(tally.latency.get(at) ?? []), Date.now() - sentAt]);
        if (res.status === 200) tally.answered.add(n);
        else if (res.status === 503 && res.headers.get("retry-after")) tally.unavailable++;
        else tally.other.push({ n, phase: at, status: res.status, retryAfter: res.headers.get("retry-after"), body: text.slice(0, 300) });
      } catch (err) {
        const code = (err as { cause?: { code?: string } }).cause?.code;
        if (code === "ECONNREFUSED") tally.refused++;
        else {
          // Attributed to the phase in which the connection broke (a request sent just before the
          // gateway was killed breaks when it is).
          const when: Phase = phase;
          tally.cut.set(when, (tally.cut.get(when) ?? 0) + 1);
          const why = `${(err as Error).name}: ${(err as Error).message} ${code ?? ""}`;
          tally.cutWhy.set(why, (tally.cutWhy.get(why) ?? 0) + 1);
        }
      }
    };
    // Paced by the clock: n checks by t = n / RATE, whatever the answers take.
    const began = Date.now();
    const pacer = setInterval(() => {
      const due = Math.floor(((Date.now() - began) / 1000) * RATE_PER_S);
      while (tally.sent < due) {
        const p = check(tally.sent++);
        inFlight.add(p);
        void p.finally(() => inFlight.delete(p));
      }
    }, 10);

    const restarts: { name: ServiceName; healthyAfterMs: number; readyAfterMs: number }[] = [];
    try {
      await sleep(STEADY_MS);
      for (const name of KILL_ORDER) {
        phase = `${name} down`;
        await stack.services[name]!.stop("SIGKILL");
        await sleep(DOWN_MS);
        phase = `${name} restarting`;
        const svc = await stack.restartService(name, { waitFor: "readyz" });
        restarts.push({ name, healthyAfterMs: svc.healthyAt - svc.spawnedAt, readyAfterMs: Date.now() - svc.spawnedAt });
        phase = "steady";
        await sleep(STEADY_MS);
      }
    } finally {
      clearInterval(pacer);
    }
    await Promise.all([...inFlight]);
    const seconds = (Date.now() - began) / 1000;
    console.log(
      `${tally.sent} checks in ${seconds.toFixed(0)} s: ${tally.answered.size} answered 200, ${tally.unavailable} 503 with Retry-After, ` +
        `${tally.refused} refused while the gateway was down, cut off: ${JSON.stringify(Object.fromEntries(tally.cut))} ${JSON.stringify(Object.fromEntries(tally.cutWhy))}; ` +
        `restarts (ms to /healthz, to /readyz): ${restarts.map((r) => `${r.name} ${r.healthyAfterMs}/${r.readyAfterMs}`).join(", ")}`,
    );

    const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;
    console.log(
      `answer latency by phase (p50/p99/max ms): ${[...tally.latency].map(([p, xs]) => `${p} ${pct(xs, 0.5)}/${pct(xs, 0.99)}/${Math.max(...xs)}`).join("; ")}`,
    );

    // Only the contract's answers.
    expect(tally.other).toEqual([]);
    // Connections cut without an answer only when the gateway itself was killed.
    expect([...tally.cut.keys()].filter((p) => p !== "gateway down")).toEqual([]);
    // Each service listened and answered /healthz within 10 s of its start.
    for (const r of restarts) expect(r.healthyAfterMs, `${r.name} /healthz after restart`).toBeLessThan(HEALTHY_WITHIN_MS);
    expect(restarts.map((r) => r.name)).toEqual(KILL_ORDER);
    // The load really flowed throughout (answers in every phase but the gateway's own outage).
    expect(tally.answered.size).toBeGreaterThan(tally.sent / 2);

    // Every answered decision reaches the journal, once.
    const journaled = async () => {
      const { rows } = await journal.query<{ text_excerpt: string; n: number }>(
        "SELECT text_excerpt, count(*)::int AS n FROM journal WHERE source = 'api' AND text_excerpt LIKE $1 GROUP BY text_excerpt",
        [`${RUN} #%`],
      );
      return rows;
    };
    const number = (excerpt: string) => Number(/#(\d+) /.exec(excerpt)![1]);
    const rows = await waitFor(
      async () => {
        const r = await journaled();
        const have = new Set(r.map((x) => number(x.text_excerpt)));
        return [...tally.answered].every((n) => have.has(n)) ? r : undefined;
      },
      { timeoutMs: 90_000, intervalMs: 500, message: "every answered check in the journal" },
    );
    const missing = [...tally.answered].filter((n) => !rows.some((r) => number(r.text_excerpt) === n));
    expect(missing).toEqual([]);
    expect(rows.filter((r) => r.n > 1)).toEqual([]);
    // Nothing is journaled that was never sent; decisions without an answer are only those whose
    // gateway was killed between publishing and answering.
    const unanswered = rows.filter((r) => !tally.answered.has(number(r.text_excerpt))).length;
    expect(rows.every((r) => number(r.text_excerpt) < tally.sent)).toBe(true);
    expect(unanswered).toBeLessThanOrEqual(tally.cut.get("gateway down") ?? 0);

    // Every service is ready again at the end.
    for (const name of KILL_ORDER) expect((await fetch(`${stack.services[name]!.url}/readyz`)).status, `${name} /readyz`).toBe(200);
  });
});
