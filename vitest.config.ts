import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Three projects: fast unit tests next to the code; integration tests (*.int.test.ts and the
// cross-service suites in test/) against real PostgreSQL, Redis and the Kafka mock cluster; and the
// tests whose assertions are latencies or restart times under load, which run last and one at a
// time, so that they measure the system and not the other test files sharing the 2 cores.
const ALONE = ["services/engine/test/regex-budget.int.test.ts", "test/e2e/crash-restart.test.ts"];
// Unit test files share their worker's modules (isolate: false): importing the engine's rules and the services again
// for each of ~100 files took two thirds of the unit run (166 s against 64 s shared, on 2 cores). Files that replace a
// module with vi.mock get modules of their own, so that their stand-ins reach no other file.
const UNIT = ["packages/*/test/**/*.test.ts", "services/*/test/**/*.test.ts"];
const UNIT_EXCLUDE = ["**/*.int.test.ts", "**/node_modules/**", "**/dist/**"];
const MOCKING = unitFilesThatMock();

/** The unit test files (as UNIT and UNIT_EXCLUDE select them) that call vi.mock or vi.doMock, found by reading them. */
function unitFilesThatMock(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (e.name.endsWith(".test.ts") && !e.name.endsWith(".int.test.ts") && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path, "utf8"))) found.push(path);
    }
  };
  const root = fileURLToPath(new URL(".", import.meta.url));
  for (const top of ["packages", "services"]) {
    for (const pkg of readdirSync(join(root, top), { withFileTypes: true })) {
      const tests = join(root, top, pkg.name, "test");
      if (pkg.isDirectory() && existsSync(tests)) walk(tests);
    }
  }
  return found.map((f) => relative(root, f));
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          include: UNIT,
          exclude: [...UNIT_EXCLUDE, ...MOCKING],
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "unit-mocking",
          sequence: { groupOrder: 0 },
          include: MOCKING,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "integration",
          sequence: { groupOrder: 1 },
          include: ["packages/*/test/**/*.int.test.ts", "services/*/test/**/*.int.test.ts", "test/**/*.test.ts"],
          exclude: ["**/node_modules/**", "**/dist/**", ...ALONE],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: "forks",
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
      {
        test: {
          name: "alone",
          sequence: { groupOrder: 2 },
          include: ALONE,
          testTimeout: 300_000,
          hookTimeout: 120_000,
          pool: "forks",
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
