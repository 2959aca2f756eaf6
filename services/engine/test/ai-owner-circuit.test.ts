import type { Client } from "@connectrpc/connect";
import { AiMode, AiStatus, type EngineService, Source } from "@warden/proto";
import type { RunningServer } from "@warden/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { serveEngine, zorblaxPolicy } from "./support/engine.js";

// The bot's AI asks in a group count toward the provider's circuit, shared by every tenant, as the group's owner's
// (GetPolicy's owner_telegram_user_id): one owner sending texts the provider fails on into five of their own groups
// must not switch the AI off for every other account and group, as five different owners' groups failing do.
const FAILING = "zorblax <<a text the provider fails on>>";
const VERSION = 3n;

let server: RunningServer;
let engine: Client<typeof EngineService>;
/** The owner groups-config answers for each group; a change bumps no policy version, as an owner the bot's add records. */
const owners = new Map<bigint, bigint>();
let asked: string[];

beforeEach(async () => {
  owners.clear();
  asked = [];
  ({ server, engine } = await serveEngine("engine-ai-owner-circuit", {
    groups: {
      // ai_enabled on a Pro group where "zorblax" is suspicious, so the bot asks.
      getPolicy: async ({ groupId = 0n, knownVersion = 0n }) =>
        zorblaxPolicy({ groupId, version: VERSION, changed: knownVersion !== VERSION, ownerTelegramUserId: owners.get(groupId) }),
    },
    ai: {
      name: "scripted",
      judge: async (text) => {
        asked.push(text);
        if (text === FAILING) throw new Error("AI provider answered 503");
        return { verdict: "clean", confidence: 0.9, model: "scripted", reason: "ordinary conversation" };
      },
    },
  }));
});

afterEach(() => server?.close(100));

const group = (i: number) => BigInt(-1001000000500 - i);
const botCheck = (groupId: bigint, text: string) => engine.check({ text, groupId, source: Source.BOT, sender: { userId: 7n, priorMessages: 10 } });
const bystander = () => engine.check({ text: "See you at the meetup tomorrow", ai: AiMode.ON, source: Source.API, accountId: "acc_bystander" });

/** Five groups' bot checks of a text the provider fails on, each asking it. */
async function failInFiveGroups() {
  for (let i = 0; i < 5; i++) {
    const before = asked.length;
    await botCheck(group(i), FAILING);
    expect(asked.length).toBe(before + 1);
  }
}

describe("the bot's AI asks toward the provider's shared circuit", () => {
  it("one owner's five groups failing in a row count once: another account's check still asks the provider", async () => {
    for (let i = 0; i < 5; i++) owners.set(group(i), 4242n);
    await failInFiveGroups();
    expect((await bystander()).ai).toMatchObject({ status: AiStatus.OK, reason: "ordinary conversation" });
  });

  it("an owner groups-config answers with the policy unchanged (no version bump) counts too", async () => {
    // The engine holds each group's policy before the owner is known ...
    for (let i = 0; i < 5; i++) await botCheck(group(i), "hello");
    for (let i = 0; i < 5; i++) owners.set(group(i), 4242n);
    // ... and learns it from the "unchanged" answers of the failing checks' version checks.
    await failInFiveGroups();
    expect((await bystander()).ai).toMatchObject({ status: AiStatus.OK, reason: "ordinary conversation" });
  });

  it("five groups of five different owners failing in a row open it: another account's check does not ask the provider", async () => {
    for (let i = 0; i < 5; i++) owners.set(group(i), 4242n + BigInt(i));
    await failInFiveGroups();
    const before = asked.length;
    expect((await bystander()).ai).toMatchObject({ status: AiStatus.UNAVAILABLE, reason: "circuit open after repeated failures", notAsked: true });
    expect(asked.length).toBe(before);
  });
});
