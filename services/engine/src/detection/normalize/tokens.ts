/** Word tokens of the normalised text, as [start, end) spans (no string per token until asked for). */
import { CLASS, F_WORD } from "../chars.js";
import type { Scratch } from "./scratch.js";

// String.prototype.charCodeAt, called as CCA.call(s, i) (why: text-builder.ts); an alias in each module, not an import, as
// an imported binding costs a load and a hole check on every use in a hot loop
const CCA = String.prototype.charCodeAt;

/** appends the token [start, end) to the scratch's span buffer (grown when full) */
export function pushSpan(st: Scratch, start: number, end: number): void {
  const n = st.nTokens;
  if (2 * n + 2 > st.spans.length) {
    const b = new Int32Array(st.spans.length * 2);
    b.set(st.spans);
    st.spans = b;
  }
  st.spans[2 * n] = start;
  st.spans[2 * n + 1] = end;
  st.nTokens = n + 1;
}

/** spans of the word-character runs of `s`, which was appended to the normalised text at offset `base` */
export function pushTokens(st: Scratch, base: number, s: string): void {
  let start = -1;
  for (let i = 0; i <= s.length; i++) {
    const c = i < s.length ? CCA.call(s, i) : 0x20;
    const w = c < 0xd800 || c > 0xdfff ? (CLASS[c]! & F_WORD) !== 0 : false;
    if (w) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      pushSpan(st, base + start, base + i);
      start = -1;
    }
  }
}

export function tokensOf(text: string, spans: Int32Array): string[] {
  const n = spans.length >> 1;
  const out = new Array<string>(n);
  for (let k = 0; k < n; k++) out[k] = text.slice(spans[2 * k]!, spans[2 * k + 1]!);
  return out;
}
