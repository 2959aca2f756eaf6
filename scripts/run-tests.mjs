#!/usr/bin/env node
// Runs every suite of the project and ends with one line "N passed, N failed" totalling them all.
// Suites: repository checks (Biome lint and format, knip, buf lint, generated code freshness of the protobuf code, of
// @warden/sdk and of the webhook event types, the SDK's type tests, OpenAPI export), vitest (unit and integration projects),
// and the Helm chart checks when the chart exists.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

const root = new URL("..", import.meta.url).pathname;
// WARDEN_TEST_REPORTS: another directory for the reports (test/ops/run-tests.test.ts).
const reports = process.env.WARDEN_TEST_REPORTS ?? join(root, ".reports");
mkdirSync(reports, { recursive: true });
const args = process.argv.slice(2);
const SUITES = ["checks", "vitest", "helm"];

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(cmd, argv, opts = {}) {
  return spawnSync(cmd, argv, { cwd: root, stdio: opts.capture ? "pipe" : "inherit", encoding: "utf8", env: { ...process.env, ...opts.env } });
}

// A vitest that never ends (a teardown waiting on a socket) is stopped after this long and counted as failed, so that
// the run still ends with its last line; the whole suite takes about 20 minutes on 2 cores. coreutils' timeout sends
// npx SIGTERM (npm passes it on to vitest), then SIGKILL 30 s later; --foreground keeps vitest in the terminal's
// process group, so that Ctrl-C still reaches it.
const VITEST_TIMEOUT_MS = Number(process.env.WARDEN_VITEST_TIMEOUT_MS ?? 60 * 60 * 1000);
// timeout(1)'s status when it stopped the command with SIGTERM (124), and when it had to SIGKILL it --kill-after later
// (137, also the status of a command killed otherwise: told apart by the time it ran).
const TIMED_OUT = new Set([124, 137]);

/** A captured run's output without npm's own warnings (they say nothing about the check). */
function withoutNpmWarnings(r) {
  return (r.stdout + r.stderr)
    .split("\n")
    .filter((l) => !l.startsWith("npm warn"))
    .join("\n");
}

function check(suite, name, fn) {
  let ok = false;
  let detail = "";
  try {
    const r = fn();
    ok = r === true || (typeof r === "object" && r.ok);
    detail = typeof r === "object" ? (r.detail ?? "") : "";
  } catch (err) {
    detail = err.message;
  }
  if (ok) totals.passed++;
  else totals.failed++;
  console.log(`${ok ? "✓" : "✗"} ${suite}: ${name}${!ok && detail ? `\n${detail}` : ""}`);
  return ok;
}

function listFiles(dir) {
  const out = [];
  for (const e of readdirSync(dir)) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) out.push(...listFiles(p));
    else out.push(p);
  }
  return out.sort();
}

const only = args.find((a) => a.startsWith("--only="))?.slice(7);
if (only !== undefined && !SUITES.includes(only)) {
  // A misspelt suite would run nothing and end "0 passed, 0 failed", exit 0.
  console.log(`--only=${only}: not a suite (${SUITES.join(", ")})\n0 passed, 1 failed`);
  process.exit(1);
}

if (!only || only === "checks") {
  console.log("\n── repository checks ──");
  check("checks", "biome: lint rules and formatting hold (npm run lint:biome)", () => {
    const r = run("npx", ["--no-install", "biome", "ci", "--error-on-warnings", "."], { capture: true });
    return { ok: r.status === 0, detail: (r.stdout + r.stderr).slice(-6000) };
  });
  check("checks", "knip: no unused or undeclared dependency, no unused file (npm run lint:knip)", () => {
    const r = run("npx", ["--no-install", "knip", "--no-progress"], { capture: true });
    return { ok: r.status === 0, detail: (r.stdout + r.stderr).slice(-6000) };
  });
  check("checks", "buf lint is clean", () => {
    const r = run("npx", ["--no-install", "buf", "lint"], { capture: true });
    return { ok: r.status === 0, detail: r.stdout + r.stderr };
  });
  check("checks", "committed generated protobuf code is up to date", () => {
    const out = mkdtempSync(join(tmpdir(), "warden-gen-"));
    try {
      const tpl = readFileSync(join(root, "buf.gen.yaml"), "utf8").replace("out: packages/proto/src/gen", `out: ${out}`);
      const r = run("npx", ["--no-install", "buf", "generate", "--template", tpl], { capture: true });
      if (r.status !== 0) return { ok: false, detail: r.stderr };
      const committed = join(root, "packages/proto/src/gen");
      const a = listFiles(out).map((f) => relative(out, f));
      const b = listFiles(committed).map((f) => relative(committed, f));
      if (a.join() !== b.join()) return { ok: false, detail: `files differ: generated ${a.join(", ")} vs committed ${b.join(", ")}` };
      const stale = a.filter((f) => readFileSync(join(out, f), "utf8") !== readFileSync(join(committed, f), "utf8"));
      return { ok: stale.length === 0, detail: `stale: ${stale.join(", ")} (run make generate)` };
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
  check("checks", "committed @warden/sdk types are generated from docs/api/openapi.json", () => {
    // The package's own generate script, with the output sent elsewhere: the same command and flags.
    const sdk = join(root, "packages/sdk");
    const committed = join(sdk, "src/gen/openapi.ts");
    const script = JSON.parse(readFileSync(join(sdk, "package.json"), "utf8")).scripts.generate;
    const out = mkdtempSync(join(tmpdir(), "warden-sdk-gen-"));
    try {
      const target = join(out, "openapi.ts");
      const cmd = script.replace("--output src/gen/openapi.ts", `--output ${target}`);
      if (cmd === script) return { ok: false, detail: `packages/sdk's generate script no longer writes src/gen/openapi.ts: ${script}` };
      const r = spawnSync(cmd, {
        cwd: sdk,
        shell: true,
        encoding: "utf8",
        env: { ...process.env, PATH: `${join(root, "node_modules/.bin")}:${process.env.PATH}` },
      });
      if (r.status !== 0) return { ok: false, detail: r.stdout + r.stderr };
      const fresh = readFileSync(target, "utf8") === readFileSync(committed, "utf8");
      return { ok: fresh, detail: "packages/sdk/src/gen/openapi.ts is stale: run `npm run generate -w @warden/sdk` and commit it" };
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
  check("checks", "the cross-service tests (test/) and the root scripts type-check (vitest and tsx run them without checking types)", () => {
    for (const project of ["test", "scripts"]) {
      const r = run("npx", ["--no-install", "tsc", "-p", project], { capture: true });
      if (r.status !== 0) return { ok: false, detail: `tsc -p ${project}:\n${(r.stdout + r.stderr).slice(-6000)}` };
    }
    return true;
  });
  check("checks", "@warden/sdk type-checks with its type tests (error codes = the contract's, defaulted request fields optional)", () => {
    // vitest does not type-check: the compile-time facts of packages/sdk/test/types.test.ts hold only under tsc.
    const r = run("npx", ["--no-install", "tsc", "-p", "packages/sdk/tsconfig.json", "--noEmit"], { capture: true });
    return { ok: r.status === 0, detail: r.stdout + r.stderr };
  });
  if (existsSync(join(root, "scripts/openapi-export.ts"))) {
    check("checks", "docs/api/openapi.json matches the gateway's OpenAPI document", () => {
      const r = run("npx", ["--no-install", "tsx", "scripts/openapi-export.ts", "--check"], { capture: true });
      return { ok: r.status === 0, detail: withoutNpmWarnings(r) };
    });
    // Both linters offline, each with 0 errors and 0 warnings (scripts/lint-openapi.mjs, npm run lint:openapi).
    for (const [linter, ruleset] of [
      ["redocly", "Redocly `recommended` (redocly.yaml)"],
      ["spectral", "Spectral `spectral:oas` (.spectral.yaml)"],
    ]) {
      check("checks", `docs/api/openapi.json: ${ruleset} finds no error and no warning`, () => {
        const r = run("node", ["scripts/lint-openapi.mjs", linter], { capture: true });
        return { ok: r.status === 0, detail: (r.stdout + r.stderr).slice(-6000) };
      });
    }
  }
  check("checks", "LICENSE is the Apache License 2.0 and every package.json declares Apache-2.0", () => {
    const text = readFileSync(join(root, "LICENSE"), "utf8");
    if (!/^\s*Apache License\s+Version 2\.0, January 2004/.test(text) || !text.includes("END OF TERMS AND CONDITIONS")) {
      return { ok: false, detail: "LICENSE is not the Apache License 2.0 text" };
    }
    const dirs = [".", "test", ...["packages", "services"].flatMap((d) => readdirSync(join(root, d)).map((e) => join(d, e)))];
    const wrong = dirs
      .filter((d) => existsSync(join(root, d, "package.json")))
      .filter((d) => JSON.parse(readFileSync(join(root, d, "package.json"), "utf8")).license !== "Apache-2.0");
    return { ok: wrong.length === 0, detail: `without "license": "Apache-2.0": ${wrong.join(", ")}` };
  });
  check("checks", "packages/webhook-verify/src/events.ts matches the webhook schemas of docs/api/openapi.json", () => {
    const r = run("npx", ["--no-install", "tsx", "scripts/webhook-events.ts", "--check"], { capture: true });
    return { ok: r.status === 0, detail: withoutNpmWarnings(r) };
  });
}

if (!only || only === "vitest") {
  console.log("\n── vitest: unit and integration ──");
  const out = join(reports, "vitest.json");
  rmSync(out, { force: true });
  const extra = args.filter((a) => !a.startsWith("--only="));
  const started = Date.now();
  const proc = run("timeout", [
    "--foreground",
    "--kill-after=30",
    `${VITEST_TIMEOUT_MS / 1000}s`,
    "npx",
    "--no-install",
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
    ...extra,
  ]);
  if (TIMED_OUT.has(proc.status) && Date.now() - started >= VITEST_TIMEOUT_MS)
    console.log(`✗ vitest did not end within ${VITEST_TIMEOUT_MS / 60_000} minutes: stopped`);
  let r;
  try {
    r = existsSync(out) ? JSON.parse(readFileSync(out, "utf8")) : undefined;
    if (r && !Array.isArray(r.testResults)) throw new Error("no testResults");
  } catch (err) {
    // Cut short while writing it (killed, disk full): the totals are unknown, the run failed.
    r = undefined;
    console.log(`✗ vitest: its report ${relative(root, out)} is unreadable (${err.message})`);
  }
  if (r) {
    const failedBefore = totals.failed;
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    // A file that failed to load, or whose setup hook failed (its tests then read as skipped),
    // has no failed test of its own: count the file as a failure.
    const brokenFiles = r.testResults.filter((f) => f.status === "failed" && !f.assertionResults.some((a) => a.status === "failed"));
    totals.failed += brokenFiles.length;
    // Errors outside tests (unhandled rejections, configuration) fail the run even with no failed test.
    if (r.success === false && r.numFailedTests === 0 && brokenFiles.length === 0) {
      totals.failed++;
      console.log("✗ vitest: the run reported errors outside any test (see above)");
    }
    for (const f of brokenFiles) console.log(`✗ vitest: ${relative(root, f.name)} failed to run: ${(f.message ?? "").split("\n")[0]}`);
    lines.push(`vitest: ${r.numPassedTests} passed, ${r.numFailedTests + brokenFiles.length} failed, ${r.numPendingTests + r.numTodoTests} skipped`);
    // The failed tests by name beside the totals: a log cut to its last lines (as CI keeps it) still says which failed.
    for (const f of r.testResults) {
      for (const a of f.assertionResults.filter((t) => t.status === "failed")) {
        const why = (a.failureMessages?.[0] ?? "").split("\n")[0].slice(0, 300);
        lines.push(`  ✗ ${relative(root, f.name)} > ${a.fullName}${why ? `: ${why}` : ""}`);
      }
    }
    for (const f of brokenFiles) lines.push(`  ✗ ${relative(root, f.name)} failed to run`);
    // vitest said it failed (a signal, a teardown that timed out, an error its report leaves out) with nothing counted.
    if (proc.status !== 0 && totals.failed === failedBefore) {
      totals.failed++;
      const how = proc.signal ? `was killed by ${proc.signal}` : `exited with ${proc.status}`;
      console.log(`✗ vitest ${how} although its report has no failure (see above)`);
      lines.push(`  ✗ vitest ${how}`);
    }
  } else {
    totals.failed++;
    lines.push(`vitest: did not produce a readable report (crashed${proc.signal ? `: ${proc.signal}` : proc.status ? `: exit ${proc.status}` : ""})`);
  }
}

if ((!only || only === "helm") && existsSync(join(root, "scripts/helm-check.mjs"))) {
  console.log("\n── helm chart ──");
  const out = join(reports, "helm.json");
  rmSync(out, { force: true });
  run("node", ["scripts/helm-check.mjs", `--report=${out}`]);
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, "utf8"));
    totals.passed += r.passed;
    totals.failed += r.failed;
    lines.push(`helm: ${r.passed} passed, ${r.failed} failed`);
  } else {
    totals.failed++;
    lines.push("helm: did not produce a report");
  }
}

// Skipped tests are neither passed nor failed; they are named above the last line, which stays "N passed, N failed".
if (totals.skipped) lines.push(`${totals.skipped} skipped (counted neither passed nor failed)`);
console.log(`\n${lines.join("\n")}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
