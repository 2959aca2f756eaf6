import { describe, expect, it } from "vitest";
import { encodeSnapshot, ScopeFeedback, stateFingerprint } from "../src/feedback/index.js";
import { groupsSnapshotStore, type SnapshotOutcome } from "../src/feedback-snapshots.js";

// The engine's side of the saved states: what each answer of groups-config (or its failure) becomes. A snapshot only
// ever saves time: whatever goes wrong, load() answers undefined (the scope is rebuilt from its reports) and save() throws nothing.

function state(reports: number): ScopeFeedback {
  const s = new ScopeFeedback();
  s.apply(Array.from({ length: reports }, (_, i) => ({ seq: i + 1, label: "spam" as const, text: `заработок ${i} пиши в лс` })));
  return s;
}

function harness(answer: { get?: () => Promise<unknown>; put?: () => Promise<unknown> }) {
  const outcomes: SnapshotOutcome[] = [];
  const asked: unknown[] = [];
  const saved: { seq: bigint; fingerprint: number; bytes: number }[] = [];
  const settled: Promise<unknown>[] = [];
  const store = groupsSnapshotStore(
    {
      getFeedbackSnapshot: ((req: unknown) => {
        asked.push(req);
        return answer.get?.() ?? Promise.resolve({ found: false, seq: 0n, state: new Uint8Array() });
      }) as never,
      putFeedbackSnapshot: ((req: { seq: bigint; fingerprint: number; state: Uint8Array }) => {
        saved.push({ seq: req.seq, fingerprint: req.fingerprint, bytes: req.state.length });
        const p = answer.put?.() ?? Promise.resolve({ stored: true });
        settled.push(p.catch(() => undefined));
        return p;
      }) as never,
    },
    (o) => outcomes.push(o),
  );
  return { store, outcomes, asked, saved, settled: () => Promise.all(settled) };
}

describe("groupsSnapshotStore", () => {
  it("loads a saved state of this engine's fingerprint for the scope asked", async () => {
    const s = state(3);
    const h = harness({ get: async () => ({ found: true, seq: 3n, state: encodeSnapshot(s) }) });
    const loaded = await h.store.load({ groupId: -100 });
    expect(loaded?.seq).toBe(3);
    expect(Buffer.compare(encodeSnapshot(loaded!), encodeSnapshot(s))).toBe(0);
    expect(h.asked).toMatchObject([{ scope: { scope: { case: "groupId", value: -100n } }, fingerprint: stateFingerprint() }]);
    expect(h.outcomes).toEqual(["loaded"]);
  });

  it("answers undefined, and says why, when there is none, it is unreadable, its number disagrees, or the call fails", async () => {
    const s = state(2);
    const cases: [() => Promise<unknown>, SnapshotOutcome][] = [
      [async () => ({ found: false, seq: 0n, state: new Uint8Array() }), "missing"],
      [async () => ({ found: true, seq: 2n, state: new Uint8Array([1, 2, 3]) }), "unreadable"],
      [async () => ({ found: true, seq: 5n, state: encodeSnapshot(s) }), "unreadable"],
      [() => Promise.reject(new Error("groups-config unavailable")), "load_failed"],
    ];
    for (const [get, outcome] of cases) {
      const h = harness({ get });
      expect(await h.store.load({ accountId: "acc_1" })).toBeUndefined();
      expect(h.outcomes).toEqual([outcome]);
    }
  });

  it("saves the state's bytes under its sequence number and fingerprint; a refusal or failure is counted, never thrown", async () => {
    for (const [put, outcome] of [
      [async () => ({ stored: true }), "saved"],
      [async () => ({ stored: false }), "not_newer"],
      [() => Promise.reject(new Error("groups-config unavailable")), "save_failed"],
    ] as [() => Promise<unknown>, SnapshotOutcome][]) {
      const h = harness({ put });
      const s = state(4);
      h.store.save({ accountId: "acc_1" }, s);
      // the bytes were taken at once: learning on does not change what is sent
      s.apply([{ seq: 5, label: "ham", text: "привет всем" }]);
      await h.settled();
      expect(h.saved).toEqual([{ seq: 4n, fingerprint: stateFingerprint(), bytes: encodeSnapshot(state(4)).length }]);
      expect(h.outcomes).toEqual([outcome]);
    }
  });
});
