import { execFile, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
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
  /** The demo `warden demo` seeded (needs the gateway and groups-config among the services). */
  demo: { key: string; accountId: string; groupId: number };
  /** The operator token every service of the stack has (ADMIN_TOKEN). */
  adminToken: string;
  /** The gateway's admin surface (its ADMIN_PORT), when the gateway runs. */
  adminUrl: string;
  /** The operator CLI against this stack's services (their URLs and the token, no database). */
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
  const stillRunning = () => {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} (log: ${label}-${name}-${port}.log)`);
  };
  const answers = (path: string) => async () => {
    stillRunning();
    const r = await fetch(`${url}/${path}`).catch(() => undefined);
    return r?.status === 200;
  };
  await waitFor(answers("healthz"), { timeoutMs: 30_000, intervalMs: 25, message: `${name} healthz` });
  const healthyAt = Date.now();
  if ((opts.waitFor ?? "readyz") === "readyz") await waitFor(answers("readyz"), { timeoutMs: 90_000, intervalMs: 100, message: `${name} readyz` });
  // the probes were answered on the port; the answer was this child's only if it is still running
  stillRunning();
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

/** The services that own a schema: each applies its own migrations (`node dist/main.js --migrate`). */
const MIGRATING: ServiceName[] = ["gateway", "groups-config", "journal-analytics", "webhook-dispatcher"];

/**
 * Applies every service's migrations as make up and the Helm hook do: each service's own
 * `node dist/main.js --migrate`, one after the other. Upstream URLs are
 * placeholders: migrating reads only the database.
 */
export async function migrateServices(env: Record<string, string>): Promise<void> {
  const placeholders = {
    REDIS_URL: "redis://127.0.0.1:9",
    KAFKA_BROKERS: "127.0.0.1:9",
    ENGINE_URL: "http://127.0.0.1:9",
    GROUPS_CONFIG_URL: "http://127.0.0.1:9",
    JOURNAL_URL: "http://127.0.0.1:9",
    DISPATCHER_URL: "http://127.0.0.1:9",
  };
  // One after the other, as the Helm hook runs them: node-pg-migrate holds one database-wide lock.
  for (const name of MIGRATING) {
    await promisify(execFile)(process.execPath, ["dist/main.js", "--migrate"], {
      cwd: join(ROOT, "services", name),
      env: { ...process.env, ...placeholders, LOG_LEVEL: "warn", ...env },
    }).catch((err: Error & { stderr?: string }) => {
      throw new Error(`${name} --migrate failed: ${err.stderr ?? err.message}`);
    });
  }
}

/** Runs the operator CLI (packages/cli) with only the services' URLs and the operator token. */
export function runCli(env: { gatewayAdminUrl?: string; groupsConfigUrl?: string; token: string; baseUrl?: string }, args: string[]) {
  return spawnSync(process.execPath, [join(ROOT, "packages/cli/bin/warden.js"), ...args], {
    env: {
      PATH: process.env.PATH ?? "",
      WARDEN_GATEWAY_ADMIN_URL: env.gatewayAdminUrl ?? "http://127.0.0.1:9",
      WARDEN_GROUPS_CONFIG_URL: env.groupsConfigUrl ?? "http://127.0.0.1:9",
      WARDEN_ADMIN_TOKEN: env.token,
      ...(env.baseUrl ? { WARDEN_BASE_URL: env.baseUrl } : {}),
    },
    encoding: "utf8",
  });
}

const ORDER: ServiceName[] = ["groups-config", "journal-analytics", "engine", "webhook-dispatcher", "gateway"];

/** The whole system on this machine: a fresh database, a Redis namespace, a mock Kafka cluster. */
export async function startStack(opts: { label: string; brokers?: number; services?: ServiceName[]; env?: Record<string, string> }): Promise<Stack> {
  const db = await createTestDatabase(opts.label);
  const kafka = await KafkaMockCluster.start({ brokers: opts.brokers ?? 1, topics: projectTopics().map((t) => ({ name: t.name, partitions: t.partitions })) });
  const redis = testRedisNamespace();
  const services: Stack["services"] = {};
  const adminToken = randomBytes(32).toString("hex");
  const env: Record<string, string> = {
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: redis.prefix,
    KAFKA_BROKERS: kafka.brokers.join(","),
    ADMIN_TOKEN: adminToken,
    ...opts.env,
  };
  const cli = (...args: string[]): unknown => {
    const r = runCli(
      {
        gatewayAdminUrl: adminUrl(),
        groupsConfigUrl: services["groups-config"]?.url,
        token: env.ADMIN_TOKEN!,
        baseUrl: services.gateway ? `${services.gateway.url}/api/public/v1` : undefined,
      },
      args,
    );
    if (r.status !== 0) throw new Error(`warden ${args.join(" ")} failed (exit ${r.status}): ${r.stderr}`);
    return JSON.parse(r.stdout);
  };
  await migrateServices(env);
  const envOf: Partial<Record<ServiceName, Record<string, string>>> = {};
  const adminUrl = () => (envOf.gateway ? `http://127.0.0.1:${envOf.gateway.ADMIN_PORT}` : undefined);
  const startService = async (name: ServiceName, extraEnv: Record<string, string> = {}, port?: number) => {
    envOf[name] = { ...env, ...extraEnv };
    const svc = await startServiceProcess(name, envOf[name]!, opts.label, { port });
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
        // The dashboard's public URL is the gateway's own (login links point at it), plain http.
        const port = await freePort();
        await startService(
          name,
          {
            ADMIN_PORT: String(await freePort()),
            DASHBOARD_PUBLIC_URL: env.DASHBOARD_PUBLIC_URL ?? `http://127.0.0.1:${port}`,
            DASHBOARD_SECURE_COOKIE: "false",
          },
          port,
        );
        continue;
      }
      await startService(name);
    }
  } catch (err) {
    await Promise.all(Object.values(services).map((s) => s!.stop("SIGKILL")));
    await kafka.stop();
    await db.drop();
    throw err;
  }
  const seeded =
    services.gateway && services["groups-config"] ? (cli("demo") as { key: { key: string }; account: { id: string }; group: { id: number } }) : undefined;
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
    get demo() {
      if (!seeded) throw new Error("the demo needs the gateway and groups-config in the stack");
      return { key: seeded.key.key, accountId: seeded.account.id, groupId: seeded.group.id };
    },
    adminToken,
    adminUrl: adminUrl() ?? "",
    async stop() {
      await Promise.all(Object.values(services).map((s) => s!.stop()));
      await kafka.stop();
      await redis.cleanup();
      await db.drop();
    },
  };
}
