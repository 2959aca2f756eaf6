import { create, type MessageInitShape } from "@bufbuild/protobuf";
import { GetFeedbackRequestSchema, GetFeedbackResponseSchema, ReportLabel, type GetFeedbackRequest } from "@warden/proto";
import { describe, expect, it, vi } from "vitest";
import { FEEDBACK_TEXT_MAX_CHARS } from "../src/feedback/index.js";
import { APPLY_CHUNK, FeedbackCache } from "../src/feedback-cache.js";

// normalize() as it is, with the length of every text it was given recorded (what a rebuild costs)
const normalized = vi.hoisted(() => ({ lengths: [] as number[] }));
vi.mock("../src/detection/normalize/index.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../src/detection/normalize/index.js")>();
  return {
    ...actual,
    normalize: (input: string) => {
      normalized.lengths.push(input.length);
      return actual.normalize(input);
    },
  };
});

/** A stand-in groups-config holding reports per scope; counts GetFeedback calls. */
function owner() {
  const scopes = new Map<string, string[]>();
  const calls: { key: string; after: number }[] = [];
  const keyOf = (req: GetFeedbackRequest) => (req.scope?.scope.case === "accountId" ? `a:${req.scope.scope.value}` : `g:${req.scope?.scope.value}`);
  return {
    calls,
    scopes,
    add(key: string, text: string) {
      const list = scopes.get(key) ?? [];
      list.push(text);
      scopes.set(key, list);
      return list.length;
    },
    async getFeedback(init: MessageInitShape<typeof GetFeedbackRequestSchema>) {
      const req = create(GetFeedbackRequestSchema, init);
      const key = keyOf(req);
      const after = Number(req.afterSeq);
      calls.push({ key, after });
      const list = scopes.get(key) ?? [];
      const items = list.slice(after, after + (req.limit || 1000)).map((text, i) => ({ seq: BigInt(after + i + 1), label: ReportLabel.SPAM, text }));
      return create(GetFeedbackResponseSchema, { items, latestSeq: BigInt(list.length) });
    },
  };
}

describe("FeedbackCache", () => {
  it("calls nothing for a scope that never reported, and nothing while what it holds is current", async () => {
    const o = owner();
    const cache = new FeedbackCache(o);
    expect(await cache.get({ accountId: "acc_1" }, 0)).toBeUndefined();
    expect(o.calls).toEqual([]);
    const seq = o.add("a:acc_1", "buy now");
    const s = await cache.get({ accountId: "acc_1" }, seq);
    expect(s?.seq).toBe(1);
    expect(o.calls).toEqual([{ key: "a:acc_1", after: 0 }]);
    await cache.get({ accountId: "acc_1" }, 1);
    await cache.get({ accountId: "acc_1" }, 0);
    expect(o.calls).toHaveLength(1);
  });

  it("fetches only the reports after the sequence it holds, once for concurrent checks", async () => {
    const o = owner();
    const cache = new FeedbackCache(o);
    o.add("g:-100", "one");
    await cache.get({ groupId: -100 }, 1);
    o.add("g:-100", "two");
    const seq = o.add("g:-100", "three");
    const [a, b] = await Promise.all([cache.get({ groupId: -100 }, seq), cache.get({ groupId: -100 }, seq)]);
    expect(a).toBe(b);
    expect(a?.seq).toBe(3);
    expect(o.calls).toEqual([
      { key: "g:-100", after: 0 },
      { key: "g:-100", after: 1 },
    ]);
  });

  it("keeps the scopes apart and at most maxScopes of them (least recently used go first)", async () => {
    const o = owner();
    const cache = new FeedbackCache(o, 2);
    for (const acc of ["x", "y", "z"]) await cache.get({ accountId: acc }, o.add(`a:${acc}`, `text of ${acc}`));
    expect(cache.size).toBe(2);
    expect(cache.peek({ accountId: "x" })).toBeUndefined();
    expect(cache.peek({ accountId: "z" })?.memory.size).toBe(1);
    // evicted: rebuilt from the owner on its next check
    expect((await cache.get({ accountId: "x" }, 1))?.seq).toBe(1);
    expect(o.calls.filter((c) => c.key === "a:x")).toEqual([
      { key: "a:x", after: 0 },
      { key: "a:x", after: 0 },
    ]);
  });

  it("applies many reports in chunks, serving the event loop between them", async () => {
    const o = owner();
    const cache = new FeedbackCache(o);
    o.add("a:big", "first report");
    await cache.get({ accountId: "big" }, 1);
    const n = 500;
    for (let i = 0; i < n; i++) o.add("a:big", Array.from({ length: 40 }, (_, j) => ((i + 1) * 7_919 + j * 104_729).toString(36)).join(" "));
    // a task of the event loop that comes back until the reports are applied: what it saw of the state in between
    const seen: number[] = [];
    let done = false;
    const other = () => {
      if (done) return;
      seen.push(cache.peek({ accountId: "big" })!.seq);
      setImmediate(other);
    };
    setImmediate(other);
    const state = await cache.get({ accountId: "big" }, n + 1);
    done = true;
    expect(state?.seq).toBe(n + 1);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeGreaterThanOrEqual(n / APPLY_CHUNK - 1);
    // each time between two chunks: the state holds whole chunks of reports
    for (const seq of seen) {
      expect(seq).toBeGreaterThan(1);
      expect(seq).toBeLessThan(n + 1);
      expect((seq - 1) % APPLY_CHUNK).toBe(0);
    }
  });

  it("normalises only the head of each report on a rebuild", async () => {
    const o = owner();
    const cache = new FeedbackCache(o);
    const n = 50;
    for (let i = 0; i < n; i++) {
      const words = Array.from({ length: 2_000 }, (_, j) => ((i + 1) * 7_919 + j * 104_729).toString(36)).join(" ");
      o.add("a:long", words.slice(0, 10_000));
    }
    expect(o.scopes.get("a:long")!.every((t) => t.length === 10_000)).toBe(true);
    normalized.lengths.length = 0;
    expect((await cache.get({ accountId: "long" }, n))?.seq).toBe(n);
    expect(normalized.lengths).toHaveLength(n);
    expect(Math.max(...normalized.lengths)).toBeLessThan(10_000);
    expect(Math.max(...normalized.lengths)).toBe(FEEDBACK_TEXT_MAX_CHARS);
  });
});
