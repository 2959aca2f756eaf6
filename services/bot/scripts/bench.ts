/**
 * npm run bench:bot [-- --rate 200] [-- --groups 50] [-- --seconds 30] [-- --warmup 5] [-- --latency-ms 0] [-- --engine real|stub] [-- --no-write]
 *
 * Does the moderation bot keep up with `rate` messages a second spread over `groups` groups?
 * The real bot process runs against the fake Telegram Bot API (@warden/testing, packages/testing/src/fakes/telegram.ts),
 * with the real engine and groups-config processes, PostgreSQL and the Kafka mock cluster (the
 * stack of the end-to-end tests). The bot is first added to every group (my_chat_member, so it
 * registers them), then the fake makes messages available to getUpdates at the offered rate for
 * `seconds` seconds (after `warmup` seconds of the same load that are not measured, as a
 * long-running bot is warm): about 1 in 5 is spam, the rest honest, from 40 members a group.
 *
 * Measured: the processed rate (the bot's decisions read back from moderation.decisions.v1),
 * the latency from an update becoming available at the fake to the bot's decision on Kafka and
 * to its deleteMessage call, that every spam message got its deleteMessage and no honest one
 * did, and the CPU the bot process used. With `--engine stub` the engine process is replaced by a
 * stand-in in this process that answers from two regular expressions at no cost, so the figures
 * are the bot's own (with Kafka and the fake), not the detector's. The figures are printed and written to
 * docs/benchmarks.md under "## Bot" (with --no-write, only printed).
 */
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { createKafka, protobufDecoder, runConsumer, TOPICS } from "@warden/kafka";
import { create } from "@bufbuild/protobuf";
import { Action, CheckResponseSchema, DecisionSchema, EngineService, Source, Verdict } from "@warden/proto";
import { createServiceHandler, listen, serviceClient, type RunningServer } from "@warden/server";
import { createLogger, createRegistry } from "@warden/telemetry";
import { deletedMessageIds, FakeTelegram, type TgChat, type TgUser } from "@warden/testing";
import { ROOT, startStack } from "../../../test/support/stack.js";

const args = process.argv.slice(2);
const arg = (name: string, def: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : def;
};
const RATE = arg("rate", 200);
const GROUPS = arg("groups", 50);
const SECONDS = arg("seconds", 30);
const LATENCY_MS = arg("latency-ms", 0);
const WARMUP = arg("warmup", 5);
const WRITE = !args.includes("--no-write");
const ENGINE: "real" | "stub" = args.includes("--engine") && args[args.indexOf("--engine") + 1] === "stub" ? "stub" : "real";
const MEMBERS = 40;
const SPAM_EVERY = 5;
const TOKEN = `987654:${"B".repeat(35)}`;

const log = (msg: string) => process.stderr.write(`[bench:bot] ${new Date().toISOString().slice(11, 19)} ${msg}\n`);

// Texts the engine judges spam on their own (its pre-check below refuses to run otherwise).
const SPAM_TEMPLATES = [
  (n: number) => `Earn $${300 + (n % 700)} a day from home, no experience needed, DM me`,
  (n: number) => `Easy income from home: earn ${100 + (n % 900)}$ daily, write me in DM`,
  (n: number) => `Earn $${500 + (n % 500)} a day from home with crypto, DM me for details`,
];
// Honest chat: short replies, 64 of them (8 x 8), so no member repeats one sentence over and over
// the way only a spammer does (40 members x 8 long sentences made every member post the same one
// every 10 s: the behaviour signals rightly called that a duplicate).
const HONEST_TEXTS = ["see you", "thanks", "good point", "nice one", "agreed", "sounds good", "not sure", "me too"].flatMap((a) =>
  ["Anna", "Boris", "Chen", "Dana", "Emil", "Fatima", "Gus", "Hana"].map((b) => `${a} ${b}`),
);
const HONEST_TEMPLATES = HONEST_TEXTS.map((t) => (_n: number) => t);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A stand-in engine: "earn ... DM" is spam (action delete), anything else clean. */
async function startStubEngine(): Promise<RunningServer> {
  const spam = (t: string) => /\bearn/i.test(t) && /\bdm\b/i.test(t);
  const { handler } = createServiceHandler({
    registry: createRegistry("bench-stub-engine"),
    logger: createLogger("bench-stub-engine", "warn"),
    readiness: {},
    routes: (router) =>
      router.service(EngineService, {
        async check(req) {
          return spam(req.text)
            ? create(CheckResponseSchema, {
                verdict: Verdict.SPAM,
                score: 80,
                confidence: 0.9,
                recommendedAction: Action.DELETE,
                categories: ["earnings"],
                matchedRules: ["earnings_promise", "dm_invite"],
              })
            : create(CheckResponseSchema, { verdict: Verdict.CLEAN, score: 0, confidence: 1, recommendedAction: Action.NONE });
        },
      }),
  });
  return listen(handler, 0, "127.0.0.1");
}

function cpuSeconds(pid: number): number {
  // utime + stime, in clock ticks (100 a second on Linux).
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const HEADINGS = {
  real: "### The whole path: bot, real engine, groups-config, Kafka",
  stub: "### The bot alone: a stand-in engine that costs nothing",
} as const;

/** Rewrites this run's subsection of "## Bot" in docs/benchmarks.md, keeping every other section. */
function writeSection(kind: keyof typeof HEADINGS, body: string): void {
  const file = join(ROOT, "docs", "benchmarks.md");
  const intro = [
    "## Bot",
    "",
    "Does the moderation bot keep up with 200 messages a second across 50 groups? The real bot",
    "process long-polls the fake Telegram Bot API (`packages/testing/src/fakes/telegram.ts`), which makes",
    "messages available at the offered rate (1 in 5 spam); the bot asks the engine (policies from the",
    "real groups-config), acts through the fake, and publishes to the Kafka mock cluster. Latencies",
    "run from the moment an update is available at the fake; decisions are read back from",
    "`moderation.decisions.v1`. Everything, the load generator included, shares this machine's",
    `${cpus().length} cores, with other work running on them: figures vary with that load.`,
    "Script: `services/bot/scripts/bench.ts`.",
  ].join("\n");
  const current = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n";
  const start = current.search(/^## Bot[ \t]*$/m);
  let rest = "";
  let section = "";
  if (start >= 0) {
    const after = current.slice(start + 1).search(/^## /m);
    section = after < 0 ? current.slice(start) : current.slice(start, start + 1 + after);
    rest = after < 0 ? "" : current.slice(start + 1 + after);
  }
  const blocks: Record<string, string> = {};
  for (const k of Object.keys(HEADINGS) as (keyof typeof HEADINGS)[]) {
    const h = section.indexOf(HEADINGS[k]);
    if (h < 0) continue;
    const next = section.slice(h + 1).search(/^### /m);
    blocks[k] = (next < 0 ? section.slice(h) : section.slice(h, h + 1 + next)).trimEnd();
  }
  blocks[kind] = `${HEADINGS[kind]}\n\n${body.trimEnd()}`;
  const mine = `${[intro, ...(["real", "stub"] as const).filter((k) => blocks[k]).map((k) => blocks[k])].join("\n\n")}\n`;
  const head = start >= 0 ? current.slice(0, start) : current.replace(/\n*$/, "\n\n");
  writeFileSync(file, head + mine + (rest ? `\n${rest}` : ""));
}

async function main() {
  const loadBefore = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  log(`rate ${RATE}/s, ${GROUPS} groups, ${SECONDS} s, fake latency ${LATENCY_MS} ms, ${ENGINE} engine`);
  const tg = await FakeTelegram.start({ token: TOKEN, latencyMs: LATENCY_MS });
  const stack = await startStack({ label: "bench_bot", services: ENGINE === "real" ? ["groups-config", "engine"] : ["groups-config"] });
  const stub = ENGINE === "stub" ? await startStubEngine() : undefined;
  const engineUrl = stub ? `http://127.0.0.1:${stub.port}` : stack.services.engine!.url;
  const logger = createLogger("bench-bot", "warn");
  try {
    // Texts the engine judges spam (and honest texts it judges clean), asked the same way the bot asks.
    const engine = serviceClient(EngineService, engineUrl);
    for (const [kind, templates] of [
      ["spam", SPAM_TEMPLATES],
      ["clean", HONEST_TEMPLATES],
    ] as const) {
      for (const t of templates) {
        for (const n of [0, 7, 333, 999]) {
          const r = await engine.check({ text: t(n), source: Source.BOT });
          const want = kind === "spam" ? Verdict.SPAM : Verdict.CLEAN;
          if (r.verdict !== want) throw new Error(`the engine does not judge "${t(n)}" ${kind}`);
        }
      }
    }

    const owner: TgUser = { id: 9_000_000, is_bot: false, first_name: "Owner" };
    const chats: TgChat[] = Array.from({ length: GROUPS }, (_, i) => ({ id: -1002000000000 - i, type: "supergroup", title: `Bench group ${i}` }));
    for (const c of chats) tg.setAdmins(c.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
    const members = chats.map((_, g) =>
      Array.from({ length: MEMBERS }, (_, k): TgUser => ({ id: 8_000_000 + g * 1_000 + k, is_bot: false, first_name: `M${k}` })),
    );

    const bot = await stack.startService("bot", {
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_API_ROOT: tg.url,
      TELEGRAM_POLL_TIMEOUT_S: "1",
      ENGINE_URL: engineUrl,
      GROUPS_CONFIG_URL: stack.services["groups-config"]!.url,
      LOG_LEVEL: "warn",
      ...(process.env.BENCH_BOT_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_BOT_NODE_OPTIONS } : {}),
    });
    const pid = bot.process.pid!;

    // The bot is added to every group: it registers them (groups-config) and reads their admins.
    tg.addUpdates(...chats.map((c) => tg.botMembership(c, owner, "administrator")));
    const t0 = Date.now();
    while (tg.callsOf("getChatAdministrators").length < GROUPS && Date.now() - t0 < 30_000) await new Promise((r) => setTimeout(r, 50));
    log(`bot registered ${tg.callsOf("getChatAdministrators").length} groups`);

    // Decisions read back from Kafka.
    const sent = new Map<string, { at: number; spam: boolean; updateId: number }>();
    const decidedAt = new Map<string, number>();
    const decidedAction = new Map<string, Action>();
    const decodeDecision = protobufDecoder(DecisionSchema);
    const consumer = runConsumer({
      kafka: createKafka({ brokers: stack.kafka.brokers, clientId: "bench-bot" }),
      groupId: `bench-bot-${Date.now()}`,
      topics: [TOPICS.decisions],
      decode: decodeDecision,
      logger,
      maxWaitTimeInMs: 20,
      sessionTimeout: 10_000,
      handleBatch: async (records) => {
        const now = performance.now();
        for (const r of records) {
          const key = `${r.message.groupId}:${r.message.messageId}`;
          if (!decidedAt.has(key)) decidedAt.set(key, now);
          decidedAction.set(key, r.message.actionTaken);
        }
      },
    });
    // Let the consumer join before the clock starts (the mock's first join takes about 3 s).
    await new Promise((r) => setTimeout(r, 4_000));

    /** Offers `count` messages at RATE a second (message numbers from `first`); `into` gets what was offered. */
    const offer = (first: number, count: number, into: Map<string, { at: number; spam: boolean; updateId: number }>) =>
      new Promise<number>((resolve) => {
        const began = performance.now();
        let i = 0;
        const timer = setInterval(() => {
          const due = Math.min(count, Math.floor(((performance.now() - began) / 1000) * RATE));
          const batch: Record<string, unknown>[] = [];
          const isSpam: boolean[] = [];
          for (; i < due; i++) {
            const n = first + i;
            const g = n % GROUPS;
            const from = members[g]![Math.floor(n / GROUPS) % MEMBERS]!;
            const spam = n % SPAM_EVERY === 0;
            const text = spam ? SPAM_TEMPLATES[n % SPAM_TEMPLATES.length]!(n) : HONEST_TEMPLATES[n % HONEST_TEMPLATES.length]!(n);
            batch.push(tg.message(chats[g]!, from, text));
            isSpam.push(spam);
          }
          if (batch.length > 0) {
            tg.addUpdates(...batch).forEach((u, k) => {
              const m = u.message as { chat: { id: number }; message_id: number };
              into.set(`${m.chat.id}:${m.message_id}`, { at: tg.availableAt.get(u.update_id)!, spam: isSpam[k]!, updateId: u.update_id });
            });
          }
          if (i >= count) {
            clearInterval(timer);
            resolve(i);
          }
        }, 5);
      });

    // Warm-up (not measured): a fresh process runs cold (JIT, connections, caches) for its first seconds.
    if (WARMUP > 0) {
      const warm = new Map<string, { at: number; spam: boolean; updateId: number }>();
      log(`warming up for ${WARMUP} s`);
      await offer(0, RATE * WARMUP, warm);
      const until = Date.now() + 60_000;
      while ([...warm.keys()].some((k) => !decidedAt.has(k)) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    }

    const cpuBefore = cpuSeconds(pid);
    const benchCpuBefore = process.cpuUsage();
    const callsBefore = tg.calls.length;
    const total = RATE * SECONDS;
    const start = performance.now();
    log(`offering ${total} messages`);
    const n = await offer(RATE * WARMUP, total, sent);
    const offeredFor = (performance.now() - start) / 1000;
    log(`offered ${n} in ${offeredFor.toFixed(1)} s; waiting for the last decisions`);
    const waitStart = Date.now();
    const undecided = () => [...sent.keys()].filter((k) => !decidedAt.has(k)).length;
    while (undecided() > 0 && Date.now() - waitStart < 60_000) await new Promise((r) => setTimeout(r, 100));
    const cpuUsed = cpuSeconds(pid) - cpuBefore;
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const benchCpuS = (benchCpu.user + benchCpu.system) / 1e6;
    await consumer.stop();

    for (const k of [...decidedAt.keys()]) if (!sent.has(k)) decidedAt.delete(k);
    const lastDecision = Math.max(...decidedAt.values());
    const window = (lastDecision - start) / 1000;
    const decisionLatencies: number[] = [];
    for (const [key, s] of sent) {
      const d = decidedAt.get(key);
      if (d !== undefined) decisionLatencies.push(d - s.at);
    }
    decisionLatencies.sort((a, b) => a - b);
    // The worst latency of each 5 s of the run: a backlog shows as a rising series.
    const buckets: number[] = [];
    for (const [key, x] of sent) {
      const d = decidedAt.get(key);
      if (d === undefined) continue;
      const b = Math.floor((x.at - start) / 5_000);
      buckets[b] = Math.max(buckets[b] ?? 0, d - x.at);
    }
    // Each message the bot asked to delete (deleteMessage, or one of a deleteMessages: the outbox
    // sends the deletes waiting in a chat together), with the time of that call.
    const deletes = tg.calls
      .slice(callsBefore)
      .flatMap((c) => deletedMessageIds([c]).map((id) => ({ key: `${c.params.chat_id}:${id}`, at: c.at, method: c.method })));
    const deleteLatencies: number[] = [];
    const deleted = new Set<string>();
    for (const d of deletes) {
      const s = sent.get(d.key);
      if (!s || deleted.has(d.key)) continue;
      deleted.add(d.key);
      deleteLatencies.push(d.at - s.at);
    }
    deleteLatencies.sort((a, b) => a - b);
    const fetchLatencies = [...sent.values()]
      .map((x) => (tg.deliveredAt.get(x.updateId) ?? NaN) - x.at)
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    const spamSent = [...sent.values()].filter((s) => s.spam).length;
    const deleteCalls = deletes.filter((d) => d.method === "deleteMessage" && sent.has(d.key)).length;
    const batchedDeletes = deletes.filter((d) => d.method === "deleteMessages" && sent.has(d.key)).length;
    const spamDeleted = [...sent.entries()].filter(([k, s]) => s.spam && deleted.has(k)).length;
    const honestDeleted = [...sent.entries()].filter(([k, s]) => !s.spam && deleted.has(k)).length;
    const spamDecidedDelete = [...sent.entries()].filter(([k, s]) => s.spam && decidedAction.get(k) === Action.DELETE).length;
    const ms = (x: number) => `${x.toFixed(0)} ms`;
    const figures = {
      offered: `${n} messages at ${RATE}/s for ${SECONDS} s (after ${WARMUP} s of warm-up) across ${GROUPS} groups (${MEMBERS} members each), 1 in ${SPAM_EVERY} spam; ${ENGINE === "real" ? "the real engine" : "a stand-in engine"}`,
      decided: `${decidedAt.size} of ${sent.size}`,
      rate: `${(decidedAt.size / window).toFixed(0)} decisions/s (first message offered to last decision published: ${window.toFixed(1)} s)`,
      decision: `p50 ${ms(percentile(decisionLatencies, 50))}, p95 ${ms(percentile(decisionLatencies, 95))}, p99 ${ms(percentile(decisionLatencies, 99))}, max ${ms(decisionLatencies.at(-1) ?? NaN)}`,
      fetch: `p50 ${ms(percentile(fetchLatencies, 50))}, p95 ${ms(percentile(fetchLatencies, 95))}, p99 ${ms(percentile(fetchLatencies, 99))}, max ${ms(fetchLatencies.at(-1) ?? NaN)}`,
      deletion: `p50 ${ms(percentile(deleteLatencies, 50))}, p95 ${ms(percentile(deleteLatencies, 95))}, p99 ${ms(percentile(deleteLatencies, 99))}, max ${ms(deleteLatencies.at(-1) ?? NaN)}`,
      spam: `${spamDeleted} of ${spamSent} spam messages deleted (${spamDecidedDelete} decisions with action delete, ${deleteCalls} by deleteMessage, ${batchedDeletes} in deleteMessages); ${honestDeleted} honest messages deleted`,
      cpu: `${cpuUsed.toFixed(1)} CPU s in ${window.toFixed(1)} s (${((cpuUsed / window) * 100).toFixed(0)}% of one core); the load generator with the fake${ENGINE === "stub" ? " and the stand-in engine" : ""}: ${((benchCpuS / window) * 100).toFixed(0)}%`,
    };
    // Keeping up: every message decided at the offered rate, every spam deleted and nothing else,
    // and no backlog left when the offer stops (the last decision within 3 s of the last message).
    const lastOffered = Math.max(...[...sent.values()].map((x) => x.at));
    const tailMs = lastDecision - lastOffered;
    const keptUp = decidedAt.size === sent.size && spamDeleted === spamSent && honestDeleted === 0 && decidedAt.size / window >= 0.95 * RATE && tailMs <= 3_000;
    const out = [
      `offered:            ${figures.offered}`,
      `decided:            ${figures.decided}`,
      `processed rate:     ${figures.rate}`,
      `backlog at the end: the last decision ${ms(tailMs)} after the last message was offered`,
      `update -> fetched:  ${figures.fetch}   (getUpdates handed it to the bot)`,
      `update -> decision: ${figures.decision}   (decision read back from Kafka)`,
      `worst per 5 s:      ${Array.from(buckets, (v) => ms(v ?? NaN)).join(", ")}   (update -> decision)`,
      `update -> delete:   ${figures.deletion}   (deleteMessage or deleteMessages call at the fake)`,
      `actions:            ${figures.spam}`,
      `bot CPU:            ${figures.cpu}`,
      `kept up:            ${keptUp ? "yes" : "NO"}`,
    ].join("\n");
    process.stdout.write(`${out}\n`);

    if (WRITE) {
      writeSection(
        ENGINE,
        [
          "```sh",
          `npm run bench:bot -- --rate ${RATE} --groups ${GROUPS} --seconds ${SECONDS} --warmup ${WARMUP}${LATENCY_MS ? ` --latency-ms ${LATENCY_MS}` : ""}${ENGINE === "stub" ? " --engine stub" : ""}`,
          "```",
          "",
          "```",
          out,
          "```",
          "",
          `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, load average before the run ${loadBefore}.`,
        ].join("\n"),
      );
      log(`written to docs/benchmarks.md`);
    }
    if (!keptUp) process.exitCode = 1;
  } finally {
    await stack.stop();
    await stub?.close();
    await tg.close();
  }
}

await main();
