import { createPool, type Pool } from "@warden/db";
import { waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./support/harness.js";

// The gateway checks a group's plan from a read (AuthorizeGroup), then groups-config writes under the group's row lock.
// A downgrade (the operator's `warden group upsert --plan free`, an UPDATE of that row) committed between the two was
// written past: 201/200, and the write stored on a group that was Free by then. groups-config checks the plan again
// under the lock (as it checks that the account still reaches the group).
const API = "/api/public/v1";

let h: Harness;
let gc: Pool;
beforeAll(async () => {
  h = await startHarness("gwplanrace");
  gc = createPool({ connectionString: h.db.url, schema: "groups_config", max: 4 });
});
afterAll(async () => {
  await gc?.end();
  await h?.close();
});

/** Whether a statement of this database waits on a row lock. */
const someoneWaitsOnALock = async () =>
  (await gc.query("SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'")).rows.length > 0;

describe("a plan downgrade committed while a policy write waits for the group's row", () => {
  for (const [label, method, path, body, n] of [
    ["POST rules", "POST", "rules", { name: "late_rule", kind: "keyword", pattern: "casino", weight: 50 }, 1],
    ["PATCH settings", "PATCH", "settings", { ai_enabled: true, spam_threshold: 90 }, 2],
    ["POST whitelist", "POST", "whitelist", { user_id: 4242 }, 3],
  ] as const) {
    it(`${label}: refused 403 plan_required, nothing stored`, async () => {
      const group = -1001000009900 - n;
      const acc = await h.account("pro");
      await h.group(group, "pro", [acc.id]);
      // The downgrade, in flight: it holds the group's row while the request is authorised against the old plan.
      const downgrade = await gc.connect();
      try {
        await downgrade.query("BEGIN");
        await downgrade.query("UPDATE groups SET plan = 'free', policy_version = policy_version + 1, updated_at = now() WHERE id = $1", [group]);
        const pending = h.request(method, `${API}/groups/${group}/${path}`, { key: acc.key, body });
        await waitFor(someoneWaitsOnALock, { message: "groups-config's write waiting for the group's row" });
        await downgrade.query("COMMIT");
        const res = await pending;
        const stored = await gc.query(
          "SELECT (SELECT count(*)::int FROM rules WHERE group_id = $1) AS rules, (SELECT count(*)::int FROM whitelist WHERE group_id = $1) AS wl, (SELECT values FROM settings WHERE group_id = $1) AS s",
          [group],
        );
        expect({ status: res.status, code: res.body?.error?.code, details: res.body?.error?.details, stored: stored.rows[0] }).toEqual({
          status: 403,
          code: "plan_required",
          details: { required_plan: "pro", current_plan: "free", subject: "group" },
          stored: { rules: 0, wl: 0, s: null },
        });
      } finally {
        downgrade.release();
      }
    });
  }
});
