#!/usr/bin/env node
// Lints docs/api/openapi.json offline with Redocly CLI (`recommended`, redocly.yaml) and Spectral
// (`spectral:oas`, .spectral.yaml): the commands are package.json's `lint:openapi:redocly` and
// `lint:openapi:spectral`. Either fails here on any error AND any warning (Redocly alone exits 0
// on warnings).
//
//   node scripts/lint-openapi.mjs             both (npm run lint:openapi)
//   node scripts/lint-openapi.mjs redocly     one of them (make test runs each as its own check)
//   node scripts/lint-openapi.mjs spectral
import { spawnSync } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;
const DOCUMENT = "docs/api/openapi.json";
const SCRIPTS = { redocly: "lint:openapi:redocly", spectral: "lint:openapi:spectral" };
// No usage data, no update check: the linters run offline.
const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_UPDATE_NOTIFIER: "1" };

const run = (argv) => {
  const r = spawnSync("npm", ["run", "--silent", ...argv], { cwd: root, env, encoding: "utf8" });
  // npm's own notices about this machine's configuration are not the linters' output.
  const quiet = (text) =>
    (text ?? "")
      .split("\n")
      .filter((line) => !line.startsWith("npm warn"))
      .join("\n");
  return { status: r.status, stdout: quiet(r.stdout), stderr: quiet(r.stderr) };
};

/** Redocly exits 0 on warnings: its JSON report's totals decide. */
function redocly() {
  const r = run([SCRIPTS.redocly, "--", "--format=json"]);
  let totals;
  try {
    totals = JSON.parse(r.stdout.slice(r.stdout.indexOf("{"))).totals;
  } catch {
    return { ok: false, output: `redocly: no JSON report (exit ${r.status})\n${r.stdout}${r.stderr}` };
  }
  const ok = r.status === 0 && totals.errors === 0 && totals.warnings === 0;
  // The readable report, as a person runs it.
  const shown = run([SCRIPTS.redocly, "--", "--format=stylish"]);
  const output = `${shown.stdout}${shown.stderr}`.replace(/\n\s*╔[\s\S]*?╝\n/, "\n");
  return { ok, output: `${output.trim()}\nredocly: ${totals.errors} errors, ${totals.warnings} warnings, ${totals.ignored ?? 0} ignored` };
}

/** Spectral fails on warnings with --fail-severity=warn. */
function spectral() {
  const r = run([SCRIPTS.spectral]);
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}`.trim() };
}

const linters = { redocly, spectral };
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in linters));
if (unknown.length > 0) {
  console.error(`lint-openapi: unknown linter(s) ${unknown.join(" ")}; usage: lint-openapi.mjs [redocly] [spectral]`);
  process.exit(2);
}
let failed = false;
for (const name of chosen.length > 0 ? chosen : Object.keys(linters)) {
  const { ok, output } = linters[name]();
  console.log(output);
  console.log(`${ok ? "✓" : "✗"} ${name}: ${DOCUMENT} ${ok ? "has no error and no warning" : "has problems (above)"}`);
  failed ||= !ok;
}
process.exit(failed ? 1 : 0);
