import type { Client } from "@connectrpc/connect";
import type { GroupsConfigService } from "@warden/proto";
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
    // Stored on, still off on Free.
    await gc.updateSettings({ accountId: ACC, groupId: BigInt(id), patchJson: JSON.stringify({ ocr_enabled: true }) });
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
