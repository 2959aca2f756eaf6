import { createServer as createHttp2Server, type Http2Server } from "node:http2";
import type { AddressInfo } from "node:net";
import { connectNodeAdapter } from "@connectrpc/connect-node";
import { GroupsAdminService } from "@warden/proto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UsageError } from "../src/args.js";
import { run } from "../src/commands.js";

// How a command's flags are read before anything is sent: a flag given twice, and `-h`/`--help` as a flag's value.
const calls: string[] = [];
let groups: Http2Server;
let endpoints: { gatewayAdminUrl: string; groupsConfigUrl: string; token: string; baseUrl: string };

beforeAll(async () => {
  // groups-config's admin RPCs: records what it is asked (the gateway is never reached: port 9).
  groups = createHttp2Server(
    connectNodeAdapter({
      routes: (r) =>
        r.service(GroupsAdminService, {
          revokeGrant(req) {
            calls.push(`revokeGrant ${req.groupId} ${req.accountId}`);
            return { revoked: true, group: { id: req.groupId, title: "t", plan: 3, apiAvailable: true, botStatus: 1 } };
          },
          upsertGroup(req) {
            calls.push(`upsertGroup ${req.id} ${req.title}`);
            return { group: { id: req.id, title: req.title, plan: req.plan, apiAvailable: true, botStatus: 1 } };
          },
        }),
    }),
  );
  await new Promise<void>((resolve) => groups.listen(0, "127.0.0.1", resolve));
  endpoints = {
    gatewayAdminUrl: "http://127.0.0.1:9",
    groupsConfigUrl: `http://127.0.0.1:${(groups.address() as AddressInfo).port}`,
    token: "operator-token",
    baseUrl: "http://127.0.0.1:8080",
  };
});
afterAll(() => {
  groups.close();
});
beforeEach(() => {
  calls.length = 0;
});

describe("a single-value flag given twice", () => {
  it("`group revoke --admin A --admin B` is a usage mistake, and revokes nothing", async () => {
    const out = run(["group", "revoke", "--id", "-1001234567890", "--admin", "acc_a", "--admin", "acc_b"], endpoints, "0");
    await expect(out).rejects.toThrow(new UsageError("--admin given more than once\nusage: warden group revoke --id G --admin ACC"));
    expect(calls).toEqual([]);
  });

  it("`group upsert --id G1 ... --id G2` is a usage mistake, and writes no group", async () => {
    const out = run(["group", "upsert", "--id", "-1001", "--title", "t", "--plan", "pro", "--id", "-1002"], endpoints, "0");
    await expect(out).rejects.toThrow(/^--id given more than once\nusage: warden group upsert /);
    expect(calls).toEqual([]);
  });

  it("one --admin revokes that grant (the flag is read as given)", async () => {
    const out = await run(["group", "revoke", "--id", "-1001234567890", "--admin", "acc_a"], endpoints, "0");
    expect(out).toMatchObject({ kind: "json", value: { account_id: "acc_a", revoked: true } });
    expect(calls).toEqual(["revokeGrant -1001234567890 acc_a"]);
  });
});

describe("`-h`/`--help` as a flag's value", () => {
  it("`group upsert ... --title -h` is a usage mistake (not help and exit 0), and writes no group", async () => {
    for (const value of ["-h", "--help"]) {
      const out = run(["group", "upsert", "--id", "-1001234567890", "--title", value, "--plan", "pro"], endpoints, "0");
      await expect(out, value).rejects.toThrow(/^Option '--title' argument is ambiguous\. .*'--title=-XYZ'.*\nusage: warden group upsert /);
    }
    expect(calls).toEqual([]);
  });

  it("`--title=-h` is the title", async () => {
    const out = await run(["group", "upsert", "--id", "-1001234567890", "--title=-h", "--plan", "pro"], endpoints, "0");
    expect(out).toMatchObject({ kind: "json", value: { id: -1001234567890, title: "-h" } });
    expect(calls).toEqual(["upsertGroup -1001234567890 -h"]);
  });

  it("`--help` or `-h` as a flag prints the command's help, whatever else is given", async () => {
    for (const argv of [
      ["group", "upsert", "--id", "-1001234567890", "--help"],
      ["group", "upsert", "-h", "--title", "t"],
    ]) {
      const out = await run(argv, endpoints, "0");
      expect(out, argv.join(" ")).toMatchObject({ kind: "text", text: expect.stringMatching(/^usage: warden group upsert /) });
    }
    expect(calls).toEqual([]);
  });
});
