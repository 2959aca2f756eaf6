/**
 * Every probe set of the detection rounds (scripts/lib/probe-sets.ts, whose header says which rounds) through the whole detector, in a default group:
 *
 *   npm run eval:probe -w @warden/engine -- [--baseline DIR] [--list]
 *
 * For each set: how many of its spam posts are spam / suspicious / clean, and how many of its honest lines; --list prints
 * every spam post that is not spam and every honest line that is not clean, with its score and rules. --baseline DIR
 * (another copy's services/engine folder, e.g. a worktree of an older commit) prints that copy's counts beside.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type * as Engine from "../src/detection/index.js";
import { PROBE_SETS } from "./lib/probe-sets.js";

type Verdict = "spam" | "suspicious" | "clean";
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

async function detectorOf(dir: string): Promise<Engine.Detector> {
  const engine = (await import(pathToFileURL(resolve(dir, "src/detection/index.ts")).href)) as typeof Engine;
  return engine.createDetector();
}

function tally(det: Engine.Detector, texts: readonly string[]): Record<Verdict, number> {
  const n: Record<Verdict, number> = { spam: 0, suspicious: 0, clean: 0 };
  for (const t of texts) n[det.detect(t).verdict as Verdict]++;
  return n;
}

const fmt = (n: Record<Verdict, number>) => `${n.spam} spam, ${n.suspicious} suspicious, ${n.clean} clean`;

async function main(): Promise<void> {
  const here = await detectorOf(resolve(import.meta.dirname, ".."));
  const baseDir = arg("--baseline");
  const base = baseDir ? await detectorOf(baseDir) : undefined;
  for (const set of PROBE_SETS) {
    const posts = set.spam.map(([, t]) => t);
    console.log(`${set.name}: ${set.description}`);
    if (posts.length) console.log(`  spam posts (${posts.length}): ${fmt(tally(here, posts))}${base ? `   [baseline: ${fmt(tally(base, posts))}]` : ""}`);
    console.log(`  honest lines (${set.honest.length}): ${fmt(tally(here, set.honest))}${base ? `   [baseline: ${fmt(tally(base, set.honest))}]` : ""}`);
    if (process.argv.includes("--list")) {
      const show = (t: string) => {
        const d = here.detect(t);
        return `${d.verdict} ${d.score} [${d.matched_rules.join(",")}] ${t}`;
      };
      for (const t of posts) if (here.detect(t).verdict !== "spam") console.log(`    missed: ${show(t)}`);
      for (const t of set.honest) if (here.detect(t).verdict !== "clean") console.log(`    honest: ${show(t)}`);
    }
  }
}

await main();
