import type { Pool } from "@warden/db";

export interface EndpointRow {
  id: string;
  account_id: string;
  url: string;
  events: string[];
  group_ids: number[];
  description: string;
  status: "enabled" | "disabled";
  disabled_reason: string | null;
  failing_since: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = "id, account_id, url, events, group_ids, description, status, disabled_reason, failing_since, created_at, updated_at";

/** Data module of webhook-dispatcher. */
export class EndpointStore {
  constructor(private readonly pool: Pool) {}

  async list(accountId: string): Promise<EndpointRow[]> {
    const { rows } = await this.pool.query(`SELECT ${COLUMNS} FROM endpoints WHERE account_id = $1 ORDER BY created_at, id`, [accountId]);
    return rows as EndpointRow[];
  }
}
