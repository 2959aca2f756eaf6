/**
 * The exact-duplicate key of a text (hex SHA-256, 32 characters) after a light, language-neutral normalisation: NFKC,
 * lower case, every @handle -> "@", every digit run -> "0", everything but letters, digits and "@" dropped (spacing and
 * punctuation). groups-config stores it with each report (the API's `fingerprint`, by which the export groups agreeing
 * reports); the engine compares a check's with a reported ham's when the feedback read only part of either text, so
 * that a reported ham vouches for its whole text and nothing appended to it. No dependencies but node:crypto (this
 * module is imported on its own as `@warden/server/text-fingerprint`).
 */
import { createHash } from "node:crypto";

export function textFingerprint(text: string): string {
  const light = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/@[\p{L}\p{N}_]+/gu, "@")
    .replace(/\p{N}+/gu, "0")
    .replace(/[^\p{L}\p{N}@]+/gu, "");
  return createHash("sha256").update(light).digest("hex").slice(0, 32);
}

/** Is s a textFingerprint (32 lower-case hex digits)? */
export function isTextFingerprint(s: string): boolean {
  return /^[0-9a-f]{32}$/.test(s);
}
