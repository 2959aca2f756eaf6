import { jsonTooDeep, MAX_JSON_DEPTH } from "@warden/errors";
import type { Context } from "koa";
import { ApiError, apiErrors } from "./errors.js";

export const KIB = 1024;

/** How much of an oversized body is read and thrown away so the client receives its 413. */
const DRAIN_CAP = 8 * 1024 * KIB;

const tooLarge = (limit: number) => new ApiError(413, "body_too_large", `The request body exceeds ${limit / KIB} KiB.`, { limit_bytes: limit });

/**
 * The charsets a JSON body may be declared in: UTF-8, which JSON is (RFC 8259 section 8.1), under its name and
 * `utf8`, the alias many clients send (the WHATWG Encoding Standard's label for UTF-8); quoted or not, any case.
 */
const UTF8_CHARSETS = new Set(["utf-8", "utf8", '"utf-8"', '"utf8"']);

function isJsonContentType(ct: string | undefined): boolean {
  if (!ct) return false;
  const [type, ...params] = ct.split(";").map((s) => s.trim().toLowerCase());
  if (type !== "application/json") return false;
  const charset = params.find((p) => p.startsWith("charset="));
  return !charset || UTF8_CHARSETS.has(charset.slice("charset=".length));
}

/**
 * Refuses a body in a content coding (gzip, deflate, br, ...): the gateway reads bodies as sent, so a
 * compressed one was answered `400 invalid_json` ("not valid UTF-8") and one merely labelled so was
 * read as plain JSON. 415 is the answer RFC 9110 (section 15.5.16) gives for an unsupported coding;
 * `identity` (or no header) is the body as sent.
 */
function refuseContentCoding(ctx: Context): void {
  const codings = (ctx.get("content-encoding") || "")
    .split(",")
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== "" && c !== "identity");
  if (codings.length > 0) {
    throw new ApiError(415, "unsupported_media_type", `Content-Encoding ${codings.join(", ")} is not supported; send the body uncompressed.`);
  }
}

/** The raw body, read with a byte limit (413 past it, the rest drained up to DRAIN_CAP so the client receives the answer). */
async function readRawBody(ctx: Context, limit: number): Promise<Buffer> {
  const declared = ctx.get("content-length");
  if (declared && /^\d+$/.test(declared) && Number(declared) > limit) {
    await drain(ctx);
    throw tooLarge(limit);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  let over = false;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > limit) {
      over = true;
      if (total > limit + DRAIN_CAP) {
        ctx.set("Connection", "close");
        break;
      }
      continue;
    }
    chunks.push(chunk);
  }
  if (over) throw tooLarge(limit);
  return Buffer.concat(chunks, total);
}

/**
 * An HTML form's fields (application/x-www-form-urlencoded), read with a byte limit: 415 for
 * another type, 413 past the limit.
 */
export async function readFormBody(ctx: Context, limit: number): Promise<URLSearchParams> {
  const type = (ctx.get("content-type") || "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") {
    throw new ApiError(415, "unsupported_media_type", "Send the form as application/x-www-form-urlencoded.");
  }
  refuseContentCoding(ctx);
  return new URLSearchParams((await readRawBody(ctx, limit)).toString("utf8"));
}

/**
 * The bytes of body the request announces: its Content-Length, or no bound with a Transfer-Encoding (RFC 9112
 * section 6.3; Node's parser has already refused a request with a malformed length).
 */
export function announcedBodyBytes(ctx: Context): number {
  return ctx.get("transfer-encoding") !== "" ? Number.POSITIVE_INFINITY : Number(ctx.get("content-length") || 0);
}

/** Whether the request carries a body. */
export function carriesBody(ctx: Context): boolean {
  return announcedBodyBytes(ctx) > 0;
}

/**
 * A body this large (or of unknown length) is worth a look at the minute's limit before it is read: reading, parsing
 * and validating it costs more than the Redis round trip (a hostile client's 256 KiB of list items). Smaller bodies,
 * every ordinary check among them, go straight on: the admission answers their 429 as before.
 */
export const RATE_PEEK_MIN_BODY_BYTES = 8 * 1024;

/** Whether the request's body should wait for a look at the rate limit (see RATE_PEEK_MIN_BODY_BYTES). */
export function carriesLargeBody(ctx: Context): boolean {
  return announcedBodyBytes(ctx) >= RATE_PEEK_MIN_BODY_BYTES;
}

/**
 * Reads the raw body with a byte limit before anything parses it, then parses JSON.
 * 415 without application/json or in a content coding, 413 past the limit, 400 for bytes that are not JSON, 422 for
 * JSON nested deeper than MAX_JSON_DEPTH (found before parsing, so nothing recurses that deep).
 * An empty body is 400, or `undefined` with `emptyIsNone` (an operation that takes no body).
 */
export async function readJsonBody(ctx: Context, limit: number, opts: { emptyIsNone?: boolean } = {}): Promise<unknown> {
  if (!isJsonContentType(ctx.get("content-type") || undefined)) {
    throw new ApiError(415, "unsupported_media_type", "Send the body as JSON with Content-Type: application/json.");
  }
  refuseContentCoding(ctx);
  const raw = await readRawBody(ctx, limit);
  if (raw.length === 0 && opts.emptyIsNone) return undefined;
  if (raw.length === 0) throw new ApiError(400, "invalid_json", "The request body is empty; send a JSON object.");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(raw);
  } catch {
    throw new ApiError(400, "invalid_json", "The request body is not valid UTF-8.");
  }
  if (jsonTooDeep(text, MAX_JSON_DEPTH)) {
    throw apiErrors.validation([{ path: "body", message: `must not nest arrays and objects more than ${MAX_JSON_DEPTH} levels deep` }]);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new ApiError(400, "invalid_json", `The request body is not valid JSON: ${(err as Error).message}`);
  }
}

async function drain(ctx: Context): Promise<void> {
  let total = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > DRAIN_CAP) {
      ctx.set("Connection", "close");
      return;
    }
  }
}
