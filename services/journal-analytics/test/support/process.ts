import { spawn, type ChildProcess } from "node:child_process";
import { createTestDatabase, freePort, KafkaMockCluster, projectTopics, type TestDatabase } from "@warden/testing";
import { afterAll, beforeAll } from "vitest";
import { migrateJournal } from "../../src/migrations.js";

const SERVICE_DIR = new URL("../..", import.meta.url).pathname;

/**
 * journal-analytics as Kubernetes runs it: its compiled main in a process of its own, on a migrated database `dbName`
 * and a Kafka mock with the project's topics, made before the file's tests and stopped (SIGTERM) after them.
 */
export function journalProcess(dbName: string) {
  let db: TestDatabase;
  let cluster: KafkaMockCluster;
  let child: ChildProcess | undefined;
  let output = "";
  beforeAll(async () => {
    db = await createTestDatabase(dbName);
    await migrateJournal(db.url);
    cluster = await KafkaMockCluster.start({ brokers: 1, topics: projectTopics().map((t) => ({ name: t.name, partitions: t.partitions })) });
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
    await cluster?.stop();
    await db?.drop();
  });
  return {
    get cluster(): KafkaMockCluster {
      return cluster;
    },
    /** What the process wrote on stdout and stderr so far. */
    output: () => output,
    /** Throws with its output if the process has exited. */
    assertRunning(): void {
      if (child && child.exitCode !== null) throw new Error(`exited ${child.exitCode}: ${output}`);
    },
    /** Starts dist/main.js on a free port; resolves to its base URL. */
    async start(): Promise<string> {
      const port = await freePort();
      child = spawn(process.execPath, ["dist/main.js"], {
        cwd: SERVICE_DIR,
        env: {
          ...process.env,
          PORT: String(port),
          DATABASE_URL: db.url,
          KAFKA_BROKERS: cluster.bootstrap,
          LOG_LEVEL: "warn",
          KAFKA_SESSION_TIMEOUT_MS: "10000",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout!.on("data", (b: Buffer) => (output += b.toString()));
      child.stderr!.on("data", (b: Buffer) => (output += b.toString()));
      return `http://127.0.0.1:${port}`;
    },
  };
}

/** GET of a health route: its status and JSON body. */
export async function getHealth(url: string): Promise<{ status: number; body: { status: string; checks?: Record<string, string> } }> {
  const r = await fetch(url);
  return { status: r.status, body: (await r.json()) as { status: string; checks?: Record<string, string> } };
}
