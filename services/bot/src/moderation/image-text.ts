import { BoundedCache } from "@warden/server";
import type { Logger, prom } from "@warden/telemetry";
import { type BotApi, FileTooLargeError } from "../telegram/client.js";
import type { Message, PhotoSize } from "../telegram/types.js";
import type { OcrPool } from "./ocr-pool.js";

export interface ImageTextLimits {
  /** From the start of fetching the photo to its text read: getFile, download and OCR together (default 2 s). */
  deadlineMs: number;
  /** Largest file downloaded, in bytes: the size Telegram states before, and the bytes counted during the download. */
  maxFileBytes: number;
  /** Largest image read, in pixels (width x height): as Telegram states it before, as the file's header says before decoding. */
  maxPixels: number;
}

/**
 * What reading a message's picture gave, the label of warden_bot_ocr_images_total; `cached`: the
 * same file was read before (or is being read) and its text is reused.
 */
export type ImageTextOutcome = "ok" | "empty" | "timeout" | "too_large" | "busy" | "error" | "cached";

/**
 * Texts read, kept by the file's unique id: the same picture again (a caption edited, a forward, a
 * wave of one banner across groups) is not fetched or read again. Only what was read is kept (ok,
 * empty); a picture not read (timeout, busy, error) is tried again next time.
 */
export const IMAGE_TEXT_CACHE = { maxEntries: 10_000, ttlMs: 60 * 60_000 } as const;

export interface ImageTextMetrics {
  images: prom.Counter<"outcome">;
  seconds: prom.Histogram;
}

/** Below this mean confidence (0-100) tesseract's text is noise from a picture without text. */
const MIN_CONFIDENCE = 40;
/** Longest picture text passed on (code points); a banner says what it says in far less. */
export const MAX_IMAGE_TEXT_CHARS = 2_000;

/** The largest size of a photo within both caps, or undefined when even the smallest is over them. */
export function pickPhotoSize(sizes: readonly PhotoSize[], limits: Pick<ImageTextLimits, "maxFileBytes" | "maxPixels">): PhotoSize | undefined {
  let best: PhotoSize | undefined;
  for (const s of sizes) {
    if (s.width * s.height > limits.maxPixels || (s.file_size ?? 0) > limits.maxFileBytes) continue;
    if (!best || s.width * s.height > best.width * best.height) best = s;
  }
  return best;
}

/**
 * Width and height from a PNG, JPEG or WebP header, read before anything decodes the image, or
 * undefined when the bytes are none of these (the image is then not read).
 */
export function imageDimensions(b: Buffer): { width: number; height: number } | undefined {
  // PNG: signature, then the IHDR chunk with width and height as big-endian 32-bit integers.
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.toString("latin1", 12, 16) === "IHDR") {
    return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  // JPEG: walk the segments to the first start-of-frame marker (SOF0..SOF15 but DHT, JPG, DAC).
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return undefined;
      const marker = b[i + 1]!;
      if (marker === 0xff) {
        i++;
        continue;
      }
      const length = b.readUInt16BE(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
      }
      i += 2 + length;
    }
    return undefined;
  }
  // WebP (lossy VP8, lossless VP8L, extended VP8X).
  if (b.length >= 30 && b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP") {
    const kind = b.toString("latin1", 12, 16);
    if (kind === "VP8 ") return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
    if (kind === "VP8L") {
      const bits = b.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (kind === "VP8X") return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  }
  return undefined;
}

/** Tesseract's text as one line of words: no control characters, whitespace collapsed, at most MAX_IMAGE_TEXT_CHARS. */
export function cleanImageText(text: string): string {
  const flat = text
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return Array.from(flat).slice(0, MAX_IMAGE_TEXT_CHARS).join("");
}

/**
 * The text in a message's photo: the largest size under the caps is fetched (getFile, then the
 * file from {api_root}/file/bot{token}/...; neither the URL nor an error carries the token into a
 * log line), its header checked against the pixel cap, and read by the OCR pool, all within the
 * deadline. No text when there is no photo or nothing was read: the message is then judged on
 * its caption alone (and, when the pool was too busy, looked at again later: SecondLooks). Every
 * attempt is counted once by outcome.
 */
export class ImageText {
  /** Text read by file_unique_id ("" when the picture has none). */
  private readonly known = new BoundedCache<string, string>(IMAGE_TEXT_CACHE);
  /** Reads under way by file_unique_id: a picture posted in many places at once is read once. */
  private readonly reading = new Map<string, Promise<{ outcome: ImageTextOutcome; text?: string }>>();

  constructor(
    private readonly deps: {
      api: Pick<BotApi, "call" | "download">;
      pool: Pick<OcrPool, "recognize">;
      logger: Logger;
      limits: ImageTextLimits;
      metrics?: ImageTextMetrics;
    },
  ) {}

  /** The text in the message's photo (none: no photo, or nothing read) and how reading it went (none without a photo). */
  async read(chatId: number, m: Message): Promise<{ text?: string; outcome?: ImageTextOutcome }> {
    if (!m.photo || m.photo.length === 0) return {};
    const started = performance.now();
    const { outcome, text } = await this.textOf(chatId, m.photo);
    this.deps.metrics?.images.inc({ outcome });
    if (outcome !== "cached") this.deps.metrics?.seconds.observe((performance.now() - started) / 1000);
    return { text, outcome };
  }

  private async textOf(chatId: number, sizes: PhotoSize[]): Promise<{ outcome: ImageTextOutcome; text?: string }> {
    const size = pickPhotoSize(sizes, this.deps.limits);
    if (!size) return { outcome: "too_large" };
    const key = size.file_unique_id;
    const known = this.known.get(key);
    if (known !== undefined) return { outcome: "cached", ...(known ? { text: known } : {}) };
    const under = this.reading.get(key);
    if (under) {
      // Read once for all of them; a read that failed is that outcome for each (and is tried again next time).
      const joined = await under;
      return joined.outcome === "ok" || joined.outcome === "empty" ? { outcome: "cached", ...(joined.text ? { text: joined.text } : {}) } : joined;
    }
    const read = this.attempt(chatId, size).finally(() => this.reading.delete(key));
    this.reading.set(key, read);
    const result = await read;
    if (result.outcome === "ok" || result.outcome === "empty") this.known.set(key, result.text ?? "");
    return result;
  }

  private async attempt(chatId: number, size: PhotoSize): Promise<{ outcome: ImageTextOutcome; text?: string }> {
    const { api, pool, logger, limits } = this.deps;
    const deadlineAt = Date.now() + limits.deadlineMs;
    const abort = AbortSignal.timeout(limits.deadlineMs);
    let image: Buffer;
    try {
      const file = await api.call("getFile", { file_id: size.file_id }, { timeoutMs: limits.deadlineMs, signal: abort });
      if (!file.file_path) return { outcome: "error" };
      if ((file.file_size ?? 0) > limits.maxFileBytes) return { outcome: "too_large" };
      image = await api.download(file.file_path, { maxBytes: limits.maxFileBytes, timeoutMs: Math.max(1, deadlineAt - Date.now()), signal: abort });
    } catch (err) {
      if (err instanceof FileTooLargeError) return { outcome: "too_large" };
      if (abort.aborted || Date.now() >= deadlineAt) return { outcome: "timeout" };
      // The client's errors never carry the token.
      logger.warn({ err: (err as Error).message, group_id: chatId }, "photo not fetched; judged on its caption");
      return { outcome: "error" };
    }
    const dims = imageDimensions(image);
    if (!dims) return { outcome: "error" };
    if (dims.width * dims.height > limits.maxPixels) return { outcome: "too_large" };
    const read = await pool.recognize(image, deadlineAt, chatId);
    if (read.outcome !== "ok") {
      if (read.outcome === "error") logger.warn({ err: read.error, group_id: chatId }, "photo not read; judged on its caption");
      return { outcome: read.outcome };
    }
    const text = read.confidence >= MIN_CONFIDENCE ? cleanImageText(read.text) : "";
    return text.length > 0 ? { outcome: "ok", text } : { outcome: "empty" };
  }
}
