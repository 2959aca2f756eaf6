/** URLs, bare domains, e-mails and mentions inside a whitespace-free chunk of text. */
import { BARE_TLDS, CLASS, F_DIGIT, F_LETTER, TO_LAT, TO_LAT_T } from "../chars.js";
import type { Link, NormalizationStats } from "./types.js";

// String.prototype.charCodeAt, called as CCA.call(s, i) (why: text-builder.ts); an alias in each module, not an import, as
// an imported binding costs a load and a hole check on every use in a hot loop
const CCA = String.prototype.charCodeAt;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the range is all of ASCII, controls included
export const NON_ASCII = /[^\x00-\x7f]/;
/** A URL's start, also when its scheme is written with lookalike letters ("httрs://" with a Cyrillic р). */
export const URL_START = /[hһН][tтТτΤ][tтТτΤ][pрРρΡ][sѕЅ]?:\/\/|[wԝ][wԝ][wԝ]\./i;
export const EMAIL_RE = /^[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,8}\.[a-z]{2,24}$/i;
export const MENTION_RE = /^@[a-z0-9_]{3,32}/i;
const LABEL_RE = /^[a-z0-9\u0430-\u044f-]{1,63}$/;
const HAS_LETTER_RE = /[a-z\u0430-\u044f]/;

export function isUrlChar(c: number): boolean {
  if (c < 0x80) return c > 0x20 && c !== 0x22 && c !== 0x3c && c !== 0x3e && c !== 0x5c && c !== 0x5e && c !== 0x60 && c !== 0x7b && c !== 0x7c && c !== 0x7d;
  if (c >= 0xd800 && c <= 0xdfff) return false;
  return (CLASS[c]! & (F_LETTER | F_DIGIT)) !== 0;
}

/**
 * Fold Cyrillic/Greek lookalikes to Latin and lower-case (for URLs and hosts), when the host has Latin letters: a
 * wholly Cyrillic host (пример.рф) is kept whatever the scheme (`https`), a `www.` and the path around it are written in.
 */
function latinize(s: string, stats: NormalizationStats): string {
  let out = "";
  let last = 0;
  let folded = 0;
  let latin = false;
  const scheme = s.indexOf("://");
  let hostFrom = scheme >= 0 && scheme < 10 ? scheme + 3 : 0;
  // "www." is not the host's script: www.пример.рф is a Cyrillic host
  if (s.slice(hostFrom, hostFrom + 4).toLowerCase() === "www.") hostFrom += 4;
  let hostTo = s.length;
  for (let i = hostFrom; i < s.length; i++) {
    const c = CCA.call(s, i);
    if (c === 0x2f || c === 0x3f || c === 0x23) {
      hostTo = i;
      break;
    }
  }
  for (let i = 0; i < s.length; i++) {
    const c = CCA.call(s, i);
    if (c < 0x80) {
      if (i >= hostFrom && i < hostTo && (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) latin = true;
      continue;
    }
    const m = TO_LAT.get(c);
    if (m !== undefined) {
      out += s.slice(last, i) + String.fromCharCode(m);
      last = i + 1;
      folded++;
    }
  }
  if (folded === 0) return s.toLowerCase();
  out += s.slice(last);
  if (latin) {
    stats.homoglyphs += folded;
    stats.mixedWords++;
    return out.toLowerCase();
  }
  // A wholly Cyrillic domain (пример.рф): keep it.
  return s.toLowerCase();
}

export function parseLink(urlText: string, stats: NormalizationStats): Link {
  const url = latinize(urlText, stats);
  let rest = url;
  const scheme = rest.indexOf("://");
  if (scheme >= 0 && scheme < 10) rest = rest.slice(scheme + 3);
  let end = rest.length;
  for (let i = 0; i < rest.length; i++) {
    const c = CCA.call(rest, i);
    if (c === 0x2f || c === 0x3f || c === 0x23) {
      end = i;
      break;
    }
  }
  let host = rest.slice(0, end);
  const path = rest.slice(end);
  const at = host.lastIndexOf("@");
  if (at >= 0) host = host.slice(at + 1);
  const colon = host.indexOf(":");
  if (colon >= 0) host = host.slice(0, colon);
  while (host.endsWith(".")) host = host.slice(0, -1);
  if (host.startsWith("www.")) host = host.slice(4);
  return { url, host, path };
}

/** Is `s` (a chunk with leading punctuation removed) a bare domain such as "bit.ly/x" or "t.me/abc"? Returns the length of the URL or 0. */
export function bareDomainLength(s: string): number {
  let end = 0;
  while (end < s.length && isUrlChar(CCA.call(s, end))) end++;
  let hostEnd = end;
  for (let i = 0; i < end; i++) {
    const c = CCA.call(s, i);
    if (c === 0x2f || c === 0x3f || c === 0x23 || c === 0x3a) {
      hostEnd = i;
      break;
    }
  }
  let he = hostEnd;
  // trailing dots belong to the sentence
  while (he > 0 && CCA.call(s, he - 1) === 0x2e) he--;
  if (he < 4 || he > 253) return 0;
  const lastDot = s.lastIndexOf(".", he - 1);
  if (lastDot <= 0 || he - lastDot - 1 < 2) return 0;
  // cheap TLD check before anything else
  const tldRaw = s.slice(lastDot + 1, he).toLowerCase();
  let tldLat = tldRaw;
  if (NON_ASCII.test(tldRaw)) {
    tldLat = "";
    for (let i = 0; i < tldRaw.length; i++) {
      const c = CCA.call(tldRaw, i);
      tldLat += String.fromCharCode(TO_LAT_T[c] || c);
    }
  }
  if (!BARE_TLDS.has(tldLat) && !BARE_TLDS.has(tldRaw)) return 0;
  const hostRaw = s.slice(0, he).toLowerCase();
  let lower = hostRaw;
  if (!BARE_TLDS.has(tldRaw)) {
    // lookalike letters in a Latin domain ("t.mе")
    lower = "";
    for (let i = 0; i < hostRaw.length; i++) {
      const c = CCA.call(hostRaw, i);
      lower += String.fromCharCode(TO_LAT_T[c] || c);
    }
  }
  const labels = lower.split(".");
  if (labels.length < 2 || labels.length > 10) return 0;
  let letter = false;
  for (const l of labels) {
    if (!LABEL_RE.test(l)) return 0;
    if (!letter && HAS_LETTER_RE.test(l)) letter = true;
  }
  if (!letter) return 0;
  return hostEnd === end ? he : end;
}

export function trimUrlEnd(s: string): string {
  let e = s.length;
  while (e > 0) {
    const c = CCA.call(s, e - 1);
    // . , ; : ! ? ) ] } ' " » and closing quotes
    if (
      c === 0x2e ||
      c === 0x2c ||
      c === 0x3b ||
      c === 0x3a ||
      c === 0x21 ||
      c === 0x3f ||
      c === 0x29 ||
      c === 0x5d ||
      c === 0x7d ||
      c === 0x27 ||
      c === 0x22 ||
      c === 0xbb ||
      c === 0x201d ||
      c === 0x2019
    )
      e--;
    else break;
  }
  return e === s.length ? s : s.slice(0, e);
}
