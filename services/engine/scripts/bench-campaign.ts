/**
 * What the campaign signal adds to a check, against a real Redis.
 *
 *   npx tsx services/engine/scripts/bench-campaign.ts [--redis=redis://127.0.0.1:6379] [--checks=5000] [--no-auto-pipelining]
 *
 * For short data texts (<= 200 chars; synthetic when the data is absent), each with a group and a
 * sender, as the Check handler runs them:
 *  - detector only (what `bench:engine` measures; no Redis);
 *  - signature only (normalise + MinHash/LSH keys: the CPU the signal adds);
 *  - detector + campaign lookup, one check at a time (the Redis round trip overlaps the scoring);
 *  - detector + campaign lookup, 32 checks in flight (throughput of one engine process).
 * Keys go under a random prefix that is deleted afterwards.
 */
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { Source } from "@warden/proto";
import { Redis } from "ioredis";
import { CampaignSignature, CampaignWatch } from "../src/campaign/index.js";
import { compilePolicy, createDetector, DEFAULT_SETTINGS } from "../src/detection/index.js";
import type { RunnablePolicy } from "../src/deps.js";
import { dataAvailable, loadDataset } from "./lib/dataset.js";

const arg = (name: string, def: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? def;
const redisUrl = arg("redis", process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
const checks = Number(arg("checks", "5000"));

const texts = dataAvailable()
  ? loadDataset()
      .flatMap((f) => f.examples.map((e) => e.text))
      .filter((t) => t.length <= 200)
  : [
      "Заработок в интернете от 500$ в день, пишите в лс",
      "Привет всем! Кто-нибудь знает, как настроить nginx на сервере?",
      "Join our airdrop now and claim 500 USDT https://bit.ly/xyz 🚀🚀🚀",
      "Does anyone have experience with Postgres logical replication?",
    ];
const pick = (i: number) => texts[(i * 7919) % texts.length]!;
const group = (i: number) => -1001000000000 - (i % 500);
const sender = (i: number) => ({ userId: 1_000_000 + (i % 2000), priorMessages: 10 });

const detector = createDetector();
const compiled = compilePolicy({ version: 1, settings: DEFAULT_SETTINGS, rules: [], whitelist: [] });
const policy: RunnablePolicy = {
  version: 1,
  policy: { version: 1, settings: DEFAULT_SETTINGS, rules: [], whitelist: [] },
  compiled,
  aiEnabled: false,
  aiDaily: 0,
};
const prefix = `bench-campaign-${randomBytes(4).toString("hex")}:`;
const redis = new Redis(redisUrl, {
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  lazyConnect: true,
  enableAutoPipelining: !process.argv.includes("--no-auto-pipelining"),
});
await redis.connect();
const watch = new CampaignWatch({ redis, keyPrefix: prefix, windowMs: 600_000, minGroups: 3, minSenders: 2, timeoutMs: 50 });

function stats(name: string, us: number[]) {
  us.sort((a, b) => a - b);
  const q = (p: number) => us[Math.min(us.length - 1, Math.floor(p * us.length))]!;
  const mean = us.reduce((s, x) => s + x, 0) / us.length;
  console.log(`${name.padEnd(52)} mean ${mean.toFixed(1).padStart(7)} µs   p50 ${q(0.5).toFixed(1).padStart(7)} µs   p99 ${q(0.99).toFixed(1).padStart(7)} µs`);
  return mean;
}

async function check(i: number) {
  const s = sender(i);
  const sighting = watch.observe(pick(i), group(i), policy, s, Source.BOT);
  const d = detector.detectCompiled(pick(i), compiled, s);
  const c = await sighting;
  return c ? d.score + c.weight : d.score;
}

try {
  // Warm-up: JIT, the script cache of Redis, the connection.
  for (let i = 0; i < 500; i++) await check(i);

  // Paired: each text is scored alone, then checked with the campaign lookup, back to back, so
  // the machine's load weighs on both alike.
  const det: number[] = [];
  const seq: number[] = [];
  const added: number[] = [];
  for (let i = 0; i < checks; i++) {
    const t0 = performance.now();
    detector.detectCompiled(pick(i), compiled, sender(i));
    const t1 = performance.now();
    await check(i);
    const t2 = performance.now();
    det.push((t1 - t0) * 1000);
    seq.push((t2 - t1) * 1000);
    added.push((t2 - t1 - (t1 - t0)) * 1000);
  }
  const sig = new CampaignSignature();
  const sg: number[] = [];
  for (let i = 0; i < checks; i++) {
    const t = performance.now();
    sig.keys(pick(i));
    sg.push((performance.now() - t) * 1000);
  }
  console.log(
    `${texts.length} texts <= 200 chars, ${checks} checks, Redis ${new URL(redisUrl).host}, load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(" ")}`,
  );
  const a = stats("detector only (no Redis)", det);
  stats("signature only (normalise + keys)", sg);
  stats("detector + campaign lookup, one at a time", seq);
  stats("added per check (paired difference)", added);

  // Redis memory: what the distinct texts of one window cost (MEMORY USAGE of a sample of keys).
  const keys: string[] = [];
  let cursor = "0";
  do {
    const [nextCursor, batch] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000);
    cursor = nextCursor;
    keys.push(...batch);
  } while (cursor !== "0");
  const sample = keys.filter((_, i) => i % Math.max(1, Math.floor(keys.length / 500)) === 0);
  let bytes = 0;
  for (const k of sample) bytes += (await redis.memory("USAGE", k)) ?? 0;
  const distinct = new Set(Array.from({ length: checks + 500 }, (_, i) => pick(i))).size;
  const perKey = bytes / sample.length;
  console.log(
    `Redis: ${keys.length} keys for ${distinct} distinct texts, ${perKey.toFixed(0)} bytes per key (MEMORY USAGE): ${((keys.length * perKey) / distinct).toFixed(0)} bytes per distinct text`,
  );

  const redisCpu = async () => {
    const info = await redis.info("cpu");
    const v = (k: string) => Number(new RegExp(`${k}:([0-9.]+)`).exec(info)?.[1] ?? 0);
    return v("used_cpu_user") + v("used_cpu_sys");
  };
  const inflight = 32;
  let next = 0;
  const cpu0 = process.cpuUsage();
  const rcpu0 = await redisCpu();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: inflight }, async () => {
      while (next < checks) await check(next++);
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const rcpu = (await redisCpu()) - rcpu0;
  console.log(
    `CPU per check with the lookup: this process ${((cpu.user + cpu.system) / checks).toFixed(1)} µs, Redis server ${((rcpu * 1e6) / checks).toFixed(1)} µs (the whole server: other clients count too)`,
  );
  const cpu1 = process.cpuUsage();
  const t1 = performance.now();
  for (let i = 0; i < checks; i++) detector.detectCompiled(pick(i), compiled, sender(i));
  const alone = (performance.now() - t1) / 1000;
  const cpuAlone = process.cpuUsage(cpu1);
  console.log(`CPU per check, detector alone: ${((cpuAlone.user + cpuAlone.system) / checks).toFixed(1)} µs`);
  console.log(
    `throughput: detector + campaign lookup, ${inflight} in flight: ${Math.round(checks / secs)} checks/s; detector alone: ${Math.round(checks / alone)} checks/s (mean of the paired run: ${Math.round(1e6 / a)})`,
  );
} finally {
  let cursor = "0";
  do {
    const [nextCursor, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000);
    cursor = nextCursor;
    if (keys.length) await redis.del(...keys);
  } while (cursor !== "0");
  redis.disconnect();
}
