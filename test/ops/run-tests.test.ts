import { execFile } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// scripts/run-tests.mjs (make test): its last line "N passed, N failed" and its exit code in each way vitest can end.
// vitest is replaced by a fake `npx` that writes the given JSON report and ends as told; only the vitest suite runs.
const ROOT = new URL("../..", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "warden-run-tests-"));
const bin = join(dir, "bin");
mkdirSync(bin);
writeFileSync(
  join(bin, "npx"),
  `#!/usr/bin/env node
const fs = require("node:fs");
const out = process.argv.find((a) => a.startsWith("--outputFile.json="))?.slice("--outputFile.json=".length);
if (process.env.FAKE_REPORT !== undefined) fs.writeFileSync(out, process.env.FAKE_REPORT);
if (process.env.FAKE_SIGNAL) process.kill(process.pid, process.env.FAKE_SIGNAL);
if (process.env.FAKE_HANG) setInterval(() => {}, 1000);
else process.exit(Number(process.env.FAKE_EXIT ?? 0));
`,
);
chmodSync(join(bin, "npx"), 0o755);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runTests(env: Record<string, string>, args = ["--only=vitest"]) {
  return new Promise<{ code: number; lines: string[] }>((resolve) => {
    execFile(
      process.execPath,
      [join(ROOT, "scripts/run-tests.mjs"), ...args],
      { cwd: ROOT, env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, WARDEN_TEST_REPORTS: join(dir, "reports"), ...env } },
      (err, stdout) => resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, lines: stdout.trimEnd().split("\n") }),
    );
  });
}

const report = (o: { passed?: number; failed?: number; pending?: number; success?: boolean; files?: unknown[] }) =>
  JSON.stringify({
    numPassedTests: o.passed ?? 0,
    numFailedTests: o.failed ?? 0,
    numPendingTests: o.pending ?? 0,
    numTodoTests: 0,
    success: o.success ?? true,
    testResults: o.files ?? [{ name: join(ROOT, "a.test.ts"), status: "passed", assertionResults: [{ status: "passed", fullName: "a" }] }],
  });

describe("run-tests.mjs: the last line and the exit code", () => {
  it("a report cut short (vitest killed while writing it) is one failure, and the last line is still there", async () => {
    const r = await runTests({ FAKE_REPORT: report({ passed: 40 }).slice(0, 30), FAKE_SIGNAL: "SIGKILL" });
    expect(r.lines.at(-1)).toBe("0 passed, 1 failed");
    expect(r.code).toBe(1);
  });

  it("vitest ending in failure with no failure in its report counts as one; a file that could not load counts as one", async () => {
    const exited = await runTests({ FAKE_REPORT: report({ passed: 3 }), FAKE_EXIT: "1" });
    expect(exited.lines.at(-1)).toBe("3 passed, 1 failed");
    expect(exited.code).toBe(1);

    const broken = report({
      success: false,
      files: [{ name: join(ROOT, "b.test.ts"), status: "failed", message: "Cannot find module", assertionResults: [] }],
    });
    const r = await runTests({ FAKE_REPORT: broken, FAKE_EXIT: "1" });
    expect(r.lines.at(-1)).toBe("0 passed, 1 failed");
    expect(r.lines).toContain("  ✗ b.test.ts failed to run");
  });

  it("a vitest that never ends is killed after WARDEN_VITEST_TIMEOUT_MS and counted as failed", async () => {
    const r = await runTests({ FAKE_HANG: "1", WARDEN_VITEST_TIMEOUT_MS: "1500" });
    expect(r.lines.at(-1)).toBe("0 passed, 1 failed");
    expect(r.code).toBe(1);
  });

  it("skipped tests count neither as passed nor failed, and the last line keeps its form", async () => {
    const r = await runTests({ FAKE_REPORT: report({ passed: 2, pending: 1 }) });
    expect(r.lines.at(-1)).toBe("2 passed, 0 failed");
    expect(r.lines.at(-2)).toBe("1 skipped (counted neither passed nor failed)");
    expect(r.code).toBe(0);
  });

  it("a misspelt --only runs nothing and fails, rather than ending 0 passed, 0 failed with exit 0", async () => {
    const r = await runTests({}, ["--only=vitests"]);
    expect(r.lines.at(-1)).toBe("0 passed, 1 failed");
    expect(r.code).toBe(1);
  });
});
