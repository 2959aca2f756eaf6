/**
 * The text builder behind the normalised and classifier texts.
 *
 * The classifier text turns each number (digit runs joined by single separators: phone numbers,
 * dates, times, prices, ids) into a single "0", so that its length does not become a pile of
 * "0000" n-grams (long numbers are common in honest chat); as a regex that is
 *   ML_NUMBER = /0(?:[ \-.,:\/()]?0)+/g   (after digits -> 0),
 * applied by TextBuilder.collapseNumbers without a regex pass.
 */
import { Buffer } from "node:buffer";

/**
 * String.prototype.charCodeAt, called as CCA.call(s, i): `s.charCodeAt(i)` on strings of many representations (sliced, cons,
 * one- or two-byte...) goes through a megamorphic property load on every call; a call of the known function is inlined.
 * The other normaliser modules keep an alias of their own (see their CCA).
 */
const CCA = String.prototype.charCodeAt;

/**
 * Builds a string from many small parts in a reusable UTF-16 buffer: the only
 * allocation is the final string (collecting thousands of parts in an array,
 * or concatenating them, allocated ~0.3 MB per 10,000-character message).
 */
export class TextBuilder {
  /** the code units (0 to n); words.ts's fast path writes them directly, after reserveWith */
  buf = new Uint16Array(1024);
  n = 0;
  reset(): void {
    this.n = 0;
  }
  get length(): number {
    return this.n;
  }
  /** room for `extra` more code units in this builder and in `other` (their buffers may be replaced) */
  reserveWith(other: TextBuilder, extra: number): void {
    if (this.n + extra > this.buf.length) this.grow(extra);
    if (other.n + extra > other.buf.length) other.grow(extra);
  }
  private grow(extra: number): void {
    let size = this.buf.length * 2;
    while (size < this.n + extra) size *= 2;
    const b = new Uint16Array(size);
    b.set(this.buf.subarray(0, this.n));
    this.buf = b;
  }
  /** add `t` */
  add(t: string): void {
    this.addRange(t, 0, t.length, false);
  }
  /** add `t` with the digits 1-9 replaced by 0 */
  addZeroed(t: string): void {
    this.addRange(t, 0, t.length, true);
  }
  /** add src[start, end), with the digits 1-9 replaced by 0 when `zeroed` */
  private addRange(src: string, start: number, end: number, zeroed: boolean): void {
    const len = end - start;
    if (this.n + len > this.buf.length) this.grow(len);
    const b = this.buf;
    let n = this.n;
    for (let i = start; i < end; i++) {
      const c = CCA.call(src, i);
      b[n++] = zeroed && c >= 0x31 && c <= 0x39 ? 0x30 : c;
    }
    this.n = n;
  }
  /**
   * In place, the same as replace(ML_NUMBER, "0"): each run of "0"s joined by
   * at most one separator ( -.,:/() ) between two "0"s becomes one "0".
   */
  collapseNumbers(): void {
    const b = this.buf;
    const n = this.n;
    if (n === 0) return;
    // the text between two "0"s is kept as it is: found with indexOf, moved down with copyWithin (once anything was dropped)
    const view = b.subarray(0, n);
    let w = 0;
    let i = 0;
    while (i < n) {
      let z = view.indexOf(0x30, i);
      if (z < 0) z = n;
      if (z > i) {
        if (w !== i) b.copyWithin(w, i, z);
        w += z - i;
        i = z;
        if (i === n) break;
      }
      // a "0": kept, and the "0"s and separator + "0" pairs after it dropped
      b[w++] = 0x30;
      i++;
      for (;;) {
        if (i < n && b[i] === 0x30) i++;
        else if (i + 1 < n && b[i + 1] === 0x30 && isNumberSep(b[i]!)) i += 2;
        else break;
      }
    }
    this.n = w;
  }
  /** this.add(t) and other.add(t) (zeroed: other.addZeroed(t)) in one pass over t */
  addWith(other: TextBuilder, t: string, zeroed: boolean): void {
    const len = t.length;
    this.reserveWith(other, len);
    const a = this.buf;
    const b = other.buf;
    let n = this.n;
    let m = other.n;
    for (let i = 0; i < len; i++) {
      const c = CCA.call(t, i);
      a[n++] = c;
      b[m++] = zeroed && c >= 0x31 && c <= 0x39 ? 0x30 : c;
    }
    this.n = n;
    other.n = m;
  }
  /** the code units as a string, exactly (lone surrogates included; TextDecoder would replace them, and is 3-4x slower) */
  toString(): string {
    const n = this.n;
    if (n === 0) return "";
    return Buffer.from(this.buf.buffer, this.buf.byteOffset, 2 * n).toString("utf16le");
  }
}

/** the separators ML_NUMBER allows between digits: space - . , : / ( ) */
function isNumberSep(c: number): boolean {
  return c === 0x20 || c === 0x2d || c === 0x2e || c === 0x2c || c === 0x3a || c === 0x2f || c === 0x28 || c === 0x29;
}
