import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Logger } from "@warden/telemetry";

const B64URL = /^[A-Za-z0-9_-]+$/;
const MAC_BYTES = 32;
/** Longest payload a cursor may carry (before base64url); anything longer is not one we issued. */
const MAX_PAYLOAD_BYTES = 1024;

/**
 * Pagination cursors that only this deployment can mint: `<payload>.<mac>`, both base64url, the
 * MAC an HMAC-SHA256 keyed with the server's cursor secret over the cursor's purpose (which list
 * it pages) and the payload. A forged or altered cursor, or one minted for another list, fails
 * the constant-time check before its payload is parsed, so only positions the service itself
 * wrote ever reach a query. Every replica of a service must share the secret.
 */
export class CursorSigner {
  private readonly key: Buffer;

  constructor(secret: string | Buffer) {
    this.key = typeof secret === "string" ? Buffer.from(secret, "utf8") : secret;
    if (this.key.length < 32) throw new Error("a cursor secret needs at least 32 bytes");
  }

  /** A signer with a random key: cursors are valid only within this process (tests, one replica). */
  static ephemeral(): CursorSigner {
    return new CursorSigner(randomBytes(32));
  }

  private mac(purpose: string, payload: string): Buffer {
    return createHmac("sha256", this.key).update(purpose).update("\n").update(payload).digest();
  }

  seal(purpose: string, payload: string): string {
    return `${Buffer.from(payload, "utf8").toString("base64url")}.${this.mac(purpose, payload).toString("base64url")}`;
  }

  /** The payload of a cursor sealed by this secret for `purpose`, else null. */
  open(purpose: string, token: string): string | null {
    const dot = token.indexOf(".");
    if (dot <= 0 || dot !== token.lastIndexOf(".")) return null;
    const body = token.slice(0, dot);
    const sig = token.slice(dot + 1);
    if (!B64URL.test(body) || !B64URL.test(sig) || body.length > Math.ceil((MAX_PAYLOAD_BYTES * 4) / 3)) return null;
    const given = Buffer.from(sig, "base64url");
    const payload = Buffer.from(body, "base64url").toString("utf8");
    const expected = this.mac(purpose, payload);
    if (given.length !== MAC_BYTES || !timingSafeEqual(given, expected)) return null;
    return payload;
  }

  /** The JSON value a cursor sealed by this secret for `purpose` carries, else undefined (its fields are still the caller's to check). */
  openJson(purpose: string, token: string): unknown {
    const payload = this.open(purpose, token);
    if (payload === null) return undefined;
    try {
      return JSON.parse(payload) as unknown;
    } catch {
      return undefined;
    }
  }
}

/**
 * The signer of a service from its `CURSOR_SECRET`. Without one a random key is generated and a
 * warning logged: cursors then survive neither a restart nor a hop to another replica (fine for
 * the local stack and tests, not for a deployment of several replicas).
 */
export function cursorSignerFrom(secret: string | undefined, logger: Logger): CursorSigner {
  if (secret) return new CursorSigner(secret);
  logger.warn("CURSOR_SECRET is not set: pagination cursors are signed with a per-process random key");
  return CursorSigner.ephemeral();
}

/**
 * A short hash of what a list cursor is bound to (the list's owner and filters, in a fixed order): carried inside the
 * sealed cursor and compared on the next page, so a cursor reused with other filters is refused rather than continuing
 * the wrong list.
 */
export function filterFingerprint(parts: readonly unknown[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("base64url").slice(0, 16);
}
