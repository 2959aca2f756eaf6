import { create } from "@bufbuild/protobuf";
import { TimestampSchema, timestampFromMs, type Timestamp } from "@bufbuild/protobuf/wkt";
import { ChatEventKind, ChatEventSchema, DecisionSchema, Verdict } from "@warden/proto";
import { describe, expect, it } from "vitest";
import { chatEventToRow, decisionToRow, FUTURE_ALLOWANCE_MS } from "../src/convert.js";

// A record whose time is no date, or lies far ahead (milliseconds written into the seconds field), is not a row: the
// consumer dead-letters it instead of making a partition that retention never drops.
const NOW = Date.UTC(2026, 11, 3, 12);
const decision = (occurredAt: Timestamp) => create(DecisionSchema, { eventId: "evt_t", verdict: Verdict.SPAM, occurredAt, groupId: -1001n, text: "t" });
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
