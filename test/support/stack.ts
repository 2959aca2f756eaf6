import { execFile, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { promisify } from "node:util";
import { CommandError, type Endpoints, type Outcome, run as runCommand, UsageError } from "@warden/cli";
import {
  createTestDatabase,
  freePort,
  KafkaMockCluster,
  projectTopics,
  templateDatabase,
  testRedisNamespace,
  waitFor,
  type TestDatabase,
} from "@warden/testing";

export const ROOT = new URL("../..", import.meta.url).pathname;

/**
 * The status of a GET on a connection of its own, closed after the answer (undefined when nothing answers). Not fetch:
 * its pooled keep-alive connection to the gateway's port would stay idle while a test's set-up runs synchronous CLI
 * calls, past the server's keep-alive, and the test's first request could then be written on that closed connection
 * ("other side closed").
 */
function probe(url: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, headers: { connection: "close" } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode));
      res.on("error", () => resolve(undefined));
    });
    req.on("error", () => resolve(undefined));
    // A service that takes the connection and never answers is not ready: asked again by the next probe.
    req.setTimeout(5_000, () => req.destroy());
    req.end();
  });
}
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
  /**
   * The operator CLI against this stack's services (their URLs and the token, no database): its commands as the
   * `warden` binary runs them (@warden/cli's run), in this process. Starting the binary for each of the ~100 set-up
   * calls of the e2e files cost about half a CPU second each; test/e2e/operator.test.ts tests the binary itself.
   */
  cli(...args: string[]): Promise<unknown>;
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
  opts: { waitFor?: "readyz" | "healthz"; port?: number; readyTimeoutMs?: number } = {},
): Promise<RunningService> {
  const port = opts.port ?? (await freePort());
  mkdirSync(LOG_DIR, { recursive: true });
  const log = createWriteStream(join(LOG_DIR, `${label}-${name}-${port}.log`), { flags: "a" });
  const spawnedAt = Date.now();
  const child = spawn(process.execPath, ["dist/main.js"], {
    cwd: join(ROOT, "services", name),
    // HOST as make up sets it, whatever the shell exports (tcsh: its host name): loopback but for the gateway.
    env: { ...process.env, LOG_LEVEL: "info", HOST: name === "gateway" ? "0.0.0.0" : "127.0.0.1", ...env, PORT: String(port) },
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
    return (await probe(`${url}/${path}`)) === 200;
  };
  let healthyAt: number;
  try {
    // A process that exits fails at once (stillRunning); the bound is for one that never listens. Loading a service's
    // modules took over 30 s on a 2-core machine at load 20-30 (several suites at once), failing files before any test.
    await waitFor(answers("healthz"), { timeoutMs: 90_000, intervalMs: 25, message: `${name} healthz` });
    healthyAt = Date.now();
    if ((opts.waitFor ?? "readyz") === "readyz")
      await waitFor(answers("readyz"), { timeoutMs: opts.readyTimeoutMs ?? 90_000, intervalMs: 100, message: `${name} readyz` });
    // the probes were answered on the port; the answer was this child's only if it is still running
    stillRunning();
  } catch (err) {
    // A service that never became healthy or ready is not left running after the test that gave up on it (it kept
    // its port, its consumer groups and a share of the 2 cores for the rest of the run).
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    throw err;
  }
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
async function migrateServices(env: Record<string, string>): Promise<void> {
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

/**
 * A database with every service's migrations applied by migrateServices (as make up and the Helm hook apply them),
 * built once per version of the migrations and copied for each stack: four `--migrate` processes cost a stack ~4.5 s
 * of two cores, a copy a fraction of a second. The name carries a hash of the migration files and of the code that
 * applies them, so a changed migration builds a template of its own.
 */
async function migratedTemplate(): Promise<string> {
  const hash = createHash("sha256");
  const files = [
    ...MIGRATING.flatMap((name) => [
      `services/${name}/src/migrations.ts`,
      ...readdirSync(join(ROOT, "services", name, "migrations")).map((f) => `services/${name}/migrations/${f}`),
    ]),
    ...readdirSync(join(ROOT, "packages/db/src")).map((f) => `packages/db/src/${f}`),
  ].sort();
  for (const f of files)
    hash
      .update(f)
      .update("\0")
      .update(readFileSync(join(ROOT, f)))
      .update("\0");
  return templateDatabase(`warden_tpl_${hash.digest("hex").slice(0, 16)}`, (url) => migrateServices({ DATABASE_URL: url }));
}

/** A fresh database for one test file with every service's migrations applied: a copy of migratedTemplate(). */
export async function createMigratedDatabase(label: string): Promise<TestDatabase> {
  return createTestDatabase(label, { template: await migratedTemplate() });
}

/** What the CLI is given for a service the stack does not run: a port nobody listens on. */
const UNREACHABLE = "http://127.0.0.1:9";
const CLI_VERSION = (JSON.parse(readFileSync(join(ROOT, "packages/cli/package.json"), "utf8")) as { version: string }).version;

/** Runs the operator CLI's binary (packages/cli) with only the services' URLs and the operator token. */
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

/** The services a stack runs unless told fewer (the bot is started by startBot, against a fake Bot API). */
const STACK_SERVICES: ServiceName[] = ["groups-config", "journal-analytics", "engine", "webhook-dispatcher", "gateway"];

/** The whole system on this machine: a fresh database, a Redis namespace, a mock Kafka cluster. */
export async function startStack(opts: { label: string; brokers?: number; services?: ServiceName[]; env?: Record<string, string> }): Promise<Stack> {
  const db = await createMigratedDatabase(opts.label);
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
  const cli = async (...args: string[]): Promise<unknown> => {
    const endpoints: Endpoints = {
      gatewayAdminUrl: adminUrl() ?? UNREACHABLE,
      groupsConfigUrl: services["groups-config"]?.url ?? UNREACHABLE,
      token: env.ADMIN_TOKEN!,
      baseUrl: services.gateway ? `${services.gateway.url}/api/public/v1` : UNREACHABLE,
    };
    let out: Outcome;
    try {
      out = await runCommand(args, endpoints, CLI_VERSION);
    } catch (err) {
      // What the binary writes to stderr: the code, the message, and the details and request id when there are some.
      const code = err instanceof CommandError ? err.code : err instanceof UsageError ? "usage" : (err as Error).name;
      const more = err instanceof CommandError ? { details: err.details, request_id: err.requestId } : {};
      throw new Error(`warden ${args.join(" ")} failed (${code}): ${(err as Error).message} ${JSON.stringify(more)}`);
    }
    if (out.kind !== "json") throw new Error(`warden ${args.join(" ")} printed text, not JSON`);
    return out.value;
  };
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
  // Every service's port is chosen first, so that each is given the others' URLs and all five start at once: none
  // waits for another to be ready (each /readyz reads only its own database, Redis and Kafka), and the mock
  // cluster's first join of a consumer group takes 3 s (toolchain.md), which journal-analytics and the dispatcher
  // then wait out together instead of one after the other.
  const names = STACK_SERVICES.filter((n) => (opts.services ?? STACK_SERVICES).includes(n));
  const ports = new Map<ServiceName, number>();
  // freePort reserves each port it hands out for the whole run
  for (const name of names) ports.set(name, await freePort());
  const gatewayAdminPort = await freePort();
  const urlOf = (name: ServiceName) => (ports.has(name) ? `http://127.0.0.1:${ports.get(name)}` : "http://127.0.0.1:9");
  env.GROUPS_CONFIG_URL = urlOf("groups-config");
  env.JOURNAL_URL = urlOf("journal-analytics");
  env.ENGINE_URL = urlOf("engine");
  env.DISPATCHER_URL = urlOf("webhook-dispatcher");
  // the gateway's admin surface on a port of its own; the dashboard's public URL is the gateway's own (login links
  // point at it), plain http
  const gatewayEnv = {
    ADMIN_PORT: String(gatewayAdminPort),
    DASHBOARD_PUBLIC_URL: env.DASHBOARD_PUBLIC_URL ?? urlOf("gateway"),
    DASHBOARD_SECURE_COOKIE: "false",
  };
  const started = await Promise.allSettled(names.map((name) => startService(name, name === "gateway" ? gatewayEnv : {}, ports.get(name))));
  const failed = started.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) {
    await Promise.all(Object.values(services).map((s) => s!.stop("SIGKILL")));
    await kafka.stop();
    await db.drop();
    throw failed.reason;
  }
  const seeded =
    services.gateway && services["groups-config"]
      ? ((await cli("demo")) as { key: { key: string }; account: { id: string }; group: { id: number } })
      : undefined;
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
