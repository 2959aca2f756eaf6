/**
 * What rebuilding feedback state costs the other checks of an engine (docs/feedback.md, "Rebuilds").
 *
 *   npm run bench:feedback-rebuild [-- --scopes 2 --reports 10000 --module <path to a feedback-cache.ts>]
 *
 * Rebuilds `scopes` scopes of `reports` reports of 10,000 characters each at once (an engine just
 * restarted), from an in-memory stand-in for groups-config, and meanwhile measures the event loop's
 * delay (what every other check waits) and how long a scope with one new report waits for it.
 * `--module` measures another version of FeedbackCache (e.g. `git show <rev>:services/engine/src/feedback-cache.ts`
 * saved beside the original) in the same way.
 *
 * Then the same scopes rebuilt by a restarted engine from their saved states (snapshots, kept in memory here instead of
 * in groups-config's table), with 10 new reports each since: what encoding and decoding them costs, their size, and how
 * long until every scope is ready.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { create, type MessageInitShape } from "@bufbuild/protobuf";
import { GetFeedbackRequestSchema, GetFeedbackResponseSchema, ReportLabel } from "@warden/proto";
import { decodeSnapshot, encodeSnapshot } from "../src/feedback/index.js";

const { values } = parseArgs({
  options: { scopes: { type: "string", default: "2" }, reports: { type: "string", default: "10000" }, module: { type: "string" } },
});
const scopes = Number(values.scopes);
const reports = Number(values.reports);
const mod = (await import(
  values.module ? new URL(values.module, `file://${process.cwd()}/`).href : "../src/feedback-cache.js"
)) as typeof import("../src/feedback-cache.js");

const words = ["заработок", "быстро", "пиши", "в", "лс", "деньги", "работа", "crypto", "earn", "daily", "join", "now", "привет", "всем", "как", "дела"];
function text(i: number): string {
  let s = "";
  let k = i + 1;
  while (s.length < 10_000) {
    s += `${words[k % words.length]} `;
    k = (k * 31 + 7) % 1_000_003;
  }
  return s.slice(0, 10_000);
}
const store = new Map<string, string[]>();
for (let s = 0; s < scopes; s++)
  store.set(
    `big${s}`,
    Array.from({ length: reports }, (_, i) => text(i + s * reports)),
  );
store.set("small", ["a first report"]);
const owner = {
  async getFeedback(init: MessageInitShape<typeof GetFeedbackRequestSchema>) {
    const req = create(GetFeedbackRequestSchema, init);
    const list = store.get(String(req.scope?.scope.value)) ?? [];
    const after = Number(req.afterSeq);
    const items = list
      .slice(after, after + (req.limit || 1000))
      .map((t, i) => ({ seq: BigInt(after + i + 1), label: i % 3 ? ReportLabel.SPAM : ReportLabel.HAM, text: t }));
    return create(GetFeedbackResponseSchema, { items, latestSeq: BigInt(list.length) });
  },
};

const cache = new mod.FeedbackCache(owner, 1_000);
await cache.get({ accountId: "small" }, 1);
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
const started = performance.now();
const rebuilds = Array.from({ length: scopes }, (_, s) => cache.get({ accountId: `big${s}` }, reports));
// A check of another scope whose owner has just reported: how long until the report is learned.
await new Promise((r) => setTimeout(r, 200));
store.get("small")!.push("a second report");
const asked = performance.now();
await cache.get({ accountId: "small" }, 2);
const smallMs = performance.now() - asked;
await Promise.all(rebuilds);
const totalMs = performance.now() - started;
delay.disable();
const ms = (ns: number) => (ns / 1e6).toFixed(1);
console.log(`module: ${values.module ?? "src/feedback-cache.ts"}`);
console.log(`${scopes} scopes x ${reports} reports of 10,000 chars rebuilt at once in ${(totalMs / 1000).toFixed(1)} s`);
console.log(`event-loop delay meanwhile: p50 ${ms(delay.percentile(50))} ms, p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms`);
console.log(`another scope's one new report learned after ${smallMs.toFixed(1)} ms`);

if (!values.module) {
  const saved = new Map<string, Buffer>();
  const encodeStarted = performance.now();
  for (let s = 0; s < scopes; s++) saved.set(`big${s}`, encodeSnapshot(cache.peek({ accountId: `big${s}` })!));
  const encodeMs = (performance.now() - encodeStarted) / scopes;
  for (let s = 0; s < scopes; s++) for (let i = 0; i < 10; i++) store.get(`big${s}`)!.push(text(1_000_000 + i));
  let decodeMs = 0;
  const snapshots = {
    async load(scope: { accountId: string } | { groupId: number }) {
      const bytes = saved.get("accountId" in scope ? scope.accountId : String(scope.groupId));
      const t = performance.now();
      const state = bytes ? decodeSnapshot(bytes) : undefined;
      decodeMs += performance.now() - t;
      return state;
    },
    save() {},
  };
  const restarted = new mod.FeedbackCache(owner, 1_000, { snapshots });
  const t = performance.now();
  await Promise.all(Array.from({ length: scopes }, (_, s) => restarted.get({ accountId: `big${s}` }, reports + 10)));
  const fromSnapshotsMs = performance.now() - t;
  const sizes = [...saved.values()].map((b) => b.length);
  console.log(
    `from saved states (${sizes.map((n) => `${(n / 1024).toFixed(0)} KiB`).join(", ")}; encoded in ${encodeMs.toFixed(1)} ms, decoded in ${(decodeMs / scopes).toFixed(1)} ms each), ` +
      `10 new reports each: all ${scopes} ready in ${fromSnapshotsMs.toFixed(0)} ms`,
  );
}
