import { ConnectError, createClient, createRouterTransport, type Client } from "@connectrpc/connect";
import { createPool, type Pool } from "@warden/db";
import { DispatcherService } from "@warden/proto";
import { createLogger } from "@warden/telemetry";
import { createTestDatabase, type TestDatabase } from "@warden/testing";
import { DeliveryTransport } from "../../src/deliver.js";
import { WebhookDispatcher, type DispatcherDeps, type OwnerNotice } from "../../src/dispatch.js";
import type { DispatcherMetrics } from "../../src/metrics.js";
import type { GroupAccounts, GroupReach } from "../../src/group-accounts.js";
import { createDispatcherHandlers } from "../../src/handlers.js";
import { migrateDispatcher } from "../../src/migrations.js";
import type { TaskInit, TaskQueue } from "../../src/retry-topics.js";
import { DeliveryStore, EndpointStore } from "../../src/store.js";
import { DestinationPolicy, type Resolver } from "../../src/url-safety.js";

/** Group -> accounts that reach it, and ids the group had before (a supergroup's former ids), as groups-config would answer. */
export class FakeGroupAccounts implements GroupAccounts {
  readonly admins = new Map<number, string[]>();
  /** former id -> the group's current id */
  readonly migrated = new Map<number, number>();
  async reachOf(groupId: number): Promise<GroupReach> {
    const id = this.migrated.get(groupId) ?? groupId;
    const former = [...this.migrated].filter(([, to]) => to === id).map(([from]) => from);
    return { accountIds: this.admins.get(id) ?? [], groupIds: [id, ...former] };
  }
}

export class RecordingTaskQueue implements TaskQueue {
  readonly retries: TaskInit[] = [];
  readonly putBacks: { task: TaskInit; topic: string }[] = [];
  readonly dead: TaskInit[] = [];
  async scheduleRetry(t: TaskInit) {
    this.retries.push(t);
  }
  async putBack(task: TaskInit, topic: string) {
    this.putBacks.push({ task, topic });
  }
  async deadLetter(t: TaskInit) {
    this.dead.push(t);
  }
}

/** Names the test resolves; anything else does not resolve. Mutable: tests rebind names. */
export class TableResolver {
  readonly table = new Map<string, string[]>();
  readonly resolve: Resolver = async (name) => {
    const list = this.table.get(name);
    if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: "ENOTFOUND" });
    return list.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
}

export interface Harness {
  db: TestDatabase;
  pool: Pool;
  endpoints: EndpointStore;
  deliveries: DeliveryStore;
  groups: FakeGroupAccounts;
  tasks: RecordingTaskQueue;
  notices: OwnerNotice[];
  resolver: TableResolver;
  dispatcher: WebhookDispatcher;
  client: Client<typeof DispatcherService>;
  close(): Promise<void>;
}

/**
 * A dispatcher over a harness's stores, task queue and resolver (loopback allowed over http, 2 s
 * timeout, a short retry schedule, no notices), with `overrides` for what a test changes: another
 * endpoint store, notices, a clock.
 */
export function dispatcherOn(
  h: { endpoints: EndpointStore; deliveries: DeliveryStore; groups: GroupAccounts; tasks: TaskQueue; resolver: TableResolver },
  overrides: Partial<DispatcherDeps> = {},
): WebhookDispatcher {
  return new WebhookDispatcher({
    endpoints: h.endpoints,
    deliveries: h.deliveries,
    groups: h.groups,
    transport: new DeliveryTransport({
      policy: new DestinationPolicy({ allowHttp: true, allowedNetworks: ["127.0.0.0/8"] }),
      resolver: h.resolver.resolve,
      timeoutMs: 2_000,
    }),
    tasks: h.tasks,
    notices: { notify: async () => {} },
    scheduleMs: [100, 200, 300, 400, 500],
    disableAfterMs: 3 * 24 * 3600 * 1000,
    concurrency: 4,
    logger: createLogger("test", "silent"),
    ...overrides,
  });
}

/** The dispatcher's stores, pipeline and RPC handlers on a fresh database, Kafka replaced by recorders. */
export async function startHarness(
  label: string,
  opts: {
    allowedNetworks?: string[];
    scheduleMs?: number[];
    disableAfterMs?: number;
    timeoutMs?: number;
    tasks?: TaskQueue;
    concurrency?: number;
    slowMs?: number;
    endpointConcurrency?: number;
    metrics?: DispatcherMetrics;
    now?: () => Date;
  } = {},
): Promise<Harness> {
  const db = await createTestDatabase(label);
  await migrateDispatcher(db.url);
  const pool = createPool({ connectionString: db.url, schema: "dispatcher", max: 10 });
  const endpoints = new EndpointStore(pool);
  const deliveries = new DeliveryStore(pool);
  const groups = new FakeGroupAccounts();
  const tasks = new RecordingTaskQueue();
  const notices: OwnerNotice[] = [];
  const resolver = new TableResolver();
  const policy = new DestinationPolicy({ allowHttp: true, allowedNetworks: opts.allowedNetworks ?? ["127.0.0.0/8"] });
  const logger = createLogger("test", "silent");
  const dispatcher = dispatcherOn(
    { endpoints, deliveries, groups, tasks: opts.tasks ?? tasks, resolver },
    {
      transport: new DeliveryTransport({ policy, resolver: resolver.resolve, timeoutMs: opts.timeoutMs ?? 2_000 }),
      notices: { notify: async (n) => void notices.push(n) },
      scheduleMs: opts.scheduleMs ?? [100, 200, 300, 400, 500],
      disableAfterMs: opts.disableAfterMs ?? 3 * 24 * 3600 * 1000,
      concurrency: opts.concurrency ?? 16,
      slowMs: opts.slowMs,
      endpointConcurrency: opts.endpointConcurrency,
      metrics: opts.metrics,
      now: opts.now,
      logger,
    },
  );
  const transport = createRouterTransport((router) =>
    router.service(DispatcherService, createDispatcherHandlers({ endpoints, deliveries, dispatcher, policy, resolver: resolver.resolve })),
  );
  return {
    db,
    pool,
    endpoints,
    deliveries,
    groups,
    tasks,
    notices,
    resolver,
    dispatcher,
    client: createClient(DispatcherService, transport),
    async close() {
      await pool.end();
      await db.drop();
    },
  };
}

/** The error a call that must fail failed with, as a ConnectError; throws when it succeeded. */
export async function rpcError(p: Promise<unknown>): Promise<ConnectError> {
  try {
    await p;
  } catch (err) {
    return ConnectError.from(err);
  }
  throw new Error("expected the call to fail");
}
