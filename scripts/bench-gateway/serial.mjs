// One check at a time: a single keep-alive connection sends POST /spam/check one after another,
// paced at RATE per second (or back to back when the pace cannot be kept), for SECONDS, and prints
// the client's p50/p90/p99/max. For a check's own latency, not throughput (bench:gateway).
//   WARDEN_KEY=tk_live_... npm run bench:serial -- [RATE=100] [SECONDS=20] [BASE=http://127.0.0.1:8080/api/public/v1]
// The key comes from the environment, never the command line; its account needs limits above
// RATE x 60 per minute (`npx --no warden account limits <account> --per-minute N --daily N`).
import http from "node:http";

const key = process.env.WARDEN_KEY;
if (!key) {
  console.error("set WARDEN_KEY to an API key (make up prints one)");
  process.exit(2);
}
const rate = Number(process.argv[2] ?? 100);
const seconds = Number(process.argv[3] ?? 20);
const url = new URL(`${(process.argv[4] ?? "http://127.0.0.1:8080/api/public/v1").replace(/\/$/, "")}/spam/check`);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const body = JSON.stringify({ text: "Earn $500 a day from home, no experience needed, DM me" });

const once = () =>
  new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const req = http.request(
      url,
      { method: "POST", agent, headers: { authorization: `Bearer ${key}`, "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ ms: Number(process.hrtime.bigint() - t0) / 1e6, status: res.statusCode }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });

const results = [];
const end = Date.now() + seconds * 1000;
let next = Date.now();
while (Date.now() < end) {
  results.push(await once());
  next += 1000 / rate;
  const wait = next - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}
agent.destroy();
const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
const q = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(2);
const failed = results.filter((r) => r.status !== 200).length;
console.log(
  `${results.length} checks in ${seconds} s (${(results.length / seconds).toFixed(0)}/s): p50 ${q(0.5)} ms, p90 ${q(0.9)} ms, p99 ${q(0.99)} ms, max ${q(1)} ms; non-200 ${failed}`,
);
