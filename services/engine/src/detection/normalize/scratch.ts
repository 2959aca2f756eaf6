/**
 * The working state of one normaliser: segment buffers, token spans, the two text builders and the
 * pass-1 counters, reused from one call to the next (normalize() is synchronous, so one scratch
 * serves one normaliser; every normaliser owns its own). Per-call fields are reset by begin().
 */
import { Buffer } from "node:buffer";
import { P1_COUNT } from "./clean.js";
import { TextBuilder } from "./text-builder.js";
import { emptyStats, type Link, type NormalizationStats } from "./types.js";

// Segment kinds
export const K_SOFT = 0; // a single space
export const K_HARD = 1; // any other whitespace run (newline, 2+ spaces)
export const K_WORD = 2;
export const K_PUNCT = 3;
export const K_URL = 4;
export const K_MENTION = 5;
export const K_EMAIL = 6;

/** extra per-word flag bits (above the CLASS bits): '@'/'$' inside the word, a run of 3 identical chars */
export const W_LEETSYM = 1 << 14;
export const W_RUN3 = 1 << 15;
/** a character outside Basic Latin and the basic Cyrillic block (U+0400-U+045F): lower-casing takes String.toLowerCase */
export const W_EXOTIC = 1 << 16;
/** a word joined from letters spaced one by one ("в л и ч к у" -> "вличку"): wordPass lists its token in `spaced` */
export const W_SPACED = 1 << 17;

export class Scratch {
  // ---- per call (begin) ----
  /** the cleaned text; word and punctuation segments are ranges of it (no per-segment strings) */
  src = "";
  /** number of segments in the buffers below */
  n = 0;
  links: Link[] = [];
  mentions: string[] = [];
  stats: NormalizationStats = emptyStats();
  /** message-level count of Latin vs Cyrillic letters (dominant-script tie-breaker) */
  latLetters = 0;
  cyrLetters = 0;
  /** letters without a lookalike in the other script: the best evidence of the message's script */
  latUnique = 0;
  cyrUnique = 0;
  /** tokens in `spans` */
  nTokens = 0;
  /** the indices of the tokens joined from spaced letters (W_SPACED), made on the first */
  spaced: number[] | undefined = undefined;

  // ---- buffers, reused across calls ----
  kinds = new Uint8Array(4096);
  /** per segment: OR of the CLASS bits of a word's characters (+ W_* bits); 0 for other segments */
  flags = new Int32Array(4096);
  starts = new Int32Array(4096);
  ends = new Int32Array(4096);
  /** a segment's own text (URLs, mentions, e-mails, joined spaced letters); "" = the range start..end of src */
  texts: string[] = [];
  /**
   * the code units of the text being read (fillSrc16): of the NFKC text for cleanChars, then of src (the cleaned text,
   * often the same) for the segmentation loop and wordPass, which read them as a typed array, not with charCodeAt (which
   * tests the string's representation on every read)
   */
  src16 = new Uint16Array(4096);
  /** src16's bytes, for Buffer#write */
  src16Bytes = Buffer.from(this.src16.buffer, this.src16.byteOffset, this.src16.byteLength);
  /** token spans ([start, end) pairs in the normalised text); the result gets an exact-size copy */
  spans = new Int32Array(8192);
  /** the normalised text and the classifier text, built side by side */
  readonly norm = new TextBuilder();
  readonly ml = new TextBuilder();
  /** pass-1 counters (clean.ts P1_* indices) */
  readonly counts = new Int32Array(P1_COUNT);

  /** starts a call on the cleaned text `src` (fresh links, mentions and stats: they go into the result) */
  begin(src: string, stats: NormalizationStats, latLetters: number, cyrLetters: number): void {
    this.src = src;
    this.n = 0;
    this.links = [];
    this.mentions = [];
    this.stats = stats;
    this.latLetters = latLetters;
    this.cyrLetters = cyrLetters;
    this.latUnique = 0;
    this.cyrUnique = 0;
    this.nTokens = 0;
    this.spaced = undefined;
  }
}

/** UTF-16LE is the typed array's own layout (Buffer#write can fill src16) */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** st.src16 = the code units of `s` (grown when needed): one native copy, lone surrogates kept */
export function fillSrc16(st: Scratch, s: string): void {
  const len = s.length;
  if (st.src16.length < len) {
    let size = st.src16.length * 2;
    while (size < len) size *= 2;
    st.src16 = new Uint16Array(size);
    st.src16Bytes = Buffer.from(st.src16.buffer, st.src16.byteOffset, st.src16.byteLength);
  }
  if (LITTLE_ENDIAN && st.src16Bytes.write(s, 0, 2 * len, "utf16le") === 2 * len) return;
  const b = st.src16;
  for (let i = 0; i < len; i++) b[i] = s.charCodeAt(i);
}

/** doubles the segment buffers (their first st.n entries kept) */
export function growSegs(st: Scratch): void {
  const n = st.n * 2;
  const k = new Uint8Array(n);
  k.set(st.kinds);
  const f = new Int32Array(n);
  f.set(st.flags);
  const a = new Int32Array(n);
  a.set(st.starts);
  const b = new Int32Array(n);
  b.set(st.ends);
  st.kinds = k;
  st.flags = f;
  st.starts = a;
  st.ends = b;
}

/** a segment with its own text */
export function seg(st: Scratch, kind: number, text: string, flag: number): void {
  const n = st.n;
  if (n === st.kinds.length) growSegs(st);
  st.kinds[n] = kind;
  st.flags[n] = flag;
  st.starts[n] = 0;
  st.ends[n] = 0;
  st.texts[n] = text;
  st.n = n + 1;
}
