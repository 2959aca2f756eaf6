import type { Client } from "@connectrpc/connect";
import { type GroupsConfigService, RuleKind } from "@warden/proto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULTS } from "../src/catalog.js";
import type { GroupStore } from "../src/store.js";
import { startGroupsConfig, type GroupsConfigUnderTest } from "./support.js";

// ocr_enabled is a Pro+ setting: GetPolicy carries it as it applies on the group's plan, so the
// bot reads pictures only where the plan includes it, and a change of plan reaches the bot by the
// policy version like any other change.

let under: GroupsConfigUnderTest;
let store: GroupStore;
let gc: Client<typeof GroupsConfigService>;
const ACC = "acc_ocr_owner";

beforeAll(async () => {
  under = await startGroupsConfig("groups_config_ocr");
  ({ store, client: gc } = under);
});

afterAll(() => under?.close());

const policy = (id: number, knownVersion = 0n) => gc.getPolicy({ groupId: BigInt(id), knownVersion });

describe("ocr_enabled applies on Pro and Business only", () => {
  it("is on by default for Pro, off on Free and Basic whatever is stored, and follows a change of plan", async () => {
    expect(DEFAULTS.ocr_enabled).toBe(true);
    const id = -1004100000001;
    await store.upsertGroup({ id, title: "free group", plan: "free", adminAccountIds: [ACC] });
    const free = await policy(id);
    expect(free.settings!.ocrEnabled).toBe(false);
    // Stored on (settings are written on Pro+ only), still off on Free.
    await store.upsertGroup({ id, title: "free group", plan: "pro" });
    await gc.updateSettings({ accountId: ACC, groupId: BigInt(id), patchJson: JSON.stringify({ ocr_enabled: true }) });
    await store.upsertGroup({ id, title: "free group", plan: "free" });
    expect((await policy(id)).settings!.ocrEnabled).toBe(false);

    await store.upsertGroup({ id, title: "free group", plan: "basic" });
    expect((await policy(id)).settings!.ocrEnabled).toBe(false);

    const before = await policy(id);
    await store.upsertGroup({ id, title: "now pro", plan: "pro" });
    const pro = await policy(id, before.version);
    expect(pro.changed).toBe(true);
    expect(pro.settings!.ocrEnabled).toBe(true);

    await store.upsertGroup({ id, title: "now business", plan: "business" });
    expect((await policy(id)).settings!.ocrEnabled).toBe(true);
  });

  it("is off on Pro when the owner turned it off", async () => {
    const id = -1004100000002;
    await store.upsertGroup({ id, title: "pro group", plan: "pro", adminAccountIds: [ACC] });
    expect((await policy(id)).settings!.ocrEnabled).toBe(true);
    await gc.updateSettings({ accountId: ACC, groupId: BigInt(id), patchJson: JSON.stringify({ ocr_enabled: false }) });
    expect((await policy(id)).settings!.ocrEnabled).toBe(false);
  });
});

// ai_enabled is Pro+ too ("Pro and Business only", the catalog says): the engine asks the AI provider about a group's
// suspicious messages when the policy carries it on, so a group moved down to Free or Basic must stop having that.
describe("ai_enabled applies on Pro and Business only", () => {
  it("is carried as stored on Pro and Business, off on Free and Basic whatever is stored, and follows a change of plan", async () => {
    const id = -1004100000003;
    await store.upsertGroup({ id, title: "pro group", plan: "pro", adminAccountIds: [ACC] });
    expect((await policy(id)).settings!.aiEnabled).toBe(false);
    await gc.updateSettings({ accountId: ACC, groupId: BigInt(id), patchJson: JSON.stringify({ ai_enabled: true }) });
    expect((await policy(id)).settings!.aiEnabled).toBe(true);

    // The operator moves the group down: the stored choice stays, the AI is no longer asked.
    for (const plan of ["free", "basic"] as const) {
      const before = await policy(id);
      await store.upsertGroup({ id, title: "pro group", plan });
      const down = await policy(id, before.version);
      expect(down.changed).toBe(true);
      expect(down.settings!.aiEnabled).toBe(false);
    }
    expect(JSON.parse((await gc.getSettings({ accountId: ACC, groupId: BigInt(id) })).settingsJson).ai_enabled).toBe(true);

    await store.upsertGroup({ id, title: "now business", plan: "business" });
    expect((await policy(id)).settings!.aiEnabled).toBe(true);
  });
});

// Custom rules and the whitelist are Pro+ too: the API and the dashboard reach them only on Pro and Business. A group
// moved down keeps them stored, but none of them acts there (its owner could no longer see, change or remove one).
describe("custom rules and the whitelist apply on Pro and Business only", () => {
  it("are carried on Pro and Business, none on Free and Basic, and come back, unchanged, after an upgrade", async () => {
    const id = -1004100000004;
    await store.upsertGroup({ id, title: "pro group", plan: "pro", adminAccountIds: [ACC] });
    const made = await gc.createRule({ accountId: ACC, groupId: BigInt(id), rule: { name: "casino", kind: RuleKind.KEYWORD, pattern: "casino", weight: 40 } });
    await gc.addWhitelistEntry({ accountId: ACC, groupId: BigInt(id), target: { case: "userId", value: 4242n } });
    const carried = async (knownVersion = 0n) => {
      const p = await policy(id, knownVersion);
      return { changed: p.changed, rules: p.rules.map((r) => r.name), whitelist: p.whitelist.map((w) => w.id) };
    };
    expect(await carried()).toEqual({ changed: true, rules: ["casino"], whitelist: [4242n] });

    for (const plan of ["basic", "free"] as const) {
      const before = await policy(id);
      await store.upsertGroup({ id, title: "pro group", plan });
      expect([plan, await carried(before.version)]).toEqual([plan, { changed: true, rules: [], whitelist: [] }]);
    }
    // Stored all along.
    expect((await gc.listRules({ accountId: ACC, groupId: BigInt(id) })).rules.map((r) => r.id)).toEqual([made.rule!.id]);
    expect((await gc.listWhitelist({ accountId: ACC, groupId: BigInt(id) })).entries.map((w) => w.id)).toEqual([4242n]);

    await store.upsertGroup({ id, title: "now business", plan: "business" });
    expect(await carried()).toEqual({ changed: true, rules: ["casino"], whitelist: [4242n] });
  });
});
