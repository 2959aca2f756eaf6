import { timingSafeEqual } from "node:crypto";
import { WebhookVerificationError } from "./errors.js";

/** What both signature schemes check besides the MAC itself: the timestamp, the comparison, the body. */

/** How far a delivery's timestamp may be from the receiver's clock, either way (the contract: 300 s). */
export const DEFAULT_TOLERANCE_SECONDS = 300;

export interface ToleranceOptions {
  /** Seconds either way (default 300). */
  toleranceSeconds?: number;
  /** The receiver's clock in milliseconds (default `Date.now()`); tests pin it. */
  now?: number;
}

/** The Unix seconds of a timestamp header, refused when malformed or outside the tolerance. */
export function checkTimestamp(raw: string, headerName: string, opts: ToleranceOptions): number {
  if (!/^\d{1,12}$/.test(raw)) throw new WebhookVerificationError("bad_timestamp", `${headerName} must be Unix seconds`);
  const timestamp = Number(raw);
  const now = Math.floor((opts.now ?? Date.now()) / 1000);
  const tolerance = opts.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (Math.abs(now - timestamp) > tolerance) {
    throw new WebhookVerificationError("timestamp_out_of_tolerance", `timestamp is more than ${tolerance} s away from now`);
  }
  return timestamp;
}

/** True when any of the space-separated candidates equals `expected`; every candidate is compared in constant time. */
export function anySignatureMatches(candidates: string, expected: string): boolean {
  const want = Buffer.from(expected, "utf8");
  let matched = false;
  for (const candidate of candidates.split(" ").filter(Boolean)) {
    const c = Buffer.from(candidate, "utf8");
    // No early exit: the time taken does not say which candidate matched.
    if (c.length === want.length && timingSafeEqual(c, want)) matched = true;
  }
  return matched;
}

export function bodyBytes(rawBody: string | Uint8Array): Buffer {
  return typeof rawBody === "string" ? Buffer.from(rawBody, "utf8") : Buffer.from(rawBody.buffer, rawBody.byteOffset, rawBody.byteLength);
}

/** The body as JSON (`bad_body` when it is not). */
export function parseBody(rawBody: string | Uint8Array): unknown {
  try {
    return JSON.parse(bodyBytes(rawBody).toString("utf8"));
  } catch {
    throw new WebhookVerificationError("bad_body", "the body is not JSON");
  }
}
