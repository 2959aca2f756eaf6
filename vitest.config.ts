import { defineConfig } from "vitest/config";

// Three projects: fast unit tests next to the code; integration tests (*.int.test.ts and the
// cross-service suites in test/) against real PostgreSQL, Redis and the Kafka mock cluster; and the
// tests whose assertions are latencies or restart times under load, which run last and one at a
// time, so that they measure the system and not the other test files sharing the 2 cores.
const ALONE = ["services/engine/test/regex-budget.int.test.ts", "test/e2e/crash-restart.test.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          include: ["packages/*/test/**/*.test.ts", "services/*/test/**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "**/node_modules/**", "**/dist/**"],
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
