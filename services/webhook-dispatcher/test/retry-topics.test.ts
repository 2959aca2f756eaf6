import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY_SCHEDULE_MS } from "../src/config.js";
import { dueAt, firstDueAt } from "../src/consumers.js";
import { FIRST_DUE_AT_HEADER, putBackTopic, RETRY_TOPICS, taskHeaders } from "../src/retry-topics.js";

// A task put back (its endpoint had its share of attempts in flight) waits on a retry topic whose records all wait
// that topic's delay: it must never fall due after the records published behind it, or it would hold them up.
describe("putBackTopic", () => {
  it("picks the topic of the shortest wait that is at least the delay", () => {
    expect(putBackTopic(500, DEFAULT_RETRY_SCHEDULE_MS)).toEqual({ topic: "webhooks.retry.1m.v1", delayMs: 500 });
    expect(putBackTopic(60_000, DEFAULT_RETRY_SCHEDULE_MS)).toEqual({ topic: "webhooks.retry.1m.v1", delayMs: 60_000 });
    expect(putBackTopic(60_001, DEFAULT_RETRY_SCHEDULE_MS)).toEqual({ topic: "webhooks.retry.5m.v1", delayMs: 60_001 });
    expect(putBackTopic(3 * 3_600_000, DEFAULT_RETRY_SCHEDULE_MS)).toEqual({ topic: "webhooks.retry.6h.v1", delayMs: 3 * 3_600_000 });
  });

  it("cuts a delay longer than every wait to the longest", () => {
    expect(putBackTopic(10 * 3_600_000, DEFAULT_RETRY_SCHEDULE_MS)).toEqual({ topic: "webhooks.retry.6h.v1", delayMs: 21_600_000 });
    expect(putBackTopic(5, [1, 1, 1, 1, 1])).toEqual({ topic: RETRY_TOPICS[0], delayMs: 1 });
  });

  it("never returns a delay longer than its topic's wait, whatever the schedule", () => {
    const schedules = [DEFAULT_RETRY_SCHEDULE_MS, [300, 600, 900, 1200, 1500], [500, 100, 400, 200, 300], [1, 1, 1, 1, 1]];
    for (const schedule of schedules) {
      for (const delay of [0, 1, 99, 100, 250, 450, 501, 1_000, 1_499, 60_000, 1e9]) {
        const { topic, delayMs } = putBackTopic(delay, schedule);
        const wait = schedule[RETRY_TOPICS.indexOf(topic as (typeof RETRY_TOPICS)[number])]!;
        expect(delayMs, `${delay} on ${schedule.join(",")}`).toBeLessThanOrEqual(wait);
        expect(delayMs).toBe(Math.min(delay, Math.max(...schedule)));
        // The shortest such wait: no other topic would do with less.
        expect(schedule.filter((w) => w >= delayMs && w < wait)).toEqual([]);
      }
    }
  });
});

// A put-back task comes back at a new due time, but keeps the time it first fell due: how late its retry really is
// (warden_webhook_retry_overdue_seconds) and how long put-backs have kept it from its attempt count from there.
describe("the first due time of a task", () => {
  const task = { endpointId: "wh_1", eventId: "evt_1", eventType: "user.joined", attempt: 3, envelope: "{}", lastError: "" };
  const asRecord = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, Buffer.from(v)]));

  it("travels in its own header, kept when the task is put back", () => {
    const scheduled = taskHeaders({ ...task, dueAt: new Date(1_000) });
    expect(firstDueAt(asRecord(scheduled))).toBe(1_000);
    const putBack = taskHeaders({ ...task, dueAt: new Date(9_000), firstDueAt: new Date(firstDueAt(asRecord(scheduled))) });
    expect(dueAt(asRecord(putBack))).toBe(9_000);
    expect(firstDueAt(asRecord(putBack))).toBe(1_000);
  });

  it("is the due time of a task written without the header", () => {
    const { [FIRST_DUE_AT_HEADER]: _, ...older } = taskHeaders({ ...task, dueAt: new Date(5_000) });
    expect(firstDueAt(asRecord(older))).toBe(5_000);
  });
});
