import type { AddressInfo } from "node:net";
import { createPool, type Pool } from "@warden/db";
import { createEngine } from "@warden/engine";
import { createServer as createGroupsServer, GroupStore, migrateGroupsConfig } from "@warden/groups-config";
import { createKafka, EventPublisher } from "@warden/kafka";
import { create } from "@bufbuild/protobuf";
import { DispatcherService, EngineService, GroupsConfigService, JournalService, SetAccountSuspendedResponseSchema } from "@warden/proto";
import { listen, serviceClient, type RunningServer } from "@warden/server";
import { createLogger, createRegistry } from "@warden/telemetry";
import { createOpenApiValidator, createTestDatabase, KafkaMockCluster, projectTopics, testRedisNamespace, type TestDatabase } from "@warden/testing";
import { Redis } from "ioredis";
import type { Logger } from "@warden/telemetry";
import { createApp } from "../../src/app.js";
import { createHttpServer } from "../../src/http/server.js";
import type { GatewayDeps } from "../../src/deps.js";
import type { AccountTurnsOptions } from "../../src/http/account-turns.js";
import type { RouteSpec } from "../../src/http/route.js";
import { gatewayMetrics } from "../../src/metrics.js";
import { allRoutes } from "../../src/routes/index.js";
import { Limiter } from "../../src/limiter.js";
import { migrateGateway } from "../../src/migrations.js";
import { openapiDocument } from "../../src/openapi/document.js";
import type { Plan as PlanName } from "@warden/contract";
import { AccountStore } from "../../src/store/accounts.js";
import { AccountEpochs } from "../../src/store/epochs.js";
import { createDashboard, type DashboardConfig, type DashboardDeps } from "../../src/dashboard/index.js";
import { DashboardSessions, type SessionTimes } from "../../src/dashboard/sessions.js";
import { withBatchedChecks } from "../../src/engine-client.js";

const validator = createOpenApiValidator(openapiDocument);

export interface Res {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

/**
 * The gateway in-process against real PostgreSQL, Redis and a Kafka mock cluster, with the real
 * groups-config and engine servers on ephemeral ports. Every response is checked against the
 * OpenAPI document.
 */
export interface Harness {
  url: string;
  base: string;
  db: TestDatabase;
  accounts: AccountStore;
  /** The gateway's own pool (10 connections). */
  gatewayPool: Pool;
  groups: GroupStore;
  redis: Redis;
  redisPrefix: string;
  kafka: KafkaMockCluster;
  upstreams: { engine: string; groups: string };
  env: Record<string, string>;
  request(method: string, path: string, opts?: { key?: string; body?: unknown; raw?: string | Buffer; headers?: Record<string, string> }): Promise<Res>;
  account(plan: PlanName, opts?: { scope?: "read" | "write"; name?: string; telegramUserId?: number }): Promise<{ id: string; key: string; keyId: string }>;
  group(id: number, plan: PlanName, adminAccountIds: string[]): Promise<void>;
  /** Stops the engine and starts a new instance (no state carried over) on the same port. */
  restartEngine(): Promise<void>;
  /** The dashboard's sessions and login links (with `dashboard` in the options). */
  sessions?: DashboardSessions;
  close(): Promise<void>;
}

export async function startHarness(
  label: string,
  opts: {
    kafka?: boolean;
    logger?: Logger;
    extraRoutes?: RouteSpec[];
    /** Each account's requests in progress at once, and the wait for a turn (the defaults of config.ts otherwise). */
    accountTurns?: AccountTurnsOptions;
    http?: { headersTimeoutMs: number; requestTimeoutMs: number };
    /** Serve the owner dashboard (its config, sessions' times, its groups-config client); off by default. */
    dashboard?: { config?: Partial<DashboardConfig>; times?: Partial<SessionTimes>; groups?: DashboardDeps["groups"]; webhooks?: DashboardDeps["webhooks"] };
    /** The journal-analytics client (none reachable by default). */
    journal?: GatewayDeps["journal"];
  } = {},
): Promise<Harness> {
  const db = await createTestDatabase(label);
  await migrateGateway(db.url);
  await migrateGroupsConfig(db.url);
  const logger = createLogger("test", "silent");
  const gwPool: Pool = createPool({ connectionString: db.url, schema: "gateway" });
  const gcPool: Pool = createPool({ connectionString: db.url, schema: "groups_config" });
  const servers: RunningServer[] = [];
  const groupsServer = await listen(
    createGroupsServer({ pool: gcPool, registry: createRegistry("groups-config", { defaultMetrics: false }), logger }).handler,
    0,
    "127.0.0.1",
  );
  servers.push(groupsServer);
  const groupsUrl = `http://127.0.0.1:${groupsServer.port}`;
  const startEngine = (port: number) =>
    listen(
      // The in-process local model as the AI provider (a real one is a third party): include_ai checks are asked and draw
      // on the AI allowance as in production; with no provider at all the engine answers that none was asked.
      createEngine({
        groups: serviceClient(GroupsConfigService, groupsUrl),
        registry: createRegistry("engine", { defaultMetrics: false }),
        logger,
        ai: "local",
      }).handler,
      port,
      "127.0.0.1",
    );
  let engineServer = await startEngine(0);
  const engineUrl = `http://127.0.0.1:${engineServer.port}`;
  const kafka = await KafkaMockCluster.start({ brokers: 1, topics: projectTopics().map((t) => ({ name: t.name, partitions: t.partitions })) });
  const publisher = new EventPublisher(createKafka({ brokers: kafka.brokers, clientId: "gateway-test" }));
  await publisher.connect();
  const ns = testRedisNamespace();
  const redis = new Redis(ns.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
  await redis.connect();
  const accounts = new AccountStore(gwPool, new AccountEpochs(redis, ns.prefix));
  const groups = new GroupStore(gcPool);
  const deps: GatewayDeps = {
    accounts,
    limiter: new Limiter(redis, ns.prefix),
    engine: withBatchedChecks(serviceClient(EngineService, engineUrl)),
    groups: serviceClient(GroupsConfigService, groupsUrl),
    journal: opts.journal ?? serviceClient(JournalService, "http://127.0.0.1:9"),
    dispatcher: serviceClient(DispatcherService, "http://127.0.0.1:9"),
    publisher,
    logger: opts.logger ?? logger,
    registry: createRegistry("gateway", { defaultMetrics: false }),
  };
  const sessions = opts.dashboard
    ? new DashboardSessions(redis, ns.prefix, { idleSeconds: 3_600, absoluteSeconds: 86_400, loginLinkSeconds: 600, ...opts.dashboard.times })
    : undefined;
  const dashboard =
    opts.dashboard && sessions
      ? createDashboard({
          accounts,
          sessions,
          groups: opts.dashboard.groups ?? deps.groups,
          // A dispatcher that takes every suspension (tests of what the dashboard tells it pass their own).
          webhooks: opts.dashboard.webhooks ?? { setAccountSuspended: async () => create(SetAccountSuspendedResponseSchema, { changed: true }) },
          logger,
          config: { publicUrl: "http://dashboard.test", secureCookie: true, ...opts.dashboard.config },
        })
      : undefined;
  const app = createApp(deps, {
    ...(opts.extraRoutes
      ? { routes: [...allRoutes(deps, gatewayMetrics(createRegistry("gateway-routes", { defaultMetrics: false }))), ...opts.extraRoutes] }
      : {}),
    dashboard,
    ...(opts.accountTurns ? { accountTurns: opts.accountTurns } : {}),
  });
  // The production server (deadlines, clientError answers), with the defaults of config.ts.
  const server = createHttpServer(app, { ...(opts.http ?? { headersTimeoutMs: 5_000, requestTimeoutMs: 10_000 }), logger: opts.logger ?? logger });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  void opts;

  const request: Harness["request"] = async (method, path, o = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.key) headers.authorization = `Bearer ${o.key}`;
    let body: string | Buffer | undefined;
    if (o.raw !== undefined) body = o.raw;
    else if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers["content-type"] ??= "application/json";
    }
    const res = await fetch(url + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    if (path.startsWith("/api/public/v1")) {
      const problems = validator.validateResponse({ method, path, status: res.status, headers: Object.fromEntries(res.headers.entries()), body: parsed });
      if (problems.length)
        throw new Error(`${method} ${path} -> ${res.status} does not conform to the OpenAPI document:\n- ${problems.join("\n- ")}\n${text.slice(0, 400)}`);
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  };

  return {
    url,
    base: `${url}/api/public/v1`,
    db,
    accounts,
    gatewayPool: gwPool,
    groups,
    redis,
    redisPrefix: ns.prefix,
    kafka,
    upstreams: { engine: engineUrl, groups: groupsUrl },
    env: {
      DATABASE_URL: db.url,
      REDIS_URL: ns.url,
      REDIS_KEY_PREFIX: ns.prefix,
      KAFKA_BROKERS: kafka.brokers.join(","),
      ENGINE_URL: engineUrl,
      GROUPS_CONFIG_URL: groupsUrl,
      JOURNAL_URL: "http://127.0.0.1:9",
      DISPATCHER_URL: "http://127.0.0.1:9",
      LOG_LEVEL: "warn",
    },
    request,
    sessions,
    async account(plan, o = {}) {
      const a = await accounts.createAccount({ name: o.name ?? `acc-${plan}`, plan, telegramUserId: o.telegramUserId ?? null });
      const k = await accounts.createKey(a.id, o.scope ?? "write");
      return { id: a.id, key: k.key, keyId: k.record.id };
    },
    async group(id, plan, adminAccountIds) {
      await groups.upsertGroup({ id, title: `group ${id}`, plan, adminAccountIds });
    },
    async restartEngine() {
      const port = engineServer.port;
      await engineServer.close(100);
      engineServer = await startEngine(port);
    },
    async close() {
      await new Promise<void>((r) => server.close(() => r()));
      server.closeAllConnections();
      await publisher.disconnect();
      await Promise.all([...servers, engineServer].map((s) => s.close(100)));
      redis.disconnect();
      await ns.cleanup();
      await kafka.stop();
      await Promise.all([gwPool.end(), gcPool.end()]);
      await db.drop();
    },
  };
}
