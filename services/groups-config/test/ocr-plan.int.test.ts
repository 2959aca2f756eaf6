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
