import { create } from "@bufbuild/protobuf";
import { type Client, Code, ConnectError } from "@connectrpc/connect";
import { type EngineService, EngineService as EngineServiceDesc, ExternalStatus, GetUserHistoryResponseSchema, RiskLevel } from "@warden/proto";
import { type RunningServer, serviceClient } from "@warden/server";
import { startFakeCas } from "@warden/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CasBanList } from "../src/ban-list/cas.js";
import type { EngineOptions } from "../src/wiring.js";
import { serveEngine, zorblaxPolicy } from "./support/engine.js";

// Engine.CheckUser answers each of its parts on its own: the bot screens joining members on `external` alone, so an
// outage of journal-analytics (the history) or of groups-config (the whitelist) must not take the ban list's answer
// with it, and every part is waited on within the caller's deadline.
const GROUP = -1001000000981;
let cas: Awaited<ReturnType<typeof startFakeCas>>;
let server: RunningServer | undefined;
beforeAll(async () => {
  cas = await startFakeCas({ listed: { 666: { offenses: 3, timeAdded: "2025-03-01T10:00:00.000Z" } } });
});
afterAll(() => cas.close());
afterEach(async () => {
  await server?.close(100);
  server = undefined;
});

const historyOf = (spamDecisions90d: number) => create(GetUserHistoryResponseSchema, { spamDecisions90d, groupsWithSpam90d: spamDecisions90d > 0 ? 1 : 0 });

async function engineWith(
  name: string,
  opts: Partial<Pick<EngineOptions, "journal" | "groups">>,
  clientTimeoutMs?: number,
): Promise<Client<typeof EngineService>> {
  const served = await serveEngine(name, {
    groups: opts.groups ?? { getPolicy: async () => zorblaxPolicy() },
    banList: new CasBanList({ baseUrl: cas.url, timeoutMs: 4_000 }),
    journal: opts.journal ?? { getUserHistory: async () => historyOf(0) },
  });
  server = served.server;
  return clientTimeoutMs === undefined ? served.engine : serviceClient(EngineServiceDesc, `http://127.0.0.1:${server.port}`, { timeoutMs: clientTimeoutMs });
}

describe("Engine.CheckUser with a dependency down", () => {
  it("says LISTED for a CAS-listed user while journal-analytics is down, with `service` left out", async () => {
    const engine = await engineWith("engine-check-user-no-journal", {
      journal: {
        getUserHistory: async () => {
          throw new ConnectError("connect ECONNREFUSED journal-analytics", Code.Unavailable);
        },
      },
    });
    const r = await engine.checkUser({ userId: 666n, groupId: BigInt(GROUP) });
    expect(r.external).toMatchObject({ source: "cas", status: ExternalStatus.LISTED, offenses: 3 });
    expect(r.service).toBeUndefined();
    expect(r.riskLevel).toBe(RiskLevel.CRITICAL);
  });

  it("says LISTED while the group's whitelist cannot be read, with the history it has", async () => {
    const engine = await engineWith("engine-check-user-no-groups", {
      groups: {
        getPolicy: async () => {
          throw new ConnectError("groups-config down", Code.Unavailable);
        },
      },
      journal: { getUserHistory: async () => historyOf(2) },
    });
    const r = await engine.checkUser({ userId: 666n, groupId: BigInt(GROUP) });
    expect(r.external?.status).toBe(ExternalStatus.LISTED);
    expect(r.service?.spamDecisions90d).toBe(2);
    expect(r.riskLevel).toBe(RiskLevel.CRITICAL);
  });

  it("answers within the caller's deadline: a CAS slower than it is unavailable, a journal slower than it is left out", async () => {
    const engine = await engineWith(
      "engine-check-user-slow",
      { journal: { getUserHistory: () => new Promise((resolve) => setTimeout(() => resolve(historyOf(0)), 3_000)) } },
      1_000,
    );
    cas.mode = "slow";
    cas.slowMs = 3_000;
    try {
      const started = performance.now();
      const r = await engine.checkUser({ userId: 777n });
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(r.external?.status).toBe(ExternalStatus.UNAVAILABLE);
      expect(r.service).toBeUndefined();
    } finally {
      cas.mode = "normal";
    }
  }, 10_000);

  it("still refuses an invalid user id", async () => {
    const engine = await engineWith("engine-check-user-invalid", {});
    await expect(engine.checkUser({ userId: 0n })).rejects.toMatchObject({ code: Code.InvalidArgument });
  });
});
