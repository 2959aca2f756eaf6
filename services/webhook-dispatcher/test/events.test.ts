import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { Action, Actor, ChatEventKind, ChatEventSchema, DecisionSchema, Source, Verdict, type ChatEvent, type Decision } from "@warden/proto";
import { describe, expect, it } from "vitest";
import {
  envelopeJson,
  eventFromChatEvent,
  eventFromDecision,
  isGroupMoved,
  isSkipped,
  publicEventId,
  type GroupMoved,
  type Skipped,
  type WebhookEvent,
} from "../src/events.js";

/** The event's data; fails the test when the record emitted nothing. */
function dataOf(e: WebhookEvent | Skipped | GroupMoved): Record<string, unknown> {
  if (isSkipped(e)) throw new Error(`skipped: ${e.skipped}`);
  if (isGroupMoved(e)) throw new Error("a group move, not an event");
  return e.data;
}

const at = new Date("2026-03-01T12:00:00.123Z");
const decision = (over: Partial<Omit<Decision, "$typeName" | "$unknown">> = {}) =>
  create(DecisionSchema, {
    eventId: "evt_abc123",
    occurredAt: timestampFromDate(at),
    source: Source.BOT,
    groupId: -1001234567890n,
    messageId: 42n,
    userId: 777n,
    text: "Earn $500 a day, DM me",
    verdict: Verdict.SPAM,
    score: 91,
    confidence: 0.934567,
    matchedRules: ["earnings_promise", "dm_invite"],
    categories: ["contact_flow"],
    actionTaken: Action.DELETE_AND_BAN,
    ...over,
  });
const chat = (kind: ChatEventKind, over: Partial<Omit<ChatEvent, "$typeName" | "$unknown">> = {}) =>
  create(ChatEventSchema, { eventId: "evt_chat1", occurredAt: timestampFromDate(at), groupId: -1001234567890n, kind, userId: 555n, ...over });

describe("decisions", () => {
  it("a bot spam decision is spam.detected with the action taken", () => {
    const e = eventFromDecision(decision());
    expect(e).toEqual({
      id: "evt_abc123",
      type: "spam.detected",
      groupId: -1001234567890,
      createdAt: at,
      data: {
        message_id: 42,
        user_id: 777,
        text: "Earn $500 a day, DM me",
        action: "deleted_and_banned",
        category: "contact_flow",
        confidence: 0.9346,
      },
    });
    expect(JSON.parse(envelopeJson(e as WebhookEvent))).toEqual({
      id: "evt_abc123",
      type: "spam.detected",
      created_at: "2026-03-01T12:00:00.123Z",
      group_id: -1001234567890,
      data: dataOf(e),
    });
  });
  it.each([
    [Action.REVIEW, "flagged"],
    [Action.DELETE, "deleted"],
    [Action.DELETE_AND_MUTE, "deleted_and_muted"],
    [Action.NONE, "none"],
  ])("maps action %s to %s", (action, name) => {
    expect(dataOf(eventFromDecision(decision({ actionTaken: action }))).action).toBe(name);
  });
  it("a category is 'other' when none applies", () => {
    expect(dataOf(eventFromDecision(decision({ categories: [] }))).category).toBe("other");
  });
  it("a suspicious verdict is message.suspicious with score and rules", () => {
    const e = eventFromDecision(decision({ verdict: Verdict.SUSPICIOUS, score: 55 }));
    expect(e).toMatchObject({
      type: "message.suspicious",
      data: { message_id: 42, user_id: 777, score: 55, matched_rules: ["earnings_promise", "dm_invite"] },
    });
  });
  it("a post on behalf of a channel names the channel in sender_chat_id, and user_id is absent (contract.md)", () => {
    const channel = { userId: undefined, senderChatId: -1009876543210n };
    const data = dataOf(eventFromDecision(decision(channel)));
    expect(data).toMatchObject({ sender_chat_id: -1009876543210, action: "deleted_and_banned" });
    expect(data).not.toHaveProperty("user_id");
    const suspicious = eventFromDecision(decision({ ...channel, verdict: Verdict.SUSPICIOUS }));
    expect(suspicious).toMatchObject({ type: "message.suspicious", data: { sender_chat_id: -1009876543210 } });
    expect((suspicious as { data: object }).data).not.toHaveProperty("user_id");
    // and a user's message has no sender_chat_id
    expect(dataOf(eventFromDecision(decision({})))).not.toHaveProperty("sender_chat_id");
  });
  it("a decision with neither a user nor a sender chat (or a malformed one) emits nothing", () => {
    expect(eventFromDecision(decision({ userId: undefined }))).toEqual({ skipped: "decision without event id, group, message or sender" });
    expect(eventFromDecision(decision({ userId: undefined, senderChatId: 5n }))).toHaveProperty("skipped");
    expect(eventFromDecision(decision({ userId: 0n }))).toHaveProperty("skipped");
  });
  it("API checks, clean verdicts and decisions without a message emit nothing", () => {
    expect(eventFromDecision(decision({ source: Source.API }))).toHaveProperty("skipped");
    expect(eventFromDecision(decision({ verdict: Verdict.CLEAN }))).toHaveProperty("skipped");
    expect(eventFromDecision(decision({ messageId: undefined }))).toHaveProperty("skipped");
  });
  it("a source id without the public form gets a stable evt_ id", () => {
    const id = publicEventId("b7d1-uuid/with:odd chars");
    expect(id).toMatch(/^evt_[A-Za-z0-9_-]{1,64}$/);
    expect(publicEventId("b7d1-uuid/with:odd chars")).toBe(id);
  });
});

describe("chat events", () => {
  it("join, leave, ban, mute and kick map to user.*", () => {
    const until = new Date("2026-03-02T00:00:00.000Z");
    expect(eventFromChatEvent(chat(ChatEventKind.JOIN, { username: "alice_w" }))).toMatchObject({
      type: "user.joined",
      data: { user_id: 555, username: "alice_w" },
    });
    expect(eventFromChatEvent(chat(ChatEventKind.LEAVE))).toMatchObject({ type: "user.left", data: { user_id: 555 } });
    expect(eventFromChatEvent(chat(ChatEventKind.BAN, { by: Actor.ENGINE, reason: "spam: contact_flow" }))).toMatchObject({
      type: "user.banned",
      data: { user_id: 555, reason: "spam: contact_flow", by: "engine" },
    });
    expect(eventFromChatEvent(chat(ChatEventKind.MUTE, { by: Actor.ADMIN, until: timestampFromDate(until) }))).toMatchObject({
      type: "user.muted",
      data: { user_id: 555, reason: "admin", by: "admin", until: "2026-03-02T00:00:00.000Z" },
    });
    const kicked = eventFromChatEvent(chat(ChatEventKind.KICK, { by: Actor.ENGINE, until: timestampFromDate(until) }));
    expect(kicked).toMatchObject({ type: "user.kicked", data: { user_id: 555, reason: "spam", by: "engine" } });
    expect(dataOf(kicked)).not.toHaveProperty("until");
  });
  it("message events emit nothing; a malformed username is left out", () => {
    expect(eventFromChatEvent(chat(ChatEventKind.MESSAGE))).toHaveProperty("skipped");
    // an administrator's correction is the journal's: no webhook event
    expect(eventFromChatEvent(chat(ChatEventKind.REPORT, { messageId: 42n }))).toEqual({ skipped: "report event" });
    // a group's move to its supergroup id is no webhook event: the endpoints that name the old id are moved to the new one
    expect(eventFromChatEvent(chat(ChatEventKind.MIGRATE, { userId: 0n, migratedToGroupId: -1001000000999n }))).toEqual({
      groupMoved: { from: Number(chat(ChatEventKind.MIGRATE).groupId), to: -1001000000999 },
    });
    expect(eventFromChatEvent(chat(ChatEventKind.MIGRATE, { userId: 0n }))).toHaveProperty("skipped");
    expect(dataOf(eventFromChatEvent(chat(ChatEventKind.JOIN, { username: "a b" })))).toEqual({ user_id: 555 });
  });
});

describe("decodeEventRecord", () => {
  it("skips a decision marked as an API check without decoding it, and decodes every other record", async () => {
    const { decodeEventRecord } = await import("../src/consumers.js");
    const { DECISION_SOURCE_HEADER, TOPICS } = await import("@warden/kafka");
    const { toBinary } = await import("@bufbuild/protobuf");
    // Not a protobuf at all: decoding it would throw.
    const garbage = Buffer.from([0xff, 0xff, 0xff, 0xff]);
    expect(decodeEventRecord(garbage, { topic: TOPICS.decisions, headers: { [DECISION_SOURCE_HEADER]: Buffer.from("api") } })).toEqual({
      skipped: "not a bot decision",
    });
    expect(() => decodeEventRecord(garbage, { topic: TOPICS.decisions, headers: {} })).toThrow();
    const bot = Buffer.from(toBinary(DecisionSchema, decision()));
    expect(dataOf(decodeEventRecord(bot, { topic: TOPICS.decisions, headers: {} }))).toMatchObject({ message_id: 42, user_id: 777 });
    // A header of another value decodes as before (only "api" is skipped unread).
    expect(isSkipped(decodeEventRecord(bot, { topic: TOPICS.decisions, headers: { [DECISION_SOURCE_HEADER]: "bot" } }))).toBe(false);
  });
});
