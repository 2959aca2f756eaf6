import { createRegistry, type Registry } from "@warden/telemetry";
import { createTestDatabase, type TestDatabase } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPool, type Pool, type PoolClient } from "../src/index.js";

let db: TestDatabase;
let registry: Registry;
let pool: Pool;

beforeAll(async () => {
  db = await createTestDatabase("db_pool_metrics");
  registry = createRegistry("pool-test", { defaultMetrics: false });
  pool = createPool({ connectionString: db.url, schema: "public", max: 2, registry });
});
afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

/** The gauges of one pool as Prometheus scrapes them: name -> { labels, value } from the exposition text. */
async function scrape(name = "main", of: Registry = registry): Promise<Record<string, { labels: string; value: number }>> {
  const out: Record<string, { labels: string; value: number }> = {};
  for (const line of (await of.metrics()).split("\n")) {
    const m = /^(warden_db_pool_[a-z_]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (m && m[2]!.includes(`pool="${name}"`)) out[m[1]!] = { labels: m[2]!, value: Number(m[3]) };
  }
  return out;
}

async function values(name = "main", of: Registry = registry) {
  const s = await scrape(name, of);
  return {
    total: s.warden_db_pool_total_clients?.value,
    idle: s.warden_db_pool_idle_clients?.value,
    waiting: s.warden_db_pool_waiting_clients?.value,
    max: s.warden_db_pool_max_clients?.value,
  };
}

describe("createPool with a registry", () => {
  it("exports the pool's clients as gauges labelled with its name and the registry's service", async () => {
    const s = await scrape();
    expect(Object.keys(s).sort()).toEqual([
      "warden_db_pool_idle_clients",
      "warden_db_pool_max_clients",
      "warden_db_pool_total_clients",
      "warden_db_pool_waiting_clients",
    ]);
    for (const g of Object.values(s)) expect(g.labels).toBe('pool="main",service="pool-test"');
    expect(await values()).toEqual({ total: 0, idle: 0, waiting: 0, max: 2 });
  });

  it("each scrape reads the pool: checked-out, idle and waiting clients follow it", async () => {
    const a = await pool.connect();
    const b = await pool.connect();
    expect(await values()).toEqual({ total: 2, idle: 0, waiting: 0, max: 2 });

    // The pool is at its max: a third checkout and a query wait for a connection.
    const third = pool.connect();
    const query = pool.query("SELECT 1 AS one");
    expect(pool.waitingCount).toBe(2);
    expect(await values()).toEqual({ total: 2, idle: 0, waiting: 2, max: 2 });

    a.release();
    const c: PoolClient = await third;
    expect(await values()).toEqual({ total: 2, idle: 0, waiting: 1, max: 2 });

    c.release();
    expect((await query).rows[0].one).toBe(1);
    b.release();
    expect(await values()).toEqual({ total: 2, idle: 2, waiting: 0, max: 2 });
  });

  it("a second pool of the registry has gauges of its own, under its name", async () => {
    const own = createRegistry("pool-test-two", { defaultMetrics: false });
    const main = createPool({ connectionString: db.url, schema: "public", max: 2, registry: own });
    const reads = createPool({ connectionString: db.url, schema: "public", max: 1, registry: own, name: "reads" });
    try {
      const held = await reads.connect();
      expect(await values("reads", own)).toEqual({ total: 1, idle: 0, waiting: 0, max: 1 });
      expect(await values("main", own)).toEqual({ total: 0, idle: 0, waiting: 0, max: 2 });
      held.release();
      expect(() => createPool({ connectionString: db.url, schema: "public", registry: own, name: "reads" })).toThrow(/registered/);
    } finally {
      await reads.end();
      await main.end();
    }
  });
});
