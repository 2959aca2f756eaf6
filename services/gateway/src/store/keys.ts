import { createHash, randomInt, timingSafeEqual } from "node:crypto";

export const KEY_PREFIX = "tk_live_";
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const KEY_RE = /^tk_live_[0-9A-Za-z]{32}$/;
export const DISPLAY_PREFIX_LENGTH = 12;

function base62(n: number): string {
  let s = "";
  for (let i = 0; i < n; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

/** A new key: tk_live_ + 32 base62 characters from the CSPRNG (~190 bits). */
export function generateKey(): string {
  return KEY_PREFIX + base62(32);
}

export function isWellFormedKey(key: string): boolean {
  return KEY_RE.test(key);
}

export function hashKey(key: string): Buffer {
  return createHash("sha256").update(key, "utf8").digest();
}

/** Constant-time comparison of two hashes. */
export function hashesEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

export function displayPrefix(key: string): string {
  return key.slice(0, DISPLAY_PREFIX_LENGTH);
}
