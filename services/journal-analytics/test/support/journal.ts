import { createClient, createRouterTransport, type Client } from "@connectrpc/connect";
import { createPool, type Pool } from "@warden/db";
import { JournalService } from "@warden/proto";
import { createTestDatabase } from "@warden/testing";
import { createJournalHandlers } from "../../src/handlers/index.js";
import { migrateJournal } from "../../src/migrations.js";
import { type DecisionRow, JournalStore } from "../../src/store.js";

/** A file's own migrated journal database behind its store, and the JournalService handlers called in process. */
export interface JournalHarness {
  pool: Pool;
  store: JournalStore;
  client: Client<typeof JournalService>;
  close(): Promise<void>;
}

export async function startJournal(label: string, maxConnections: number): Promise<JournalHarness> {
  const db = await createTestDatabase(label);
  await migrateJournal(db.url);
  const pool = createPool({ connectionString: db.url, schema: "journal", max: maxConnections });
  const store = new JournalStore(pool, { retentionMonths: 120 });
  const client = createClient(
    JournalService,
    createRouterTransport((router) => router.service(JournalService, createJournalHandlers(store))),
  );
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

/** A bot's spam decision, deleted, of user 7 in the group, with the fields a test names changed. */
export function decisionRow(row: Pick<DecisionRow, "eventId" | "createdAt" | "groupId"> & Partial<DecisionRow>): DecisionRow {
  return { accountId: null, source: "bot", messageId: 1, userId: 7, text: "t", verdict: "spam", score: 90, matchedRules: [], action: "delete", ...row };
}
