import { defineConfig } from "vitest/config";

// Two projects: fast unit tests next to the code, and integration tests (*.int.test.ts and the
// cross-service suites in test/) against real PostgreSQL, Redis and the Kafka mock cluster.
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
          exclude: ["**/node_modules/**", "**/dist/**"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: "forks",
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
    ],
  },
});
