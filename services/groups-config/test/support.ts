import { type Code, ConnectError, createClient, createRouterTransport, type Client } from "@connectrpc/connect";
import { domainDetail } from "@warden/errors";
import { createPool, type Pool, type PoolClient } from "@warden/db";
import { GroupsConfigService } from "@warden/proto";
import type { CursorSigner } from "@warden/server";
import { createTestDatabase, type TestDatabase } from "@warden/testing";
import { createGroupsConfigHandlers, DEFAULT_LIMITS, type GroupLimits } from "../src/handlers.js";
import { migrateGroupsConfig, SCHEMA } from "../src/migrations.js";
import { GroupStore } from "../src/store.js";

export interface GroupsConfigUnderTest {
  pool: Pool;
  store: GroupStore;
  /** The RPCs, in memory (createRouterTransport) over the real store. */
  client: Client<typeof GroupsConfigService>;
  close(): Promise<void>;
}

/** The RPCs of one groups-config replica over `store`, in memory; `cursors` is its cursor key (else a random one). */
export function replicaClient(store: GroupStore, opts: { limits?: GroupLimits; cursors?: CursorSigner } = {}): Client<typeof GroupsConfigService> {
  return createClient(
    GroupsConfigService,
    createRouterTransport((r) =>
      r.service(GroupsConfigService, createGroupsConfigHandlers(store, opts.limits ?? DEFAULT_LIMITS, opts.cursors ? { cursors: opts.cursors } : {})),
    ),
  );
}

/** groups-config's handlers over its store on a fresh, migrated PostgreSQL database of this test file. */
export async function startGroupsConfig(
  label: string,
  limits: GroupLimits = DEFAULT_LIMITS,
  opts: { cursors?: CursorSigner } = {},
): Promise<GroupsConfigUnderTest> {
  const db: TestDatabase = await createTestDatabase(label);
  await migrateGroupsConfig(db.url);
  const pool = createPool({ connectionString: db.url, schema: SCHEMA, max: 8 });
  const store = new GroupStore(pool);
  const client = replicaClient(store, { limits, ...opts });
  return {
    pool,
    store,
    client,
    async close() {
      await pool.end();
      await db.drop();
    },
  };
}

/** The code and the domain detail a call was refused with; throws when it was accepted. */
export async function refusal(p: Promise<unknown>): Promise<[Code, unknown]> {
  try {
    await p;
  } catch (err) {
    const e = ConnectError.from(err);
    return [e.code, domainDetail(e)];
  }
  throw new Error("expected a refusal, but the call succeeded");
}

/**
 * A pool whose transactions stop before their first statement starting with `statement`, until
 * `resume` is called; `paused` resolves when one has stopped there (holding every lock it took).
 * With `poolQueries`, a statement sent on the pool itself (outside any transaction) stops there too.
 */
export function pausingPool(
  pool: Pool,
  statement: string,
  { poolQueries = false }: { poolQueries?: boolean } = {},
): { pool: Pool; paused: Promise<void>; resume: () => void } {
  let markPaused!: () => void;
  const paused = new Promise<void>((r) => (markPaused = r));
  let resume!: () => void;
  const resumed = new Promise<void>((r) => (resume = r));
  const pausing = {
    async query(text: string, values?: unknown[]) {
      if (poolQueries && text.trimStart().startsWith(statement)) {
        markPaused();
        await resumed;
      }
      return pool.query(text, values);
    },
    async connect() {
      const client = await pool.connect();
      return {
        async query(text: string, values?: unknown[]) {
          if (text.trimStart().startsWith(statement)) {
            markPaused();
            await resumed;
          }
          return client.query(text, values);
        },
        release: (err?: Error | boolean) => client.release(err),
      } as unknown as PoolClient;
    },
  };
  return { pool: pausing as unknown as Pool, paused, resume };
}
