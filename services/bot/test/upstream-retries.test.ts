// groups-config restarting (Unavailable for a moment) must not lose what the bot was doing: the
// first message of a group not held yet, the bot's registration in a group it was added to, an
// administrator's report, a group's migration. Each is tried again for a few seconds; what still
// fails after every attempt is counted.
import { Action, BotStatus, ReportLabel } from "@warden/proto";
import { createRegistry } from "@warden/telemetry";
import type { FakeTelegram, TgChat, TgUser } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BotApi } from "../src/telegram/client.js";
import { UPSTREAM_ATTEMPTS } from "../src/moderation/transient.js";
import { moderatorOn, settings, startTelegram, stubEngine, stubGroups } from "./support.js";

let tg: FakeTelegram;
let api: BotApi;
const GROUP: TgChat = { id: -1001000000300, type: "supergroup", title: "Restarts" };
const alice: TgUser = { id: 31, is_bot: false, first_name: "Alice" };
const owner: TgUser = { id: 39, is_bot: false, first_name: "Owner" };

beforeAll(async () => ({ tg, api } = await startTelegram({ chat: GROUP, owner })));
afterAll(() => tg?.close());

function setup(known = true) {
  const registry = createRegistry("bot", { defaultMetrics: false });
  const groups = stubGroups(known ? { [GROUP.id]: settings() } : {});
  const engine = stubEngine({ settingsOf: groups.settingsOf });
  return { groups, engine, registry, ...moderatorOn(tg, api, { engine, groups, registry }) };
}

async function failed(registry: ReturnType<typeof createRegistry>): Promise<Record<string, number>> {
  const m = await registry.getSingleMetric("warden_bot_updates_failed_total")!.get();
  return Object.fromEntries(m.values.map((v) => [v.labels.type, v.value]));
}

describe("groups-config unavailable for a moment", () => {
  it("a group's first message waits for its settings and is moderated", async () => {
    const { groups, sink, registry, handle } = setup();
    groups.failNext("getPolicy", UPSTREAM_ATTEMPTS - 1);
    await handle(tg.message(GROUP, alice, "SPAM right after a restart"));
    expect(groups.policyCalls).toBe(UPSTREAM_ATTEMPTS);
    expect(sink.decisions.map((d) => d.actionTaken)).toEqual([Action.DELETE]);
    expect(await failed(registry)).toEqual({});
  });

  it("a message in a group Warden does not know yet registers it even when the registration is refused once", async () => {
    const chat: TgChat = { id: -1001000000301, type: "supergroup", title: "Unknown" };
    const { groups, sink, handle } = setup(false);
    groups.failNext("setBotStatus", 1);
    await handle(tg.message(chat, alice, "SPAM in a group not registered"));
    expect(groups.botStatusCalls).toMatchObject([{ groupId: BigInt(chat.id), status: BotStatus.ACTIVE }]);
    expect(sink.decisions.map((d) => d.actionTaken)).toEqual([Action.DELETE]);
  });

  it("the bot added to a group is registered with who added it", async () => {
    const chat: TgChat = { id: -1001000000302, type: "supergroup", title: "New home" };
    tg.setAdmins(chat.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
    const { groups, handle } = setup(false);
    groups.failNext("setBotStatus", 2);
    await handle(tg.botMembership(chat, owner, "administrator"));
    expect(groups.botStatusCalls).toMatchObject([{ groupId: BigInt(chat.id), status: BotStatus.ACTIVE, addedByTelegramUserId: BigInt(owner.id) }]);
  });

  it("an administrator's /spam is stored as a report", async () => {
    const { groups, handle } = setup();
    const target = (await handle(tg.message(GROUP, alice, "write me for easy money"))).message!;
    groups.failNext("createReport", 2);
    await handle(tg.message(GROUP, owner, "/spam", { reply_to_message: target }));
    expect(groups.reports.map((r) => [r.label, r.text])).toEqual([[ReportLabel.SPAM, "write me for easy money"]]);
  });

  it("a group that became a supergroup is moved in groups-config", async () => {
    const OLD: TgChat = { id: -303, type: "group", title: "Old" };
    const NEW: TgChat = { id: -1001000000303, type: "supergroup", title: "Old" };
    const { groups, registry, handle } = setup(false);
    groups.groups.set(OLD.id, { settings: settings({ muteMinutes: 7 }), version: 1n, status: BotStatus.ACTIVE });
    groups.failNext("migrateGroup", 1);
    await handle(tg.migratedTo(OLD, NEW, owner));
    expect(groups.groups.get(NEW.id)?.settings.muteMinutes).toBe(7);
    const m = await registry.getSingleMetric("warden_bot_group_migrations_total")!.get();
    expect(m.values.map((v) => [v.labels.outcome, v.value])).toEqual([["migrated", 1]]);
  });

  it("an error that is no failed call (a bug) is not tried again", async () => {
    const chat: TgChat = { id: -1001000000305, type: "supergroup", title: "Buggy" };
    const { groups, sink, registry, handle } = setup(false);
    let calls = 0;
    groups.getPolicy = async () => {
      calls++;
      throw new TypeError("a bug");
    };
    await handle(tg.message(chat, alice, "SPAM meeting a bug"));
    expect(calls).toBe(1);
    expect(sink.decisions).toEqual([]);
    expect(await failed(registry)).toEqual({ message: 1 });
  });

  it("what still fails after every attempt is given up on and counted in warden_bot_updates_failed_total", async () => {
    const chat: TgChat = { id: -1001000000304, type: "supergroup", title: "Down" };
    const { groups, sink, registry, handle } = setup(false);
    groups.groups.set(chat.id, { settings: settings(), version: 1n, status: BotStatus.ACTIVE });
    groups.failNext("getPolicy", UPSTREAM_ATTEMPTS);
    await handle(tg.message(chat, alice, "SPAM while groups-config is down"));
    expect(groups.policyCalls).toBe(UPSTREAM_ATTEMPTS);
    expect(sink.decisions).toEqual([]);
    expect(await failed(registry)).toEqual({ message: 1 });
    // The next message asks again (nothing was held for the group) and is moderated.
    await handle(tg.message(chat, alice, "SPAM once it is back"));
    expect(sink.decisions.map((d) => d.actionTaken)).toEqual([Action.DELETE]);
  });
});
