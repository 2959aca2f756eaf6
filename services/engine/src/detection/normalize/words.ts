/** Pass 4: per word, homoglyphs folded, lower-cased, leetspeak undone, repeats collapsed; the normalised and classifier texts built. */
import { F_CYRILLIC, F_DIGIT, F_GREEK, F_LATIN, F_UPPER } from "../chars.js";
import { foldWord } from "./homoglyphs.js";
import { leetWord } from "./leet.js";
import { K_EMAIL, K_HARD, K_MENTION, K_PUNCT, K_SOFT, K_URL, K_WORD, W_EXOTIC, W_LEETSYM, W_RUN3, type Scratch } from "./scratch.js";
import { pushSpan, pushTokens } from "./tokens.js";
import type { NormalizationStats } from "./types.js";

/** Collapse runs of 3+ identical letters to 2 ("freeeee" -> "free"). */
function collapseRepeats(w: string, stats: NormalizationStats): string {
  if (w.length < 3) return w;
  let found = false;
  for (let i = 2; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (c === w.charCodeAt(i - 1) && c === w.charCodeAt(i - 2) && !(c >= 0x30 && c <= 0x39)) {
      found = true;
      break;
    }
  }
  if (!found) return w;
  let out = "";
  let run = 0;
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (i > 0 && c === w.charCodeAt(i - 1) && !(c >= 0x30 && c <= 0x39)) {
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

/** Per-word normalisation into the scratch's builders (st.norm, st.ml) and token spans; returns the number of words. */
export function wordPass(st: Scratch, nonAscii: boolean): number {
  const cleaned = st.src;
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
  for (let k = 0; k < nseg; k++) {
    const kind = kinds[k]!;
    let t = texts[k]!;
    texts[k] = ""; // drop the reference held by the reused buffer
    switch (kind) {
      case K_SOFT:
      case K_HARD:
        if (k + 1 < nseg) nb.addSpaceWith(mb);
        break;
      case K_WORD: {
        words++;
        const f = flags[k]!;
        let lower = (f & F_UPPER) !== 0;
        let fold = false;
        const len = t !== "" ? t.length : ends[k]! - starts[k]!;
        if (nonAscii) {
          const lat = (f & F_LATIN) !== 0;
          const cyr = (f & F_CYRILLIC) !== 0;
          const grk = (f & F_GREEK) !== 0;
          const mixed = (lat ? 1 : 0) + (cyr ? 1 : 0) + (grk ? 1 : 0) >= 2;
          const foreign =
            (lat && !cyr && !grk && st.cyrUnique >= 3 && st.cyrUnique >= 4 * st.latUnique) ||
            (cyr && !lat && !grk && st.latUnique >= 3 && st.latUnique >= 4 * st.cyrUnique);
          fold = mixed || (foreign && len >= 3);
        }
        const at = nb.length;
        if (t === "" && !fold && (f & (F_DIGIT | W_LEETSYM | W_RUN3)) === 0 && (!lower || (f & W_EXOTIC) === 0)) {
          // the common case: copied (lower-cased) straight from the cleaned text, no string per word
          nb.addRangeWith(mb, cleaned, starts[k]!, ends[k]!, false, lower);
          pushSpan(st, at, nb.length);
          break;
        }
        if (t === "") t = cleaned.slice(starts[k]!, ends[k]!);
        if (fold) {
          const folded = foldWord(t, st);
          if (folded !== t) lower = true;
          t = folded;
        }
        if (lower) t = t.toLowerCase();
        if (f & (F_DIGIT | W_LEETSYM)) t = leetWord(t, st.stats);
        if (f & W_RUN3) t = collapseRepeats(t, st.stats);
        nb.addWith(mb, t, (f & F_DIGIT) !== 0);
        pushSpan(st, at, nb.length);
        break;
      }
      case K_PUNCT: // always a range of the cleaned text
        nb.addRangeWith(mb, cleaned, starts[k]!, ends[k]!);
        break;
      case K_URL: {
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
        break;
      }
      case K_MENTION:
      case K_EMAIL:
        pushTokens(st, nb.length, t);
        nb.addWith(mb, t, true);
        break;
    }
  }

  return words;
}
