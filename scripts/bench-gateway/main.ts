/**
 * npm run bench:gateway — the public check path against its ceiling, in ONE run (docs/benchmarks.md, "Gateway").
 *
 * Starts the whole stack as processes (tests' startStack: a fresh database, a Redis namespace, the
 * Kafka mock cluster, every service from its dist/main.js with `make up`'s environment), creates a
 * business account with raised limits and a Pro group with 50 custom rules (the engine bench's
 * rule mix), starts a plain Koa route (scripts/bench-gateway/plain-koa.mjs: same body, same
 * answer size, no I/O) and measures with autocannon:
 *   - max throughput, p50 and p99 of every endpoint, then p99 at half of that max;
 *   - the ratio of each max to plain Koa's;
 *   - CPU seconds per 1,000 requests of every process (/proc/<pid>/stat utime+stime) and the
 *     event-loop delay p99 of the gateway and the engine (their /metrics);
 *   - RSS of each process before and after;
 *   - a sustained run at 80% of the no-group check's max: non-2xx, decisions lost (journal rows vs
 *     answered checks) and the decisions consumer lag (max and last), sampled every second.
 *
 * Environment: BENCH_SECONDS (10) per point, BENCH_WARMUP_SECONDS (2), BENCH_SUSTAIN_SECONDS (60),
 * BENCH_CONNECTIONS (50), BENCH_ONLY (comma list of point names), BENCH_PROFILE_DIR (run every
 * service under the CPU profiler, scripts/bench-gateway/cpu-prof.mjs, into that directory), BENCH_JSON (where to write the raw results;
 * default .reports/bench-gateway.json).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { dirname, join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { createKafka, TOPICS } from "@warden/kafka";
import { BENCH_RULES, waitFor } from "@warden/testing";
import { ROOT, startStack, type Stack } from "../../test/support/stack.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const SUSTAIN = Number(process.env.BENCH_SUSTAIN_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(",")) : undefined;
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const JSON_OUT = process.env.BENCH_JSON ?? join(ROOT, ".reports", "bench-gateway.json");
const CLK_TCK = 100;
const GROUP_ID = -1009000000001;

const log = (msg: string) => process.stderr.write(`[bench:gateway] ${new Date().toISOString().slice(11, 19)} ${msg}\n`);

const SHORT_TEXT = "Earn $500 a day from home, no experience needed, DM me";
const PARAGRAPHS = [
  "Does anyone have experience with Postgres logical replication? We see lag after a failover.",
  "Заработок в интернете от 500$ в день, пишите в лс, всё расскажу.",
  "Join our airdrop now and claim 500 USDT https://bit.ly/xyz 🚀",
  "ok see you at 5 then, bring the slides for the demo please.",
  "Спасибо, помогло! Теперь всё работает как надо.",
];
function longText(n: number): string {
  let s = "";
  for (let i = 0; s.length < n; i++) s += `${PARAGRAPHS[i % PARAGRAPHS.length]} `;
  return s.slice(0, n);
}
const BATCH_TEXTS = Array.from({ length: 20 }, (_, i) => `${PARAGRAPHS[i % PARAGRAPHS.length]} #${i}`);

interface ProcInfo {
  name: string;
  pid: number;
}
function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]); // utime + stime (fields 14 and 15)
  } catch {
    return NaN;
  }
}
function rssMiB(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Math.round(Number(m[1]) / 102.4) / 10 : NaN;
  } catch {
    return NaN;
  }
}

async function eventLoopP99Ms(url: string): Promise<number | undefined> {
  const text = await fetch(`${url}/metrics`)
    .then((r) => r.text())
    .catch(() => "");
  const m = /^nodejs_eventloop_lag_p99_seconds(?:\{[^}]*\})? ([0-9.e+-]+)/m.exec(text);
  return m ? Math.round(Number(m[1]) * 1e5) / 100 : undefined;
}

interface Target {
  name: string;
  label: string;
  method: "GET" | "POST";
  url: string;
  body?: string;
  /** Texts a request checks (journal rows a 2xx answer promises). */
  checks: number;
}

interface Point {
  name: string;
  label: string;
  rate?: number;
  rps: number;
  total2xx: number;
  non2xx: number;
  errors: number;
  p50: number;
  p99: number;
  cpuPer1k: Record<string, number>;
  loopP99?: Record<string, number | undefined>;
}

async function run(t: Target, key: string | undefined, seconds: number, rate?: number): Promise<autocannon.Result> {
  return autocannon({
    url: t.url,
    method: t.method,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) },
    ...(t.body ? { body: t.body } : {}),
    ...(rate ? { overallRate: rate } : {}),
  });
}

async function main() {
  const started = new Date();
  const load0 = os.loadavg();
  log("starting the stack (fresh database, Redis namespace, Kafka mock, 5 services)");
  // node refuses --cpu-prof in NODE_OPTIONS: a preload starts the inspector's profiler instead.
  const profileEnv: Record<string, string> = PROFILE_DIR
    ? { NODE_OPTIONS: `--import ${join(ROOT, "scripts/bench-gateway/cpu-prof.mjs")}`, BENCH_PROFILE_DIR: PROFILE_DIR }
    : {};
  if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
  const stack: Stack = await startStack({ label: "bench-gateway", env: profileEnv });
  let koa: ChildProcess | undefined;
  const pool = new pg.Pool({ connectionString: stack.db.url, max: 2 });
  // Everything this run started (the services, the Kafka mock, plain Koa, the database and the Redis keys) goes, once,
  // at the end or on Ctrl-C / SIGTERM: a stopped bench leaves no process listening and no database behind.
  let stopped: Promise<void> | undefined;
  const cleanUp = () =>
    (stopped ??= (async () => {
      await pool.end().catch(() => undefined);
      if (koa && koa.exitCode === null) koa.kill("SIGTERM");
      await stack.stop();
    })());
  const onSignal = (sig: NodeJS.Signals) => {
    log(`${sig}: stopping what the bench started`);
    void cleanUp()
      .catch((err: Error) => log(`clean-up failed: ${err.message}`))
      .finally(() => process.exit(sig === "SIGINT" ? 130 : 143));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    const acc = (await stack.cli("account", "create", "--name", "bench", "--plan", "business")) as { id: string };
    await stack.cli("account", "limits", acc.id, "--daily", "2000000000", "--per-minute", "2000000000");
    const key = ((await stack.cli("key", "create", acc.id, "--scope", "write")) as { key: string }).key;
    await stack.cli("group", "upsert", "--id", String(GROUP_ID), "--title", "Bench group", "--plan", "pro", "--admin", acc.id);
    for (const r of BENCH_RULES) {
      const res = await fetch(`${stack.baseUrl}/groups/${GROUP_ID}/rules`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify(r),
      });
      if (res.status !== 201) throw new Error(`rule ${r.name}: ${res.status} ${await res.text()}`);
    }
    log(`account ${acc.id}, group ${GROUP_ID} with ${BENCH_RULES.length} custom rules`);

    // The ceiling answers with the gateway's own answer to the same check.
    const checkBody = JSON.stringify({ text: SHORT_TEXT });
    const sample = await fetch(`${stack.baseUrl}/spam/check`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: checkBody,
    });
    const answer = await sample.text();
    if (sample.status !== 200) throw new Error(`check: ${sample.status} ${answer}`);
    koa = spawn(process.execPath, [join(ROOT, "scripts/bench-gateway/plain-koa.mjs")], {
      env: { ...process.env, ...profileEnv, BENCH_ANSWER: answer },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const koaPort = await new Promise<number>((resolve, reject) => {
      koa!.stdout!.once("data", (d: Buffer) => resolve(Number(d.toString().trim())));
      koa!.once("exit", (code) => reject(new Error(`plain Koa exited with ${code}`)));
    });

    const base = stack.baseUrl;
    const targets: Target[] = [
      { name: "koa", label: "plain Koa JSON route (the ceiling)", method: "POST", url: `http://127.0.0.1:${koaPort}/`, body: checkBody, checks: 0 },
      { name: "check", label: "POST /spam/check, no group", method: "POST", url: `${base}/spam/check`, body: checkBody, checks: 1 },
      {
        name: "check-rules",
        label: "POST /spam/check, Pro group with 50 custom rules",
        method: "POST",
        url: `${base}/spam/check`,
        body: JSON.stringify({ text: SHORT_TEXT, group_id: GROUP_ID }),
        checks: 1,
      },
      {
        name: "check-10k",
        label: "POST /spam/check, 10,000-character text",
        method: "POST",
        url: `${base}/spam/check`,
        body: JSON.stringify({ text: longText(10_000) }),
        checks: 1,
      },
      {
        name: "batch",
        label: "POST /spam/check-batch, 20 texts",
        method: "POST",
        url: `${base}/spam/check-batch`,
        body: JSON.stringify({ texts: BATCH_TEXTS }),
        checks: 20,
      },
      { name: "me", label: "GET /me", method: "GET", url: `${base}/me`, checks: 0 },
      { name: "journal", label: "GET /groups/{id}/journal", method: "GET", url: `${base}/groups/${GROUP_ID}/journal`, checks: 0 },
    ];
    const procs: ProcInfo[] = [
      ...Object.values(stack.services).map((s) => ({ name: s!.name, pid: s!.process.pid! })),
      { name: "kafka-mock", pid: stack.kafka.pid },
      { name: "plain-koa", pid: koa.pid! },
      { name: "load generator", pid: process.pid },
    ];
    const rssBefore = Object.fromEntries(procs.map((p) => [p.name, rssMiB(p.pid)]));
    const loopUrls = { gateway: stack.services.gateway!.url, engine: stack.services.engine!.url };

    let answeredChecks = 0;
    const measure = async (t: Target, seconds: number, rate?: number): Promise<Point> => {
      await Promise.all(Object.values(loopUrls).map((u) => eventLoopP99Ms(u))); // resets the histograms
      const before = procs.map((p) => cpuTicks(p.pid));
      const r = await run(t, t.name === "koa" ? undefined : key, seconds, rate);
      const after = procs.map((p) => cpuTicks(p.pid));
      const loop = t.name === "koa" ? undefined : { gateway: await eventLoopP99Ms(loopUrls.gateway), engine: await eventLoopP99Ms(loopUrls.engine) };
      const total = r["2xx"] + r.non2xx;
      answeredChecks += r["2xx"] * t.checks;
      const cpuPer1k = Object.fromEntries(
        procs.map((p, i) => [p.name, total > 0 ? Math.round(((after[i]! - before[i]!) / CLK_TCK / total) * 1000 * 1000) / 1000 : NaN]),
      );
      return {
        name: t.name,
        label: t.label,
        rate,
        rps: Math.round(r["2xx"] / seconds),
        total2xx: r["2xx"],
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
        p50: r.latency.p50,
        p99: r.latency.p99,
        cpuPer1k,
        loopP99: loop,
      };
    };

    const maxPoints: Point[] = [];
    const halfPoints: Point[] = [];
    for (const t of targets) {
      if (ONLY && t.name !== "koa" && !ONLY.has(t.name)) continue;
      log(`${t.name}: warm-up ${WARMUP} s`);
      if (WARMUP > 0) await measure(t, WARMUP);
      log(`${t.name}: max throughput, ${SECONDS} s at ${CONNECTIONS} connections`);
      const max = await measure(t, SECONDS);
      maxPoints.push(max);
      log(`${t.name}: ${max.rps}/s p50 ${max.p50} ms p99 ${max.p99} ms non-2xx ${max.non2xx}`);
      const half = await measure(t, SECONDS, Math.max(1, Math.round(max.rps / 2)));
      halfPoints.push(half);
      log(`${t.name}: at half (${half.rate}/s) p50 ${half.p50} ms p99 ${half.p99} ms non-2xx ${half.non2xx}`);
    }

    // Sustained: 80% of the no-group check's max, with the decisions consumer's lag on the API
    // checks' topic sampled each second.
    const journalCount = async () => Number((await pool.query("SELECT count(*)::int AS n FROM journal.journal WHERE account_id = $1", [acc.id])).rows[0].n);
    const kafka = createKafka({ brokers: stack.kafka.brokers, clientId: "bench-gateway", logLevel: 0 } as Parameters<typeof createKafka>[0]);
    const admin = kafka.admin();
    await admin.connect();
    const lagOf = async (groupId: string): Promise<number> => {
      const [ends, committed] = await Promise.all([
        admin.fetchTopicOffsets(TOPICS.apiDecisions),
        admin.fetchOffsets({ groupId, topics: [TOPICS.apiDecisions] }),
      ]);
      const end = new Map(ends.map((o) => [o.partition, Number(o.high)]));
      let lag = 0;
      for (const p of committed[0]?.partitions ?? []) {
        const c = Number(p.offset);
        lag += (end.get(p.partition) ?? 0) - Math.max(c, 0);
      }
      return lag;
    };
    const checkMax = maxPoints.find((p) => p.name === "check");
    let sustained:
      | (Point & { maxLag: number; lastLag: number; lagSamples: number[]; journalRows: number; expectedRows: number; drainSeconds: number })
      | undefined;
    if (checkMax && SUSTAIN > 0) {
      // Everything before is journaled first, so the sustained run's rows are counted alone.
      await waitFor(async () => (await journalCount()) >= answeredChecks, {
        timeoutMs: 300_000,
        intervalMs: 500,
        message: "journal catching up before the sustained run",
      }).catch(() => undefined);
      const rowsBefore = await journalCount();
      const checkedBefore = answeredChecks;
      const rate = Math.round(checkMax.rps * 0.8);
      log(`sustained: ${SUSTAIN} s at ${rate}/s (80% of the check's max)`);
      const lagSamples: number[] = [];
      const sampler = setInterval(() => {
        lagOf("journal-analytics.decisions").then(
          (l) => lagSamples.push(l),
          () => undefined,
        );
      }, 1000);
      const point = await measure(targets.find((t) => t.name === "check")!, SUSTAIN, rate);
      clearInterval(sampler);
      const expected = rowsBefore + (answeredChecks - checkedBefore);
      const drainStart = Date.now();
      await waitFor(async () => (await journalCount()) >= expected, { timeoutMs: 120_000, intervalMs: 200, message: "journal rows" }).catch(() => undefined);
      const drainSeconds = (Date.now() - drainStart) / 1000;
      const rows = await journalCount();
      sustained = {
        ...point,
        maxLag: Math.max(0, ...lagSamples),
        lastLag: lagSamples.at(-1) ?? NaN,
        lagSamples,
        journalRows: rows - rowsBefore,
        expectedRows: answeredChecks - checkedBefore,
        drainSeconds,
      };
      log(`sustained: ${point.rps}/s non-2xx ${point.non2xx} journal ${sustained.journalRows}/${sustained.expectedRows} max lag ${sustained.maxLag}`);
    }
    await admin.disconnect();
    const rssAfter = Object.fromEntries(procs.map((p) => [p.name, rssMiB(p.pid)]));
    const load1 = os.loadavg();

    // Report.
    const koaMax = maxPoints.find((p) => p.name === "koa")!;
    const out: string[] = [];
    out.push(
      `bench:gateway ${started.toISOString()} node ${process.version}, ${os.cpus().length} cores, load average ${load0.map((l) => l.toFixed(2)).join(" ")} before, ${load1.map((l) => l.toFixed(2)).join(" ")} after`,
    );
    out.push(`${CONNECTIONS} connections, ${SECONDS} s per point (+${WARMUP} s warm-up), sustained ${SUSTAIN} s`);
    out.push("");
    out.push("| endpoint | max req/s | ratio to Koa | p50 ms | p99 ms | p99 at half of max (rate) | non-2xx | loop p99 gw/engine ms |");
    out.push("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (const p of maxPoints) {
      const h = halfPoints.find((x) => x.name === p.name)!;
      const loop = p.loopP99 ? `${p.loopP99.gateway ?? "?"} / ${p.loopP99.engine ?? "?"}` : "";
      out.push(
        `| ${p.label} | ${p.rps} | ${((p.rps / koaMax.rps) * 100).toFixed(1)}% | ${p.p50} | ${p.p99} | ${h.p99} (${h.rate}/s) | ${p.non2xx + h.non2xx + p.errors + h.errors} | ${loop} |`,
      );
    }
    out.push("");
    const names = procs.map((p) => p.name);
    out.push(`CPU seconds per 1,000 requests at max throughput (${names.join(", ")}):`);
    out.push("");
    out.push(`| endpoint | ${names.join(" | ")} |`);
    out.push(`|---|${names.map(() => "---:").join("|")}|`);
    for (const p of maxPoints) out.push(`| ${p.name} | ${names.map((n) => p.cpuPer1k[n]!.toFixed(3)).join(" | ")} |`);
    out.push("");
    out.push(`| RSS MiB | ${names.join(" | ")} |`);
    out.push(`|---|${names.map(() => "---:").join("|")}|`);
    out.push(`| before | ${names.map((n) => rssBefore[n]).join(" | ")} |`);
    out.push(`| after | ${names.map((n) => rssAfter[n]).join(" | ")} |`);
    if (sustained) {
      out.push("");
      out.push(
        `Sustained ${SUSTAIN} s at ${sustained.rate}/s (80% of the check's max): ${sustained.rps}/s answered, p50 ${sustained.p50} ms, p99 ${sustained.p99} ms, ` +
          `non-2xx ${sustained.non2xx}, errors ${sustained.errors}; journal rows ${sustained.journalRows} for ${sustained.expectedRows} answered checks ` +
          `(lost ${Math.max(0, sustained.expectedRows - sustained.journalRows)}; rows above the count are requests autocannon stopped counting at the end; ` +
          `last row ${sustained.drainSeconds.toFixed(1)} s after the run); ` +
          `decisions consumer lag max ${sustained.maxLag}, last ${sustained.lastLag} (${sustained.lagSamples.length} samples)`,
      );
    }
    process.stdout.write(`${out.join("\n")}\n`);
    mkdirSync(dirname(JSON_OUT), { recursive: true });
    writeFileSync(
      JSON_OUT,
      JSON.stringify({ started, load0, load1, connections: CONNECTIONS, seconds: SECONDS, maxPoints, halfPoints, sustained, rssBefore, rssAfter }, null, 2),
    );
    log(`raw results in ${JSON_OUT}`);
  } finally {
    await cleanUp();
  }
}

await main();
