/**
 * A scope's feedback state as bytes: what an engine saves (groups-config's PutFeedbackSnapshot) so that a rebuild, after a
 * restart or an LRU eviction, starts from it and applies only the reports after it instead of all 10,000 kept
 * (docs/feedback.md, "Snapshots"). Restored, it is the same state byte for byte: the learner's weights and update count,
 * the near-duplicate memory's entries in their order, the sequence number.
 *
 * A snapshot is only as good as the code that made it: a changed normaliser, fold, shingle or n-gram hash would leave
 * weights and shingles that this engine no longer produces. So every snapshot carries the engine's fingerprint
 * (stateFingerprint): a hash of the feedback parts' constants and of what they make of a fixed set of probe texts. An
 * engine whose fingerprint differs ignores the snapshot and rebuilds from the reports.
 *
 * Layout, little-endian: magic "WFS3" (u32), fingerprint (u32), seq, learner updates, memory's added count (f64 each),
 * the weights' count (u32) and the weights (f32 each), the entries' count (u32), then each entry: flags (u8: 1 spam,
 * 2 cut), order (f64), size, chars, shingle count (u32 each), shingles (u32 each, ascending), and for a ham the whole
 * text's fingerprint (16 bytes) and its links, handles and emoji (u16 each, at most 65,535). WFS2 (without the counts)
 * is not read: that scope is rebuilt from its reports once.
 */
import { createHash } from "node:crypto";
import { endianness } from "node:os";
import { DEFAULT_LEARNER, LEARNER_BITS, OnlineLearner } from "./learner.js";
import { MEMORY_ENTRIES, NearDuplicateMemory, SKETCH, type MemoryEntry } from "./memory.js";
import { feedbackView, ScopeFeedback } from "./scope.js";
import { FEEDBACK_TEXT_MAX_CHARS, SHINGLE, SHINGLES_KEPT } from "./text.js";

const MAGIC = 0x33534657; // "WFS3"
/** On a little-endian host (every one the engine ships for) arrays are copied whole; elsewhere value by value. */
const LE = endianness() === "LE";
const HEADER_BYTES = 4 + 4 + 8 + 8 + 8 + 4;
const ENTRY_HEADER_BYTES = 1 + 8 + 4 + 4 + 4;
/** A reported ham's textFingerprint: 32 hex digits. */
const TEXT_FINGERPRINT_BYTES = 16;
/** A reported ham's links, handles and emoji (memory.ts Payload): u16 each. */
const PAYLOAD_BYTES = 6;
const U16_MAX = 0xffff;
/** What a ham's entry holds beyond its shingles. */
const HAM_BYTES = TEXT_FINGERPRINT_BYTES + PAYLOAD_BYTES;
const SPAM = 1;
const CUT = 2;

/**
 * Texts whose views and features the fingerprint hashes: Latin and Cyrillic, homoglyphs, spaced-out letters, full-width
 * forms, handles, links, numbers and an emoji-only text, so that a change to any step of feedbackView or of the learner's
 * features changes the fingerprint.
 */
const PROBES = [
  "Buy cheap crypto now!!! write @deal_maker_77 https://t.me/fastcash 5000$ a day",
  "Нужны 2 человека на разгрузку, оплата 5000 сразу, пишите в ЛС",
  "Р а б о т а  у д а л ё н н о, доход от 3000$ в неделю 💰💰",
  "Шукаю людей на підробіток, оплата щодня",
  "Ｆｒｅｅ ｍｏｎｅｙ, ДМ мне, cрочно (mixed Cyrillic с and Latin c)",
  "Does anyone know when the next community meetup is scheduled?",
  "🔥🔥🔥",
];

let fingerprint: number | undefined;

/** This engine's fingerprint of the feedback state's making (u32); snapshots of another are not read. */
export function stateFingerprint(): number {
  if (fingerprint === undefined) {
    const learner = new OnlineLearner(LEARNER_BITS, undefined, DEFAULT_LEARNER);
    const probes = PROBES.map((t) => {
      const v = feedbackView(t);
      return [v.folded, Array.from(v.shingles), v.size, v.chars, v.cut, v.fingerprint(), v.payload, Array.from(learner.features(v.folded).idx)];
    });
    const constants = { LEARNER_BITS, DEFAULT_LEARNER, MEMORY_ENTRIES, SKETCH, SHINGLES_KEPT, SHINGLE, FEEDBACK_TEXT_MAX_CHARS, format: MAGIC };
    fingerprint = createHash("sha256").update(JSON.stringify({ constants, probes })).digest().readUInt32LE(0);
  }
  return fingerprint;
}

/** The state's bytes (a copy: the state may go on learning while they are sent). */
export function encodeSnapshot(state: ScopeFeedback): Buffer {
  const weights = state.learner.weights;
  const { entries, added } = state.memory.exportState();
  let bytes = HEADER_BYTES + weights.length * 4 + 4;
  for (const e of entries) bytes += ENTRY_HEADER_BYTES + e.set.length * 4 + (e.label === "ham" ? HAM_BYTES : 0);
  const buf = Buffer.allocUnsafe(bytes);
  let o = 0;
  o = buf.writeUInt32LE(MAGIC, o);
  o = buf.writeUInt32LE(stateFingerprint(), o);
  o = buf.writeDoubleLE(state.seq, o);
  o = buf.writeDoubleLE(state.learner.updates, o);
  o = buf.writeDoubleLE(added, o);
  o = buf.writeUInt32LE(weights.length, o);
  if (LE) o += Buffer.from(weights.buffer, weights.byteOffset, weights.byteLength).copy(buf, o);
  else for (let i = 0; i < weights.length; i++) o = buf.writeFloatLE(weights[i]!, o);
  o = buf.writeUInt32LE(entries.length, o);
  for (const e of entries) {
    o = buf.writeUInt8((e.label === "spam" ? SPAM : 0) | (e.cut ? CUT : 0), o);
    o = buf.writeDoubleLE(e.order, o);
    o = buf.writeUInt32LE(e.size, o);
    o = buf.writeUInt32LE(e.chars, o);
    o = buf.writeUInt32LE(e.set.length, o);
    if (LE) o += Buffer.from(e.set.buffer, e.set.byteOffset, e.set.byteLength).copy(buf, o);
    else for (let i = 0; i < e.set.length; i++) o = buf.writeUInt32LE(e.set[i]!, o);
    if (e.label === "ham") {
      o += buf.write(e.fingerprint!, o, TEXT_FINGERPRINT_BYTES, "hex");
      const p = e.payload!;
      for (const n of [p.links, p.mentions, p.emojis]) o = buf.writeUInt16LE(Math.min(n, U16_MAX), o);
    }
  }
  return buf;
}

const count = (n: number) => Number.isSafeInteger(n) && n >= 0;

/**
 * The state the bytes describe, or undefined when they are not a snapshot this engine made: another fingerprint, a
 * truncated or malformed buffer, a weight that is not finite. Never throws on bad bytes.
 */
export function decodeSnapshot(buf: Uint8Array): ScopeFeedback | undefined {
  const b = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  const size = 1 << LEARNER_BITS;
  if (b.length < HEADER_BYTES + size * 4 + 4) return undefined;
  let o = 0;
  if (b.readUInt32LE(o) !== MAGIC || b.readUInt32LE(o + 4) !== stateFingerprint()) return undefined;
  o += 8;
  const seq = b.readDoubleLE(o);
  const updates = b.readDoubleLE(o + 8);
  const added = b.readDoubleLE(o + 16);
  o += 24;
  if (!count(seq) || !count(updates) || !count(added) || b.readUInt32LE(o) !== size) return undefined;
  o += 4;
  const weights = new Float32Array(size);
  if (LE) new Uint8Array(weights.buffer).set(b.subarray(o, o + size * 4));
  else for (let i = 0; i < size; i++) weights[i] = b.readFloatLE(o + i * 4);
  o += size * 4;
  // A weight that is not finite would make every margin NaN and spread to every weight it is learned with.
  for (let i = 0; i < size; i++) if (!Number.isFinite(weights[i]!)) return undefined;
  const n = b.readUInt32LE(o);
  o += 4;
  if (n > MEMORY_ENTRIES) return undefined;
  const entries: MemoryEntry[] = [];
  let lastOrder = -1;
  for (let k = 0; k < n; k++) {
    if (o + ENTRY_HEADER_BYTES > b.length) return undefined;
    const flags = b.readUInt8(o);
    const order = b.readDoubleLE(o + 1);
    const entrySize = b.readUInt32LE(o + 9);
    const chars = b.readUInt32LE(o + 13);
    const len = b.readUInt32LE(o + 17);
    o += ENTRY_HEADER_BYTES;
    if (flags > (SPAM | CUT) || !count(order) || order <= lastOrder || order >= added || len === 0 || len > SHINGLES_KEPT || entrySize < len) return undefined;
    if (o + len * 4 > b.length) return undefined;
    const set = new Uint32Array(len);
    if (LE) new Uint8Array(set.buffer).set(b.subarray(o, o + len * 4));
    else for (let i = 0; i < len; i++) set[i] = b.readUInt32LE(o + i * 4);
    o += len * 4;
    // ascending and distinct, as jaccard() and the sketch index read them
    for (let i = 1; i < len; i++) if (set[i]! <= set[i - 1]!) return undefined;
    const label = flags & SPAM ? "spam" : "ham";
    let fingerprint: string | undefined;
    let payload: MemoryEntry["payload"];
    if (label === "ham") {
      if (o + HAM_BYTES > b.length) return undefined;
      fingerprint = b.toString("hex", o, o + TEXT_FINGERPRINT_BYTES);
      o += TEXT_FINGERPRINT_BYTES;
      payload = { links: b.readUInt16LE(o), mentions: b.readUInt16LE(o + 2), emojis: b.readUInt16LE(o + 4) };
      o += PAYLOAD_BYTES;
    }
    entries.push({ set, size: entrySize, chars, cut: (flags & CUT) !== 0, label, fingerprint, payload, order });
    lastOrder = order;
  }
  if (o !== b.length) return undefined;
  const state = new ScopeFeedback(DEFAULT_LEARNER, { weights, memory: NearDuplicateMemory.fromState(entries, added) });
  state.seq = seq;
  state.learner.updates = updates;
  return state;
}
