import { create, type MessageInitShape } from "@bufbuild/protobuf";
import { GetFeedbackRequestSchema, GetFeedbackResponseSchema, ReportLabel, type GetFeedbackRequest } from "@warden/proto";
import { describe, expect, it, vi } from "vitest";
import { decodeSnapshot, encodeSnapshot, FEEDBACK_TEXT_MAX_CHARS, ScopeFeedback } from "../src/feedback/index.js";
import { FeedbackCache, REBUILDS_AT_ONCE, RECHECK_MS, SNAPSHOT_EVERY, type FeedbackScopeKey, type SnapshotStore } from "../src/feedback-cache.js";

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

  it("asks the owner again, in the background, about a state held RECHECK_MS or longer, though the caller says it is current", async () => {
    // The gateway stores a report, then raises the account's number: a crash between the two leaves the caller's
    // number behind the report that returned 201.
    const o = owner();
    let t = 0;
    const failures: unknown[] = [];
    const cache = new FeedbackCache(o, 1_000, { now: () => t, recheckMs: RECHECK_MS, onRecheckFailure: (e) => failures.push(e) });
    await cache.get({ accountId: "lagging" }, o.add("a:lagging", "first report"));
    o.add("a:lagging", "second report, its number never recorded");
    t = RECHECK_MS - 1;
    expect((await cache.get({ accountId: "lagging" }, 1))?.seq).toBe(1);
    expect(o.calls).toHaveLength(1);
    t = RECHECK_MS;
    // this check is answered from the state held, without waiting ...
    expect((await cache.get({ accountId: "lagging" }, 1))?.seq).toBe(1);
    // ... and the refresh it started makes the next one see the report
    await vi.waitFor(() => expect(cache.peek({ accountId: "lagging" })?.seq).toBe(2));
    expect(o.calls).toEqual([
      { key: "a:lagging", after: 0 },
      { key: "a:lagging", after: 1 },
    ]);
    // not again until RECHECK_MS after that refresh
    expect((await cache.get({ accountId: "lagging" }, 1))?.seq).toBe(2);
    expect(o.calls).toHaveLength(2);
    // a failed background refresh is reported, and the state held stays in use
    const failing = new FeedbackCache(
      {
        getFeedback: async (init) => {
          if (failing.size > 0) throw new Error("groups-config unavailable");
          return o.getFeedback(init);
        },
      },
      1_000,
      { now: () => t, onRecheckFailure: (e) => failures.push(e) },
    );
    t = 0;
    await failing.get({ accountId: "lagging" }, 2);
    t = RECHECK_MS;
    expect((await failing.get({ accountId: "lagging" }, 2))?.seq).toBe(2);
    await vi.waitFor(() => expect(failures).toHaveLength(1));
    expect(failing.peek({ accountId: "lagging" })?.seq).toBe(2);
  });

  /** A clock that moves 1 ms each time it is read: with sliceMs 5, every slice applies exactly SLICE reports. */
  const SLICE = 5;
  const ticking = () => {
    let t = 0;
    return { sliceMs: SLICE, now: () => t++ };
  };
  const filler = (i: number) => Array.from({ length: 40 }, (_, j) => ((i + 1) * 7_919 + j * 104_729).toString(36)).join(" ");

  /** Samples `read` once per turn of the event loop until stopped. */
  function eachTurn<T>(read: () => T): { seen: T[]; stop: () => void } {
    const seen: T[] = [];
    let done = false;
    const tick = () => {
      if (done) return;
      seen.push(read());
      setImmediate(tick);
    };
    setImmediate(tick);
    return { seen, stop: () => (done = true) };
  }

  it("applies many reports in slices of sliceMs, serving the event loop before each", async () => {
    const o = owner();
    const cache = new FeedbackCache(o, 1_000, ticking());
    o.add("a:big", "first report");
    await cache.get({ accountId: "big" }, 1);
    const n = 500;
    for (let i = 0; i < n; i++) o.add("a:big", filler(i));
    const turns = eachTurn(() => cache.peek({ accountId: "big" })!.seq);
    const state = await cache.get({ accountId: "big" }, n + 1);
    turns.stop();
    expect(state?.seq).toBe(n + 1);
    expect(turns.seen.length).toBeGreaterThanOrEqual(n / SLICE - 1);
    // each time the loop is served: the state holds whole slices of reports
    for (const seq of turns.seen) {
      expect(seq).toBeGreaterThan(0);
      expect(seq).toBeLessThan(n + 1);
      expect((seq - 1) % SLICE).toBe(0);
    }
  });

  it("scopes rebuilt at once take turns: one slice per turn of the event loop for the whole engine", async () => {
    const o = owner();
    const cache = new FeedbackCache(o, 1_000, ticking());
    const n = 300;
    for (let i = 0; i < n; i++) {
      o.add("a:one", filler(i));
      o.add("a:two", filler(i + n));
    }
    // Reports applied so far, by both scopes (a scope's state is held only once its rebuild is done).
    normalized.lengths.length = 0;
    const turns = eachTurn(() => normalized.lengths.length);
    const [one, two] = await Promise.all([cache.get({ accountId: "one" }, n), cache.get({ accountId: "two" }, n)]);
    turns.stop();
    expect([one?.seq, two?.seq]).toEqual([n, n]);
    // Between two turns of the loop, at most one slice of one scope was applied: two rebuilds never stack their slices.
    for (let i = 1; i < turns.seen.length; i++) expect(turns.seen[i]! - turns.seen[i - 1]!).toBeLessThanOrEqual(SLICE);
    expect(turns.seen.length).toBeGreaterThanOrEqual((2 * n) / SLICE - 2);
  });

  it("a scope with one new report waits for a slice of another scope's rebuild, not for all of it", async () => {
    const o = owner();
    const cache = new FeedbackCache(o, 1_000, ticking());
    o.add("a:small", "a first report");
    await cache.get({ accountId: "small" }, 1);
    const n = 500;
    for (let i = 0; i < n; i++) o.add("a:big", filler(i));
    const normalizedBefore = normalized.lengths.length;
    const rebuild = cache.get({ accountId: "big" }, n);
    const latest = o.add("a:small", "a second report");
    const small = await cache.get({ accountId: "small" }, latest);
    const bigWhenSmallWasDone = normalized.lengths.length - normalizedBefore - 1;
    expect(small?.seq).toBe(2);
    expect(bigWhenSmallWasDone).toBeLessThanOrEqual(2 * SLICE);
    expect((await rebuild)?.seq).toBe(n);
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

  it(`rebuilds at most ${REBUILDS_AT_ONCE} scopes' pages at once, the others waiting without one; all get their state`, async () => {
    const o = owner();
    const scopes = 20;
    const reports = 30;
    // Each scope's texts have a length of their own, so the normalised lengths say whose reports were applied.
    const lengthOf = (s: number) => 100 + s;
    for (let s = 0; s < scopes; s++)
      for (let i = 0; i < reports; i++) o.add(s % 2 ? `a:acc_${s}` : `g:${-1_000 - s}`, filler(i).padEnd(lengthOf(s), "x").slice(0, lengthOf(s)));
    const scopeOf = (s: number) => (s % 2 ? { accountId: `acc_${s}` } : { groupId: -1_000 - s });
    // A page is held from its GetFeedback until its last report is applied: count the pages held at every call.
    normalized.lengths.length = 0;
    const applied = () => Array.from({ length: scopes }, (_, s) => normalized.lengths.filter((n) => n === lengthOf(s)).length);
    let started = 0;
    let mostHeld = 0;
    let inCall = 0;
    let mostInCall = 0;
    const getFeedback = o.getFeedback;
    const counting = {
      async getFeedback(init: Parameters<typeof getFeedback>[0]) {
        mostHeld = Math.max(mostHeld, ++started - applied().filter((n) => n === reports).length);
        mostInCall = Math.max(mostInCall, ++inCall);
        try {
          // the answer comes on a later turn of the event loop, as over the network
          await new Promise<void>((resolve) => setImmediate(resolve));
          return await getFeedback(init);
        } finally {
          inCall--;
        }
      },
    };
    const counted = new FeedbackCache(counting);
    const states = await Promise.all(Array.from({ length: scopes }, (_, s) => counted.get(scopeOf(s), reports)));
    expect(states.map((st) => st?.seq)).toEqual(Array.from({ length: scopes }, () => reports));
    expect(states.map((st) => st?.memory.size)).toEqual(Array.from({ length: scopes }, () => reports));
    expect(o.calls).toHaveLength(scopes);
    expect(mostInCall).toBeLessThanOrEqual(REBUILDS_AT_ONCE);
    expect(mostHeld).toBeLessThanOrEqual(REBUILDS_AT_ONCE);
    // and they did run side by side, up to the bound
    expect(mostInCall).toBe(REBUILDS_AT_ONCE);
  });

  it("cuts each report to the head the engine reads as soon as its page arrives", async () => {
    // what a page holds while it waits for its turn: the texts handed to the state, 10,000 characters each on the wire
    const handed: number[] = [];
    const apply = vi.spyOn(ScopeFeedback.prototype, "apply").mockImplementation(function (this: ScopeFeedback, reports) {
      for (const r of reports) {
        handed.push(r.text.length);
        this.seq = r.seq;
      }
    });
    try {
      const o = owner();
      for (let i = 0; i < 3; i++) o.add("a:long_head", `${"к".repeat(9_000)} ${filler(i).repeat(5)}`.slice(0, 10_000));
      expect((await new FeedbackCache(o).get({ accountId: "long_head" }, 3))?.seq).toBe(3);
      expect(handed).toEqual([FEEDBACK_TEXT_MAX_CHARS, FEEDBACK_TEXT_MAX_CHARS, FEEDBACK_TEXT_MAX_CHARS]);
    } finally {
      apply.mockRestore();
    }
  });
});

/** A snapshot store holding each scope's saved bytes (the real codec), as groups-config's table does. */
function savedStates() {
  const saved = new Map<string, Buffer>();
  const keyOf = (scope: FeedbackScopeKey) => ("accountId" in scope ? `a:${scope.accountId}` : `g:${scope.groupId}`);
  let discarded = 0;
  const store: SnapshotStore = {
    async load(scope) {
      const b = saved.get(keyOf(scope));
      return b ? decodeSnapshot(b) : undefined;
    },
    save(scope, state) {
      saved.set(keyOf(scope), encodeSnapshot(state));
    },
    discarded() {
      discarded++;
    },
  };
  return { saved, store, discarded: () => discarded };
}

describe("FeedbackCache with saved states (snapshots)", () => {
  const text = (i: number) => `report ${i} ${((i + 1) * 7_919).toString(36)} пишите в лс ${(i * 104_729).toString(36)}`;

  it(`saves a scope once it applied ${SNAPSHOT_EVERY} reports since it was built or saved, not before`, async () => {
    const o = owner();
    const { saved, store } = savedStates();
    const cache = new FeedbackCache(o, 1_000, { snapshots: store });
    for (let i = 0; i < SNAPSHOT_EVERY - 1; i++) o.add("a:grows", text(i));
    await cache.get({ accountId: "grows" }, SNAPSHOT_EVERY - 1);
    expect(saved.size).toBe(0);
    await cache.get({ accountId: "grows" }, o.add("a:grows", text(SNAPSHOT_EVERY)));
    expect(decodeSnapshot(saved.get("a:grows")!)?.seq).toBe(SNAPSHOT_EVERY);
    // the next save after as many reports again
    for (let i = 1; i < SNAPSHOT_EVERY; i++) await cache.get({ accountId: "grows" }, o.add("a:grows", text(SNAPSHOT_EVERY + i)));
    expect(decodeSnapshot(saved.get("a:grows")!)?.seq).toBe(SNAPSHOT_EVERY);
    await cache.get({ accountId: "grows" }, o.add("a:grows", text(2 * SNAPSHOT_EVERY)));
    expect(decodeSnapshot(saved.get("a:grows")!)?.seq).toBe(2 * SNAPSHOT_EVERY);
  });

  it("a rebuild (another engine, an eviction) starts from the saved state and fetches only the reports after it, into the state a full rebuild makes", async () => {
    const o = owner();
    const { store } = savedStates();
    const n = 3 * SNAPSHOT_EVERY;
    for (let i = 0; i < n; i++) o.add("g:-200", text(i));
    await new FeedbackCache(o, 1_000, { snapshots: store }).get({ groupId: -200 }, n);
    for (let i = n; i < n + 7; i++) o.add("g:-200", text(i));
    o.calls.length = 0;
    const restarted = await new FeedbackCache(o, 1_000, { snapshots: store }).get({ groupId: -200 }, n + 7);
    expect(o.calls).toEqual([{ key: "g:-200", after: n }]);
    expect(restarted?.seq).toBe(n + 7);
    const full = await new FeedbackCache(o).get({ groupId: -200 }, n + 7);
    expect(Buffer.compare(encodeSnapshot(restarted!), encodeSnapshot(full!))).toBe(0);
  });

  it("drops a saved state ahead of the scope's latest report and rebuilds from the reports there are", async () => {
    const o = owner();
    const { saved, store, discarded } = savedStates();
    const ahead = new ScopeFeedback();
    ahead.apply(Array.from({ length: 20 }, (_, i) => ({ seq: i + 1, label: "spam" as const, text: text(1_000 + i) })));
    saved.set("a:restored", encodeSnapshot(ahead));
    for (let i = 0; i < 5; i++) o.add("a:restored", text(i));
    const state = await new FeedbackCache(o, 1_000, { snapshots: store }).get({ accountId: "restored" }, 5);
    expect(o.calls).toEqual([
      { key: "a:restored", after: 20 },
      { key: "a:restored", after: 0 },
    ]);
    expect(discarded()).toBe(1);
    const full = new ScopeFeedback();
    full.apply(Array.from({ length: 5 }, (_, i) => ({ seq: i + 1, label: "spam" as const, text: text(i) })));
    expect(Buffer.compare(encodeSnapshot(state!), encodeSnapshot(full))).toBe(0);
  });

  it("rebuilds from the reports when the store has no saved state", async () => {
    const o = owner();
    for (let i = 0; i < 3; i++) o.add("a:plain", text(i));
    const empty: SnapshotStore = { load: async () => undefined, save: () => undefined };
    const state = await new FeedbackCache(o, 1_000, { snapshots: empty }).get({ accountId: "plain" }, 3);
    expect(state?.seq).toBe(3);
    expect(o.calls).toEqual([{ key: "a:plain", after: 0 }]);
  });
});
