import { describe, expect, it } from "vitest";
import { batchCheckBody, createWebhookBody, LIMITS, patchWebhookBody, SUBSCRIBABLE_EVENT_TYPES } from "../src/index.js";

/** The `{path, message}` of each issue, as the gateway's 422 validation_failed lists them. */
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => ({ path: i.path.join("."), message: i.message }));

// A list's length is checked before its items: a 256 KiB body holds 130,000 one-character items,
// and a list over its bound is one issue at the list, whatever its items are (never one per item).
const HOSTILE = 130_000;

describe("texts of a batch check", () => {
  it("over the bound: one issue at the list, its items not looked at", () => {
    const tooMany = `must hold at most ${LIMITS.batchMaxTexts} texts`;
    expect(issues(batchCheckBody.safeParse({ texts: Array(HOSTILE).fill(1) }))).toEqual([{ path: "texts", message: tooMany }]);
    expect(issues(batchCheckBody.safeParse({ texts: Array(LIMITS.batchMaxTexts + 1).fill("a") }))).toEqual([{ path: "texts", message: tooMany }]);
  });

  it("within the bound: each item checked, with its index", () => {
    expect(batchCheckBody.safeParse({ texts: Array(LIMITS.batchMaxTexts).fill("a") }).success).toBe(true);
    expect(issues(batchCheckBody.safeParse({ texts: ["ok", 1, ""] }))).toEqual([
      { path: "texts.1", message: "must be a string" },
      { path: "texts.2", message: expect.stringMatching(/^must /) },
    ]);
    expect(issues(batchCheckBody.safeParse({ texts: [] }))).toEqual([{ path: "texts", message: "must hold at least 1 text" }]);
    expect(issues(batchCheckBody.safeParse({ texts: "a" }))).toEqual([{ path: "texts", message: "must be an array of strings" }]);
  });
});

describe.each([
  ["POST /webhooks", createWebhookBody, { url: "https://example.com/h" }],
  ["PATCH /webhooks/{id}", patchWebhookBody, {}],
] as const)("events and group_ids of %s", (_name, schema, base) => {
  const parse = (body: Record<string, unknown>) => issues(schema.safeParse({ ...base, ...body }));

  it(`events: at most the ${SUBSCRIBABLE_EVENT_TYPES.length} kinds there are, the bound checked before the items`, () => {
    expect(LIMITS.webhookEventsMax).toBe(SUBSCRIBABLE_EVENT_TYPES.length);
    const tooMany = `must list at most ${LIMITS.webhookEventsMax} event kinds`;
    expect(parse({ events: Array(HOSTILE).fill(1) })).toEqual([{ path: "events", message: tooMany }]);
    expect(parse({ events: [...SUBSCRIBABLE_EVENT_TYPES, "spam.detected"] })).toEqual([{ path: "events", message: tooMany }]);
    expect(parse({ events: [...SUBSCRIBABLE_EVENT_TYPES] })).toEqual([]);
    expect(parse({ events: ["spam.detected", "spam.detected"] })).toEqual([{ path: "events", message: "must not repeat an event kind" }]);
    expect(parse({ events: [] })).toEqual([{ path: "events", message: "must list at least one event kind" }]);
    expect(parse({ events: ["nope"] })).toEqual([{ path: "events.0", message: expect.stringMatching(/^must be one of spam.detected/) }]);
    expect(parse({ events: "spam.detected" })).toEqual([{ path: "events", message: "must be an array of event kinds" }]);
  });

  it(`group_ids: at most ${LIMITS.webhookGroupIdsMax}, the bound checked before the items; null for every group`, () => {
    const tooMany = `must list at most ${LIMITS.webhookGroupIdsMax} groups, or be null for every group`;
    const distinct = (n: number) => Array.from({ length: n }, (_, i) => -1001000000000 - i);
    expect(parse({ group_ids: Array(HOSTILE).fill("x") })).toEqual([{ path: "group_ids", message: tooMany }]);
    expect(parse({ group_ids: distinct(LIMITS.webhookGroupIdsMax + 1) })).toEqual([{ path: "group_ids", message: tooMany }]);
    expect(parse({ group_ids: distinct(LIMITS.webhookGroupIdsMax) })).toEqual([]);
    expect(parse({ group_ids: null })).toEqual([]);
    expect(parse({ group_ids: [] })).toEqual([{ path: "group_ids", message: "must list at least one group, or be null for every group" }]);
    expect(parse({ group_ids: [-1, -1] })).toEqual([{ path: "group_ids", message: "must not repeat a group" }]);
    expect(parse({ group_ids: [-1, 5] })).toEqual([{ path: "group_ids.1", message: "must be a negative group chat id" }]);
    expect(parse({ group_ids: "x" })).toEqual([{ path: "group_ids", message: "must be an array of group ids or null" }]);
  });
});
