/** Pass 4: per word, homoglyphs folded, lower-cased, leetspeak undone, repeats collapsed; the normalised and classifier texts built. */
import { F_CYRILLIC, F_DIGIT, F_GREEK, F_LATIN, F_UPPER } from "../chars.js";
import { cyrillicText, foldWord, latinText } from "./homoglyphs.js";
import { leetWord } from "./leet.js";
import { K_EMAIL, K_HARD, K_MENTION, K_PUNCT, K_SOFT, K_URL, K_WORD, W_EXOTIC, W_LEETSYM, W_RUN3, W_SPACED, type Scratch } from "./scratch.js";
import { pushTokens } from "./tokens.js";
import type { NormalizationStats } from "./types.js";

// String.prototype.charCodeAt, called as CCA.call(s, i) (why: text-builder.ts); an alias in each module, not an import, as
// an imported binding costs a load and a hole check on every use in a hot loop
const CCA = String.prototype.charCodeAt;

/** Collapse runs of 3+ identical letters to 2 ("freeeee" -> "free"). */
function collapseRepeats(w: string, stats: NormalizationStats): string {
  if (w.length < 3) return w;
  let found = false;
  for (let i = 2; i < w.length; i++) {
    const c = CCA.call(w, i);
    if (c === CCA.call(w, i - 1) && c === CCA.call(w, i - 2) && !(c >= 0x30 && c <= 0x39)) {
      found = true;
      break;
    }
  }
  if (!found) return w;
  let out = "";
  let run = 0;
  for (let i = 0; i < w.length; i++) {
    const c = CCA.call(w, i);
    if (i > 0 && c === CCA.call(w, i - 1) && !(c >= 0x30 && c <= 0x39)) {
      run++;
      if (run >= 2) {
        if (run === 2) stats.repeats++;
        continue;
      }
    } else run = 0;
    out += w[i];
  }
  return out;
}

/**
 * Per-word normalisation into the scratch's builders (st.norm, st.ml) and token spans; returns the number of words.
 *
 * The common segments (single spaces, punctuation, words that only need lower-casing) are written straight into the
 * builders' buffers and the span buffer, held in locals (a, b, n, m, spans, nt); every other segment goes through the
 * builders' methods and pushTokens, with the locals written back before and read again after (`sync` below).
 */
export function wordPass(st: Scratch, nonAscii: boolean): number {
  // module bindings copied into locals (in the loop each read of one costs a load and a hole check otherwise)
  const kSoft = K_SOFT;
  const kHard = K_HARD;
  const kWord = K_WORD;
  const kPunct = K_PUNCT;
  const fUpper = F_UPPER;
  const fLatin = F_LATIN;
  const fCyrillic = F_CYRILLIC;
  const fGreek = F_GREEK;
  const fDigit = F_DIGIT;
  const wLeetSym = W_LEETSYM;
  const wRun3 = W_RUN3;
  const wExotic = W_EXOTIC;
  const cleaned = st.src;
  const src16 = st.src16; // cleaned's code units (filled by segment)
  const kinds = st.kinds;
  const texts = st.texts;
  const nseg = st.n;
  let words = 0;
  const nb = st.norm;
  const mb = st.ml;
  nb.reset();
  mb.reset();
  st.nTokens = 0;
  let linkIdx = 0;
  const starts = st.starts;
  const ends = st.ends;
  const flags = st.flags;
  // foldPart's whole-word case needs a message in the other script: the same for every word
  const foldLatWords = cyrillicText(st);
  const foldCyrWords = latinText(st);
  let a = nb.buf;
  let b = mb.buf;
  let n = 0;
  let m = 0;
  let spans = st.spans;
  let nt = 0;
  for (let k = 0; k < nseg; k++) {
    const kind = kinds[k]!;
    if (kind === kSoft || kind === kHard) {
      if (k + 1 < nseg) {
        if (n >= a.length || m >= b.length) {
          nb.n = n;
          mb.n = m;
          nb.reserveWith(mb, 1);
          a = nb.buf;
          b = mb.buf;
        }
        a[n++] = 0x20;
        b[m++] = 0x20;
      }
      continue;
    }
    let t = texts[k]!;
    if (kind === kPunct || kind === kWord) {
      let lower = false;
      if (kind === kWord) {
        words++;
        const f = flags[k]!;
        lower = (f & fUpper) !== 0;
        let fold = false;
        if (nonAscii) {
          const sc = f & (fLatin | fCyrillic | fGreek);
          if (sc === fLatin) fold = foldLatWords && (t !== "" ? t.length : ends[k]! - starts[k]!) >= 3;
          else if (sc === fCyrillic) fold = foldCyrWords && (t !== "" ? t.length : ends[k]! - starts[k]!) >= 3;
          // a Greek word in Cyrillic text ("οτ 3000"): foldPart folds it when every letter has a Cyrillic lookalike
          else if (sc === fGreek) fold = foldLatWords && (t !== "" ? t.length : ends[k]! - starts[k]!) >= 2;
          else fold = sc !== 0; // two or three scripts
        }
        if (t !== "" || fold || (f & (fDigit | wLeetSym | wRun3)) !== 0 || (lower && (f & wExotic) !== 0)) {
          // the general case: a string per word
          texts[k] = ""; // drop the reference held by the reused buffer
          if (t === "") t = cleaned.slice(starts[k]!, ends[k]!);
          if (fold) {
            const folded = foldWord(t, st);
            if (folded !== t) lower = true;
            t = folded;
          }
          if (lower) t = t.toLowerCase();
          if (f & (fDigit | wLeetSym)) t = leetWord(t, st.stats);
          if (f & wRun3) t = collapseRepeats(t, st.stats);
          nb.n = n;
          mb.n = m;
          nb.addWith(mb, t, (f & fDigit) !== 0);
          a = nb.buf;
          b = mb.buf;
          if (2 * nt + 2 > spans.length) spans = growSpans(st, spans);
          spans[2 * nt] = n;
          n = nb.n;
          m = mb.n;
          spans[2 * nt + 1] = n;
          if ((f & W_SPACED) !== 0) {
            if (st.spaced === undefined) st.spaced = [nt];
            else st.spaced.push(nt);
          }
          nt++;
          continue;
        }
      }
      // punctuation (always a range of the cleaned text), or a word copied (lower-cased) straight from it: no string
      const s0 = starts[k]!;
      const e0 = ends[k]!;
      const len = e0 - s0;
      if (n + len > a.length || m + len > b.length) {
        nb.n = n;
        mb.n = m;
        nb.reserveWith(mb, len);
        a = nb.buf;
        b = mb.buf;
      }
      const at = n;
      if (lower) {
        // Basic Latin and U+0400-U+045F only (no wExotic), where String.toLowerCase maps code unit by code unit
        for (let i = s0; i < e0; i++) {
          let c = src16[i]!;
          if (c >= 0x41 && c <= 0x5a) c += 0x20;
          else if (c >= 0x410 && c <= 0x42f) c += 0x20;
          else if (c >= 0x400 && c <= 0x40f) c += 0x50;
          a[n++] = c;
          b[m++] = c;
        }
      } else {
        for (let i = s0; i < e0; i++) {
          const c = src16[i]!;
          a[n++] = c;
          b[m++] = c;
        }
      }
      if (kind === kWord) {
        if (2 * nt + 2 > spans.length) spans = growSpans(st, spans);
        spans[2 * nt] = at;
        spans[2 * nt + 1] = n;
        nt++;
      }
      continue;
    }
    texts[k] = "";
    // URLs, mentions, e-mails: through the builders' methods and pushTokens (sync the locals)
    nb.n = n;
    mb.n = m;
    st.spans = spans;
    st.nTokens = nt;
    if (kind === K_URL) {
      const at = nb.length;
      nb.add(t);
      const link = st.links[linkIdx++];
      // the classifier sees the host (and whether it is a Telegram invite), not random paths
      if (link) {
        const p = link.path;
        mb.addZeroed(link.host);
        mb.add(p.startsWith("/+") ? "/+" : p.startsWith("/joinchat") ? "/joinchat" : p.length > 1 ? "/" : "");
      } else mb.addZeroed(t);
      pushTokens(st, at, t);
    } else if (kind === K_MENTION || kind === K_EMAIL) {
      pushTokens(st, nb.length, t);
      nb.addWith(mb, t, true);
    }
    a = nb.buf;
    b = mb.buf;
    n = nb.n;
    m = mb.n;
    spans = st.spans;
    nt = st.nTokens;
  }
  nb.n = n;
  mb.n = m;
  st.spans = spans;
  st.nTokens = nt;
  return words;
}

/** st.spans doubled (its first entries kept); returns the new buffer */
function growSpans(st: Scratch, spans: Int32Array): Int32Array<ArrayBuffer> {
  const g = new Int32Array(spans.length * 2);
  g.set(spans);
  st.spans = g;
  return g;
}
