import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { join } from "node:path";
import { createTestDatabase, freePort, KafkaMockCluster, projectTopics, testRedisNamespace, waitFor, type TestDatabase } from "@warden/testing";

export const ROOT = new URL("../..", import.meta.url).pathname;
const LOG_DIR = join(ROOT, ".reports", "e2e-logs");

export { freePort };

export type ServiceName = "gateway" | "engine" | "groups-config" | "journal-analytics" | "webhook-dispatcher" | "bot";

export interface RunningService {
  name: ServiceName;
  port: number;
  url: string;
  process: ChildProcess;
  /** When the process was spawned, and when its /healthz first answered 200 (epoch ms). */
  spawnedAt: number;
  healthyAt: number;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface Stack {
  db: TestDatabase;
  kafka: KafkaMockCluster;
  redis: { url: string; prefix: string };
  services: Partial<Record<ServiceName, RunningService>>;
  env: Record<string, string>;
  baseUrl: string;
  demo: { key: string; accountId: string; groupId: number };
  cli(...args: string[]): unknown;
  startService(name: ServiceName, extraEnv?: Record<string, string>): Promise<RunningService>;
  /** Starts a service again on its port with its environment (after it was stopped or killed). */
  restartService(name: ServiceName, opts?: { waitFor?: "readyz" | "healthz" }): Promise<RunningService>;
  stop(): Promise<void>;
}

/** Runs a service's compiled main as its own process, as make up and Kubernetes do. */
/** The bot, as its own process, against a fake Bot API (@warden/testing, packages/testing/src/fakes/telegram.ts), wired to the stack's engine and groups-config. */
export function startBot(stack: Stack, telegram: { url: string }, token: string, extraEnv: Record<string, string> = {}): Promise<RunningService> {
  return stack.startService("bot", {
    TELEGRAM_BOT_TOKEN: token,
    TELEGRAM_API_ROOT: telegram.url,
    TELEGRAM_POLL_TIMEOUT_S: "1",
    ENGINE_URL: stack.services.engine!.url,
    GROUPS_CONFIG_URL: stack.services["groups-config"]!.url,
    ...extraEnv,
  });
}

export async function startServiceProcess(
  name: ServiceName,
  env: Record<string, string>,
  label: string,
  opts: { waitFor?: "readyz" | "healthz"; port?: number } = {},
): Promise<RunningService> {
  const port = opts.port ?? (await freePort());
  mkdirSync(LOG_DIR, { recursive: true });
  const log = createWriteStream(join(LOG_DIR, `${label}-${name}-${port}.log`), { flags: "a" });
  const spawnedAt = Date.now();
  const child = spawn(process.execPath, ["dist/main.js"], {
    cwd: join(ROOT, "services", name),
    env: { ...process.env, LOG_LEVEL: "info", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const answers = (path: string) => async () => {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} (log: ${label}-${name}-${port}.log)`);
    const r = await fetch(`${url}/${path}`).catch(() => undefined);
    return r?.status === 200;
  };
  await waitFor(answers("healthz"), { timeoutMs: 30_000, intervalMs: 25, message: `${name} healthz` });
  const healthyAt = Date.now();
  if ((opts.waitFor ?? "readyz") === "readyz") await waitFor(answers("readyz"), { timeoutMs: 90_000, intervalMs: 100, message: `${name} readyz` });
  return {
    name,
    port,
    url,
    process: child,
    spawnedAt,
    healthyAt,
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const t = setTimeout(() => child.kill("SIGKILL"), 15_000);
      const code = await exited;
      clearTimeout(t);
      return code;
    },
  };
}

const ORDER: ServiceName[] = ["groups-config", "journal-analytics", "engine", "webhook-dispatcher", "gateway"];

/** The whole system on this machine: a fresh database, a Redis namespace, a mock Kafka cluster. */
export async function startStack(opts: { label: string; brokers?: number; services?: ServiceName[]; env?: Record<string, string> }): Promise<Stack> {
  const db = await createTestDatabase(opts.label);
  const kafka = await KafkaMockCluster.start({ brokers: opts.brokers ?? 1, topics: projectTopics().map((t) => ({ name: t.name, partitions: t.partitions })) });
  const redis = testRedisNamespace();
  const services: Stack["services"] = {};
  const env: Record<string, string> = {
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: redis.prefix,
    KAFKA_BROKERS: kafka.brokers.join(","),
    ...opts.env,
  };
  const cli = (...args: string[]): unknown => {
    const r = spawnSync(process.execPath, [join(ROOT, "packages/cli/dist/main.js"), ...args], { env: { ...process.env, DATABASE_URL: db.url }, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`warden ${args.join(" ")} failed: ${r.stderr}`);
    return JSON.parse(r.stdout);
  };
  cli("migrate");
  const envOf: Partial<Record<ServiceName, Record<string, string>>> = {};
  const startService = async (name: ServiceName, extraEnv: Record<string, string> = {}) => {
    envOf[name] = { ...env, ...extraEnv };
    const svc = await startServiceProcess(name, envOf[name]!, opts.label);
    services[name] = svc;
    return svc;
  };
  const restartService = async (name: ServiceName, o: { waitFor?: "readyz" | "healthz" } = {}) => {
    const before = services[name];
    if (!before || !envOf[name]) throw new Error(`${name} was never started`);
    if (before.process.exitCode === null && before.process.signalCode === null) throw new Error(`${name} is still running`);
    const svc = await startServiceProcess(name, envOf[name]!, opts.label, { ...o, port: before.port });
    services[name] = svc;
    return svc;
  };
  try {
    for (const name of ORDER.filter((n) => (opts.services ?? ORDER).includes(n))) {
      if (name === "engine") {
        env.GROUPS_CONFIG_URL = services["groups-config"]!.url;
        env.JOURNAL_URL = services["journal-analytics"]?.url ?? "http://127.0.0.1:9";
      }
      if (name === "gateway") {
        env.ENGINE_URL = services.engine!.url;
        env.DISPATCHER_URL = services["webhook-dispatcher"]?.url ?? "http://127.0.0.1:9";
      }
      await startService(name);
    }
  } catch (err) {
    await Promise.all(Object.values(services).map((s) => s!.stop("SIGKILL")));
    await kafka.stop();
    await db.drop();
    throw err;
  }
  const demo = cli("demo") as { key: { key: string }; account: { id: string }; group: { id: number } };
  return {
    db,
    kafka,
    redis,
    services,
    env,
    cli,
    startService,
    restartService,
    baseUrl: `${services.gateway?.url ?? ""}/api/public/v1`,
    demo: { key: demo.key.key, accountId: demo.account.id, groupId: demo.group.id },
    async stop() {
      await Promise.all(Object.values(services).map((s) => s!.stop()));
      await kafka.stop();
      await redis.cleanup();
      await db.drop();
    },
  };
}
