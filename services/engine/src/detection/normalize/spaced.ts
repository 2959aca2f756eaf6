/**
 * Pass 3: runs of spaced-out or punctuation-split single letters joined into words ("f r e e", "з.а.р.а.б.о.т.о.к"), and
 * a Cyrillic word's fragments split by underscores ("лю_дей", "ко_ман_ду").
 */
import { astralClass, CLASS, F_CYRILLIC, F_EMOJI, F_LATIN, F_LETTER } from "../chars.js";
import { LEETABLE_ASCII } from "./leet.js";
import { K_PUNCT, K_SOFT, K_WORD, W_RUN3, W_SPACED, type Scratch } from "./scratch.js";

// String.prototype.charCodeAt, called as CCA.call(s, i) (why: text-builder.ts); an alias in each module, not an import, as
// an imported binding costs a load and a hole check on every use in a hot loop
const CCA = String.prototype.charCodeAt;

/** a segment's length and first code unit (its own text, or its range of st.src) */
function segLength(st: Scratch, k: number): number {
  const t = st.texts[k]!;
  return t !== "" ? t.length : st.ends[k]! - st.starts[k]!;
}

function segChar0(st: Scratch, k: number): number {
  const t = st.texts[k]!;
  return t !== "" ? CCA.call(t, 0) : CCA.call(st.src, st.starts[k]!);
}

function isSingleLetterish(st: Scratch, k: number): boolean {
  if (st.kinds[k] !== K_WORD || segLength(st, k) !== 1) return false;
  const c = segChar0(st, k);
  return (CLASS[c]! & F_LETTER) !== 0 || (c < 0x80 && LEETABLE_ASCII[c] === 1);
}

/**
 * Is punctuation segment k one emoji alone (one code point of F_EMOJI, a variation selector after it allowed):
 * "💰Р💰О💰Б💰О💰Т💰А" spaces letters out as "Р.О.Б.О.Т.А" does.
 */
function isOneEmoji(st: Scratch, k: number): boolean {
  const t = segText(st, k);
  const cp = t.codePointAt(0)!;
  const width = cp > 0xffff ? 2 : 1;
  if (t.length !== width && !(t.length === width + 1 && t.charCodeAt(width) === 0xfe0f)) return false;
  return ((cp > 0xffff ? astralClass(cp) : CLASS[cp]!) & F_EMOJI) !== 0;
}

/** segment `from` copied over segment `to` (a function of its own, not a closure made on every call) */
function moveSeg(st: Scratch, from: number, to: number): void {
  st.kinds[to] = st.kinds[from]!;
  st.texts[to] = st.texts[from]!;
  st.flags[to] = st.flags[from]!;
  st.starts[to] = st.starts[from]!;
  st.ends[to] = st.ends[from]!;
}

/** segments [from, to) copied down to [w, w + to - from) (w < from) */
function moveSegs(st: Scratch, from: number, to: number, w: number): void {
  st.kinds.copyWithin(w, from, to);
  st.flags.copyWithin(w, from, to);
  st.starts.copyWithin(w, from, to);
  st.ends.copyWithin(w, from, to);
  const texts = st.texts;
  for (let x = from; x < to; x++) texts[w++] = texts[x]!;
}

/** Join runs of single letters separated by single spaces or by one repeated punctuation char (in place). */
export function joinSpaced(st: Scratch): void {
  // module bindings copied into locals (in the loop each read of one costs a load and a hole check otherwise)
  const kWord = K_WORD;
  const kSoft = K_SOFT;
  const kPunct = K_PUNCT;
  const cls = CLASS;
  const fLetter = F_LETTER;
  const wRun3 = W_RUN3;
  const { kinds, texts, flags, starts, ends } = st;
  const n = st.n;
  // in-place compaction: segments are written at w <= i, so everything read at >= i is still original
  let w = 0;
  let i = 0;
  /** original kind of segment i-1 */
  let prevK = -1;
  while (i < n) {
    // Up to the next possible run start (a one-character word two segments before another) every segment is kept as
    // it is: skip there, the skipped block moved down in one go once a run has been joined (w < i)
    let x = i;
    while (x + 2 < n && !(kinds[x] === kWord && kinds[x + 2] === kWord && segLength(st, x) === 1 && segLength(st, x + 2) === 1)) x++;
    if (x + 2 >= n) x = n;
    if (x > i) {
      prevK = kinds[x - 1]!;
      if (w !== i) moveSegs(st, i, x, w);
      w += x - i;
      i = x;
      if (i === n) break;
    }
    const k = kinds[i]!;
    if (i + 2 < n && isSingleLetterish(st, i)) {
      const sepK = kinds[i + 1]!;
      // separators are single spaces (kSoft), one punctuation character or one emoji, the same all along the run
      const sepLen = sepK === kSoft ? 1 : segLength(st, i + 1);
      const sepOk = sepK === kSoft || (sepK === kPunct && (sepLen === 1 || isOneEmoji(st, i + 1)));
      const sepC = sepK === kPunct ? segChar0(st, i + 1) : 0x20;
      // an emoji separator is compared whole along the run (read once here)
      const sepText = sepOk && sepLen > 1 ? segText(st, i + 1) : "";
      if (sepOk && isSingleLetterish(st, i + 2)) {
        let j = i;
        let letters = 0;
        let joined = "";
        let jf = 0;
        // extend the run while separators match
        for (;;) {
          const cj = segChar0(st, j);
          joined += String.fromCharCode(cj);
          jf |= flags[j]!;
          if (cls[cj]! & fLetter) letters++;
          if (
            j + 2 < n &&
            kinds[j + 1] === sepK &&
            (sepK === kSoft || (segLength(st, j + 1) === sepLen && segChar0(st, j + 1) === sepC && (sepLen === 1 || segText(st, j + 1) === sepText))) &&
            isSingleLetterish(st, j + 2)
          )
            j += 2;
          else break;
        }
        const count = (j - i) / 2 + 1;
        // a run must not continue into a longer word ("a-b-cde"): then it is not spaced letters
        const glued = sepK === kPunct && (prevK === kWord || (j + 1 < n && kinds[j + 1] === kWord));
        const lastK = kinds[j]!;
        if (count >= 3 && letters >= 3 && !glued) {
          kinds[w] = kWord;
          texts[w] = joined;
          flags[w] = jf | wRun3 | W_SPACED;
          starts[w] = 0;
          ends[w] = 0;
          w++;
          if (letters >= 4) st.stats.spacedRuns++;
          prevK = lastK;
          i = j + 1;
          continue;
        }
        // not a run: keep its segments as they are, but let its last letter start a run of its own ("в д.е.н.ь": the
        // space-separated pair "в д" fails, and "д.е.н.ь" is a dotted run); each segment is looked at at most twice
        const beforeLast = kinds[j - 1]!;
        if (w === i) w = j;
        else {
          for (let x = i; x < j; x++) moveSeg(st, x, w++);
        }
        prevK = beforeLast;
        i = j;
        continue;
      }
    }
    if (w !== i) moveSeg(st, i, w);
    w++;
    prevK = k;
    i++;
  }
  for (let x = w; x < n; x++) texts[x] = "";
  st.n = w;
}

/**
 * Fragments of a word are at most this long, but for one: "лю_дей", "ко_ман_ду", "кур_ьеры"; two words joined by an
 * underscore are mostly longer ("работа_в_москве", "заработок_онлайн") and stay two tokens.
 */
const FRAGMENT_MAX = 3;

/** a joined word is at least this long: "о_О" and "х_х" are faces */
const UNDERSCORED_MIN = 4;

/** Is st.src[p] a "_" between two Cyrillic letters? (st.src16 holds st.src's code units) */
function cyrillicUnderscore(st: Scratch, p: number): boolean {
  const s16 = st.src16;
  return p > 0 && p + 1 < st.src.length && s16[p] === 0x5f && (CLASS[s16[p - 1]!]! & F_CYRILLIC) !== 0 && (CLASS[s16[p + 1]!]! & F_CYRILLIC) !== 0;
}

/** Is segment k the punctuation "_" alone, between two Cyrillic letters? (punctuation is always a range of st.src) */
function isUnderscore(st: Scratch, k: number): boolean {
  return st.kinds[k] === K_PUNCT && st.ends[k]! - st.starts[k]! === 1 && cyrillicUnderscore(st, st.starts[k]!);
}

/** the text of segment k (its own, or its range of st.src) */
function segText(st: Scratch, k: number): string {
  const t = st.texts[k]!;
  return t !== "" ? t : st.src.slice(st.starts[k]!, st.ends[k]!);
}

/**
 * Join a Cyrillic word split into fragments by underscores ("лю_дей" -> "людей", "ко_ман_ду" -> "команду"; single
 * letters, "Н_у_ж_н_ы", are joinSpaced's) in place: each "_" is between two Cyrillic letters, every fragment is Cyrillic
 * without a Latin letter, all but one are at most FRAGMENT_MAX characters long, they make UNDERSCORED_MIN letters at
 * least, and the first does not follow a "#" (a hashtag's words: "#аренда_дом"). A fragment with a Latin letter leaves
 * the run as it is: "user_id" and "max_len" are code more often than a trick, and so are they with a Cyrillic lookalike
 * in them ("mоd_spec"). Counted as a spaced run (obfuscation).
 */
export function joinUnderscored(st: Scratch): void {
  // most texts have no "_" between two Cyrillic letters (links and code have theirs between Latin ones): no pass over
  // the segments for them
  let p = st.src.indexOf("_");
  while (p >= 0 && !cyrillicUnderscore(st, p)) p = st.src.indexOf("_", p + 1);
  if (p < 0) return;
  const { kinds, texts, flags, starts, ends } = st;
  const n = st.n;
  let w = 0;
  let i = 0;
  while (i < n) {
    if (kinds[i] !== K_WORD || i + 2 >= n || !isUnderscore(st, i + 1) || kinds[i + 2] !== K_WORD) {
      if (w !== i) moveSeg(st, i, w);
      w++;
      i++;
      continue;
    }
    let j = i;
    while (j + 2 < n && isUnderscore(st, j + 1) && kinds[j + 2] === K_WORD) j += 2;
    let long = 0;
    let cyrillic = true;
    let length = 0;
    for (let x = i; x <= j; x += 2) {
      const len = segLength(st, x);
      length += len;
      if (len > FRAGMENT_MAX) long++;
      if ((flags[x]! & (F_CYRILLIC | F_LATIN)) !== F_CYRILLIC) cyrillic = false;
    }
    // punctuation is always a range of st.src: its last code unit is read there
    const hashtag = i > 0 && kinds[i - 1] === K_PUNCT && st.src16[ends[i - 1]! - 1] === 0x23;
    if (!cyrillic || long > 1 || length < UNDERSCORED_MIN || hashtag) {
      // the whole run kept as it is (each of its segments looked at once)
      for (let x = i; x <= j; x++) {
        if (w !== x) moveSeg(st, x, w);
        w++;
      }
      i = j + 1;
      continue;
    }
    let joined = "";
    let jf = 0;
    for (let x = i; x <= j; x += 2) {
      joined += segText(st, x);
      jf |= flags[x]!;
    }
    kinds[w] = K_WORD;
    texts[w] = joined;
    flags[w] = jf;
    starts[w] = 0;
    ends[w] = 0;
    w++;
    st.stats.spacedRuns++;
    i = j + 1;
  }
  for (let x = w; x < n; x++) texts[x] = "";
  st.n = w;
}
