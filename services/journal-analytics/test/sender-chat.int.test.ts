import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { Action, DecisionSchema, Source, Verdict } from "@warden/proto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decisionToRow } from "../src/convert.js";
import type { JournalStore } from "../src/store.js";
import { type JournalHarness, startJournal } from "./support/journal.js";

// A decision on a post made on behalf of a channel: its sender_chat_id goes from the Kafka record
// through the journal table to ListJournal and GetJournalEntry; a user's decision has none.

let journal: JournalHarness;
let store: JournalStore;
let client: JournalHarness["client"];
const GROUP = -1001000000300n;
const CHANNEL = -1009876543210n;

beforeAll(async () => {
  journal = await startJournal("journal_sender_chat", 2);
  ({ store, client } = journal);
});

afterAll(async () => {
  await journal?.close();
});

const decision = (eventId: string, messageId: bigint, sender: { userId?: bigint; senderChatId?: bigint }, at: Date) =>
  create(DecisionSchema, {
    eventId,
    occurredAt: timestampFromDate(at),
    source: Source.BOT,
    groupId: GROUP,
    messageId,
    ...sender,
    text: "Earn $500 a day, DM me",
    verdict: Verdict.SPAM,
    score: 90,
    matchedRules: ["earnings_promise"],
    actionTaken: Action.DELETE_AND_BAN,
  });

describe("sender_chat_id in the journal", () => {
  it("is stored and served for a channel's post, and absent for a user's", async () => {
    const now = Date.now();
    const rows = [
      decisionToRow(decision("evt_channel_post", 7n, { senderChatId: CHANNEL }, new Date(now - 1_000)), undefined)!,
      decisionToRow(decision("evt_user_post", 8n, { userId: 42n }, new Date(now)), undefined)!,
    ];
    expect(rows.map((r) => [r.userId, r.senderChatId])).toEqual([
      [null, Number(CHANNEL)],
      [42, null],
    ]);
    expect(await store.insertDecisions(rows)).toHaveLength(2);

    const { items } = await client.listJournal({ groupId: GROUP });
    expect(items.map((i) => [i.id, i.userId, i.senderChatId])).toEqual([
      ["evt_user_post", 42n, undefined],
      ["evt_channel_post", undefined, CHANNEL],
    ]);
    const one = await client.getJournalEntry({ groupId: GROUP, entryId: "evt_channel_post" });
    expect(one.entry).toMatchObject({ messageId: 7n, senderChatId: CHANNEL });
    expect(one.entry!.userId).toBeUndefined();
  });
});
