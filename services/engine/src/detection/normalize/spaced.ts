/** Pass 3: runs of spaced-out or punctuation-split single letters joined into words ("f r e e", "з.а.р.а.б.о.т.о.к"). */
import { CLASS, F_LETTER } from "../chars.js";
import { LEETABLE_ASCII } from "./leet.js";
import { K_PUNCT, K_SOFT, K_WORD, W_RUN3, type Scratch } from "./scratch.js";

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
      // separators are single spaces (kSoft) or one punctuation character, the same all along the run
      const sepOk = sepK === kSoft || (sepK === kPunct && segLength(st, i + 1) === 1);
      const sepC = sepK === kPunct ? segChar0(st, i + 1) : 0x20;
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
            (sepK === kSoft || (segLength(st, j + 1) === 1 && segChar0(st, j + 1) === sepC)) &&
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
          flags[w] = jf | wRun3;
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
