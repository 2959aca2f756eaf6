import { timingSafeEqual } from "node:crypto";
import { types } from "node:util";
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

/**
 * The tolerance and the receiver's clock (Unix seconds) of the options. A `RangeError` (a
 * configuration error, like an unset secret) for a tolerance that is not a finite number >= 0 or a
 * `now` that is not a finite number: `NaN` (`Number(process.env.UNSET)`) would otherwise make every
 * comparison false and accept a delivery of any age, a replay included.
 */
export function checkToleranceOptions(opts: ToleranceOptions): { tolerance: number; nowSeconds: number } {
  const tolerance = opts.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (typeof tolerance !== "number" || !Number.isFinite(tolerance) || tolerance < 0) {
    throw new RangeError(`toleranceSeconds must be a finite number of seconds >= 0 (default ${DEFAULT_TOLERANCE_SECONDS}); got ${String(tolerance)}`);
  }
  const now = opts.now ?? Date.now();
  if (typeof now !== "number" || !Number.isFinite(now)) throw new RangeError(`now must be a finite number of milliseconds; got ${String(now)}`);
  return { tolerance, nowSeconds: Math.floor(now / 1000) };
}

/** The Unix seconds of a timestamp header, refused when malformed or outside the tolerance. */
export function checkTimestamp(raw: string, headerName: string, opts: ToleranceOptions): number {
  const { tolerance, nowSeconds: now } = checkToleranceOptions(opts);
  if (!/^\d{1,12}$/.test(raw)) throw new WebhookVerificationError("bad_timestamp", `${headerName} must be Unix seconds`);
  const timestamp = Number(raw);
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

/**
 * The body exactly as received: a `string`, a `Uint8Array` (a Node `Buffer` is one) or an
 * `ArrayBuffer` (`await req.arrayBuffer()`). Anything else is refused (`bad_body`).
 */
export type RawBody = string | Uint8Array | ArrayBuffer;

/** What a raw body that is not bytes was, for the message. */
function kindOfBody(v: unknown): string {
  if (v === null || v === undefined) return String(v);
  if (Array.isArray(v)) return "an array";
  if (typeof v !== "object") return `a ${typeof v}`;
  const name = (Object.getPrototypeOf(v) as { constructor?: { name?: unknown } } | null)?.constructor?.name;
  return typeof name === "string" && name !== "Object" && name !== "" ? `a ${name}` : "an object";
}

/**
 * The bytes of a raw body. Typed `unknown`: frameworks hand the body over as `any`, and a body a
 * JSON parser already parsed (an object), or none (`undefined`), must be a clear `bad_body`, not a
 * TypeError (which a receiver would answer with a 500, and Warden retry for days).
 */
export function bodyBytes(rawBody: unknown): Buffer {
  if (typeof rawBody === "string") return Buffer.from(rawBody, "utf8");
  if (types.isUint8Array(rawBody)) return Buffer.from(rawBody.buffer, rawBody.byteOffset, rawBody.byteLength);
  if (types.isArrayBuffer(rawBody)) return Buffer.from(rawBody);
  throw new WebhookVerificationError(
    "bad_body",
    `the raw body must be the request's bytes (a string, Buffer or Uint8Array); got ${kindOfBody(rawBody)} — is a JSON body parser running before this route?`,
  );
}

/** The body as JSON (`bad_body` when it is not). */
export function parseBody(rawBody: RawBody): unknown {
  const text = bodyBytes(rawBody).toString("utf8");
  try {
    return JSON.parse(text);
  } catch {
    throw new WebhookVerificationError("bad_body", "the body is not JSON");
  }
}
