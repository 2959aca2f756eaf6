import { create } from "@bufbuild/protobuf";
import { TimestampSchema, timestampFromMs, type Timestamp } from "@bufbuild/protobuf/wkt";
import { Action, ChatEventKind, ChatEventSchema, DecisionSchema, ReportLabel, Source, Verdict } from "@warden/proto";
import { describe, expect, it } from "vitest";
import { chatEventToRow, decisionToRow, FUTURE_ALLOWANCE_MS } from "../src/convert.js";

// A record whose time is no date, or lies far ahead (milliseconds written into the seconds field), is not a row: the
// consumer dead-letters it instead of making a partition that retention never drops.
const NOW = Date.UTC(2026, 11, 3, 12);
const decision = (occurredAt: Timestamp) =>
  create(DecisionSchema, { eventId: "evt_t", source: Source.API, verdict: Verdict.SPAM, occurredAt, groupId: -1001n, text: "t" });
const chatEvent = (occurredAt: Timestamp) =>
  create(ChatEventSchema, { eventId: "evt_c", kind: ChatEventKind.MESSAGE, occurredAt, groupId: -1001n, userId: 7n });

describe("a record's time", () => {
  it("is taken up to a day ahead of the clock", () => {
    expect(decisionToRow(decision(timestampFromMs(NOW)), undefined, NOW)?.createdAt.getTime()).toBe(NOW);
    expect(chatEventToRow(chatEvent(timestampFromMs(NOW + FUTURE_ALLOWANCE_MS)), undefined, NOW)?.occurredAt.getTime()).toBe(NOW + FUTURE_ALLOWANCE_MS);
  });

  it("is refused further ahead, or when it is no date", () => {
    const ahead = timestampFromMs(NOW + FUTURE_ALLOWANCE_MS + 1_000);
    const msAsSeconds = create(TimestampSchema, { seconds: BigInt(NOW) });
    const noDate = create(TimestampSchema, { seconds: 9_000_000_000_000n }); // past what a Date holds
    for (const t of [ahead, msAsSeconds, noDate]) {
      expect(decisionToRow(decision(t), undefined, NOW)).toBeNull();
      expect(chatEventToRow(chatEvent(t), undefined, NOW)).toBeNull();
    }
  });
});

// An id the journal would store rounded (an int64 past 2^53: Telegram's ids are below it) is no row either: stored, it
// could not be read back exactly (bigint columns are read as safe numbers), and every journal page holding it would
// fail until retention dropped it; a group id rounded to another would file the record under that group.
describe("a record's ids", () => {
  const big = 2n ** 60n + 1n;

  it("are refused past the safe integer range, whichever id it is", () => {
    const at = timestampFromMs(NOW);
    const d = (ids: { groupId?: bigint; messageId?: bigint; userId?: bigint; senderChatId?: bigint }) =>
      create(DecisionSchema, { eventId: "evt_t", source: Source.API, verdict: Verdict.SPAM, occurredAt: at, text: "t", groupId: -1001n, ...ids });
    for (const ids of [{ groupId: -big }, { messageId: big }, { userId: big }, { senderChatId: -big }]) {
      expect(decisionToRow(d(ids), undefined, NOW), JSON.stringify(Object.keys(ids))).toBeNull();
    }
    const e = (ids: { groupId?: bigint; userId?: bigint; messageId?: bigint; migratedToGroupId?: bigint }) =>
      create(ChatEventSchema, { eventId: "evt_c", kind: ChatEventKind.MESSAGE, occurredAt: at, groupId: -1001n, userId: 7n, ...ids });
    for (const ids of [{ groupId: -big }, { userId: big }, { messageId: big }, { migratedToGroupId: -big }]) {
      expect(chatEventToRow(e(ids), undefined, NOW), JSON.stringify(Object.keys(ids))).toBeNull();
    }
  });

  it("are taken up to the edge of that range", () => {
    const at = timestampFromMs(NOW);
    const max = BigInt(Number.MAX_SAFE_INTEGER);
    const row = decisionToRow(
      create(DecisionSchema, {
        eventId: "evt_t",
        source: Source.API,
        verdict: Verdict.SPAM,
        occurredAt: at,
        text: "t",
        groupId: -max,
        messageId: max,
        userId: max,
      }),
      undefined,
      NOW,
    );
    expect([row?.groupId, row?.messageId, row?.userId]).toEqual([-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER]);
  });
});

// A migration names the group's new id; one that does not (missing, 0, or the group's own id) moves nothing and would be
// dropped unseen: it is no row, so the consumer dead-letters it like any other malformed record.
describe("a migrate event", () => {
  const at = timestampFromMs(NOW);
  const migrate = (migratedToGroupId?: bigint) =>
    create(ChatEventSchema, { eventId: "evt_m", kind: ChatEventKind.MIGRATE, occurredAt: at, groupId: -1001n, migratedToGroupId });

  it("is a row with the new id", () => {
    expect(chatEventToRow(migrate(-1001234567890n), undefined, NOW)).toMatchObject({ kind: "migrate", groupId: -1001, migratedTo: -1001234567890 });
  });

  it("is refused without a new id", () => {
    for (const to of [undefined, 0n, -1001n]) expect(chatEventToRow(migrate(to), undefined, NOW), String(to)).toBeNull();
  });
});

// An administrator's correction names the message and the label; one that does not would mark nothing.
describe("a report event", () => {
  const at = timestampFromMs(NOW);
  const report = (over: { messageId?: bigint; reportLabel?: ReportLabel; userId?: bigint }) =>
    create(ChatEventSchema, { eventId: "evt_r", kind: ChatEventKind.REPORT, occurredAt: at, groupId: -1001n, ...over });

  it("is a row with its message, label and sender (none for a channel's post)", () => {
    expect(chatEventToRow(report({ messageId: 42n, reportLabel: ReportLabel.HAM, userId: 7n }), undefined, NOW)).toMatchObject({
      kind: "report",
      messageId: 42,
      userId: 7,
      reportLabel: "ham",
    });
    expect(chatEventToRow(report({ messageId: 42n, reportLabel: ReportLabel.SPAM, userId: 0n }), undefined, NOW)).toMatchObject({
      userId: null,
      reportLabel: "spam",
    });
  });

  it("is refused without a message or a label", () => {
    expect(chatEventToRow(report({ reportLabel: ReportLabel.HAM }), undefined, NOW)).toBeNull();
    expect(chatEventToRow(report({ messageId: 0n, reportLabel: ReportLabel.HAM }), undefined, NOW)).toBeNull();
    expect(chatEventToRow(report({ messageId: 42n }), undefined, NOW)).toBeNull();
  });
});

// A decision's source and action decide what it counts for (a bot's spam with a removing action is spam blocked and
// the sender's history); one this build does not know is refused (dead-lettered), as an unknown verdict is, rather than
// guessed: a bot decision read as `api` would count for nothing, a new removing action read as `none` neither.
describe("a decision's source and action", () => {
  const at = timestampFromMs(NOW);
  const d = (over: { source?: Source; actionTaken?: Action }) =>
    create(DecisionSchema, { eventId: "evt_s", verdict: Verdict.SPAM, occurredAt: at, groupId: -1001n, text: "t", source: Source.BOT, ...over });

  it("are taken when known; an unset action is none", () => {
    expect(decisionToRow(d({ actionTaken: Action.DELETE_AND_BAN }), undefined, NOW)).toMatchObject({ source: "bot", action: "delete_and_ban" });
    expect(decisionToRow(d({ source: Source.API, actionTaken: Action.NONE }), undefined, NOW)).toMatchObject({ source: "api", action: "none" });
    expect(decisionToRow(d({ actionTaken: Action.UNSPECIFIED }), undefined, NOW)).toMatchObject({ action: "none" });
  });

  it("are refused when unset (the source) or unknown", () => {
    expect(decisionToRow(d({ source: Source.UNSPECIFIED }), undefined, NOW)).toBeNull();
    expect(decisionToRow(d({ source: 7 as Source }), undefined, NOW)).toBeNull();
    expect(decisionToRow(d({ actionTaken: 99 as Action }), undefined, NOW)).toBeNull();
  });
});
