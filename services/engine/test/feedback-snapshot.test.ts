import { describe, expect, it } from "vitest";
import { decodeSnapshot, encodeSnapshot, feedbackView, MEMORY_ENTRIES, ScopeFeedback, stateFingerprint, type FeedbackReport } from "../src/feedback/index.js";

// A scope's feedback state saved and restored (feedback/snapshot.ts): the same state byte for byte, which goes on
// learning and matching exactly as the one it was saved from; bytes that are not this engine's snapshot are refused.

const words = ["заработок", "crypto", "пишите", "в", "лс", "bonus", "casino", "meetup", "coffee", "работа", "удалённо", "today", "@handle", "5000$", "🔥"];
/** Report i: a text of 4-30 words (some repeated exactly, so the memory replaces older copies), spam or ham. */
function reportText(i: number): string {
  const n = 4 + ((i * 7) % 27);
  return Array.from({ length: n }, (_, j) => words[(i * 31 + j * 17 + (j % 3) * i) % words.length]).join(" ") + (i % 5 === 0 ? "" : ` ${i}x${(i * 97) % 13}`);
}
const reports = (from: number, to: number): FeedbackReport[] =>
  Array.from({ length: to - from }, (_, k) => ({ seq: from + k + 1, label: (from + k) % 3 === 0 ? "ham" : "spam", text: reportText((from + k) % 450) }));

function built(n: number): ScopeFeedback {
  const s = new ScopeFeedback();
  s.apply(reports(0, n));
  return s;
}

const probes = Array.from({ length: 60 }, (_, i) => reportText(i * 11));

describe("feedback snapshots", () => {
  it(`restores a state of more reports than the memory holds (${MEMORY_ENTRIES}) byte for byte, and it learns and matches on as the original`, () => {
    const original = built(900);
    expect(original.memory.size).toBeGreaterThan(0);
    const bytes = encodeSnapshot(original);
    const restored = decodeSnapshot(bytes)!;
    expect(restored).toBeDefined();
    expect(restored.seq).toBe(900);
    expect(restored.unsaved).toBe(0);
    expect(Buffer.compare(encodeSnapshot(restored), bytes)).toBe(0);
    for (const p of probes) {
      const v = feedbackView(p);
      expect(restored.memory.match(v)).toEqual(original.memory.match(v));
      expect(restored.learner.marginOf(v.folded)).toBe(original.learner.marginOf(v.folded));
    }
    // the same later reports (copies of remembered texts among them) leave both in the same state
    original.apply(reports(900, 1_000));
    restored.apply(reports(900, 1_000));
    expect(Buffer.compare(encodeSnapshot(restored), encodeSnapshot(original))).toBe(0);
    // and that is the state a rebuild from every report makes
    expect(Buffer.compare(encodeSnapshot(built(1_000)), encodeSnapshot(original))).toBe(0);
  });

  it(`is at most ~540 KB: 128 KiB of weights and a full memory (${MEMORY_ENTRIES} long reported hams, their shingles and fingerprints)`, () => {
    expect(encodeSnapshot(built(900)).length).toBeGreaterThan(128 * 1024);
    const full = new ScopeFeedback();
    full.apply(
      Array.from({ length: MEMORY_ENTRIES + 16 }, (_, i) => ({
        seq: i + 1,
        label: "ham" as const,
        text: Array.from({ length: 120 }, (_, j) => `w${((i * 131 + j * 7) % 9973).toString(36)}q${j}`).join(" "),
      })),
    );
    expect(full.memory.size).toBe(MEMORY_ENTRIES);
    const bytes = encodeSnapshot(full);
    expect(bytes.length).toBeGreaterThan(530_000);
    expect(bytes.length).toBeLessThan(540_000);
  });

  it("refuses bytes it did not make: another fingerprint, cut short, one byte too many, a weight not finite, shingles out of order, a count out of range", () => {
    const good = encodeSnapshot(built(50));
    expect(decodeSnapshot(good)).toBeDefined();
    const altered = (at: number, value: number) => {
      const b = Buffer.from(good);
      b.writeUInt32LE(value, at);
      return b;
    };
    expect(decodeSnapshot(altered(0, 0x31534658))).toBeUndefined(); // magic
    expect(decodeSnapshot(altered(4, (stateFingerprint() + 1) >>> 0))).toBeUndefined();
    expect(decodeSnapshot(good.subarray(0, good.length - 1))).toBeUndefined();
    expect(decodeSnapshot(Buffer.concat([good, Buffer.from([0])]))).toBeUndefined();
    expect(decodeSnapshot(good.subarray(0, 100))).toBeUndefined();
    expect(decodeSnapshot(new Uint8Array())).toBeUndefined();
    const nanWeight = Buffer.from(good);
    nanWeight.writeFloatLE(Number.NaN, 36 + 4 * 100);
    expect(decodeSnapshot(nanWeight)).toBeUndefined();
    const infiniteWeight = Buffer.from(good);
    infiniteWeight.writeFloatLE(Number.POSITIVE_INFINITY, 36);
    expect(decodeSnapshot(infiniteWeight)).toBeUndefined();
    const seqNotInteger = Buffer.from(good);
    seqNotInteger.writeDoubleLE(1.5, 8);
    expect(decodeSnapshot(seqNotInteger)).toBeUndefined();
    // the first entry: after the header (36 bytes), the weights and the entries' count
    const first = 36 + good.readUInt32LE(32) * 4 + 4;
    expect(good.readUInt32LE(first - 4)).toBeGreaterThan(0);
    const len = good.readUInt32LE(first + 17);
    expect(len).toBeGreaterThan(1);
    const swapped = Buffer.from(good);
    const a = swapped.readUInt32LE(first + 21);
    swapped.writeUInt32LE(swapped.readUInt32LE(first + 25), first + 21);
    swapped.writeUInt32LE(a, first + 25);
    expect(decodeSnapshot(swapped)).toBeUndefined();
    const tooMany = Buffer.from(good);
    tooMany.writeUInt32LE(MEMORY_ENTRIES + 1, first - 4);
    expect(decodeSnapshot(tooMany)).toBeUndefined();
    const badFlags = Buffer.from(good);
    badFlags.writeUInt8(4, first);
    expect(decodeSnapshot(badFlags)).toBeUndefined();
  });

  it("keeps what a long reported ham vouches for: its whole text, not a spam appended to it", () => {
    const long = Array.from({ length: 60 }, (_, i) => `note ${i}: the ${words[i % words.length]} meetup room ${i * 3} opens`).join(", ");
    const state = built(20);
    state.apply([{ seq: 21, label: "ham", text: long }]);
    const restored = decodeSnapshot(encodeSnapshot(state))!;
    expect(feedbackView(long).cut).toBe(true);
    expect(restored.memory.match(feedbackView(long))?.label).toBe("ham");
    expect(restored.memory.match(feedbackView(`${long} EARN 500$ a day, write me in DM @easy_money`))).toBeUndefined();
  });

  it("keeps a reported ham's links, handles and emoji: a copy with one more link or handle is not the ham once restored", () => {
    const state = built(20);
    state.apply([{ seq: 21, label: "ham", text: "Write to @support_team 🙂 https://example.org/help" }]);
    const restored = decodeSnapshot(encodeSnapshot(state))!;
    expect(restored.memory.match(feedbackView("Write to @helpdesk 🙂 https://example.org/faq"))?.label).toBe("ham");
    expect(restored.memory.match(feedbackView("Write to @support_team @pump_bot 🙂 https://example.org/help"))).toBeUndefined();
    expect(restored.memory.match(feedbackView("Write to @support_team 🙂 https://example.org/help t.me/pump"))).toBeUndefined();
    expect(encodeSnapshot(restored).equals(encodeSnapshot(state))).toBe(true);
  });
});
