import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Http2ServerRequest, Http2ServerResponse } from "node:http2";
import { BoundedCache } from "@warden/server";
import type { Logger } from "@warden/telemetry";
import { TelegramApiError, type BotApi } from "./telegram/client.js";
import { ALLOWED_UPDATES, type Update } from "./telegram/types.js";

/**
 * Updates admitted for processing: each runs to its end on its own (chats side by side), at most
 * `maxInFlight` at once (admission waits beyond that), and an update id seen recently is
 * admitted once (Telegram redelivers a webhook update that was not answered in time).
 */
export class UpdatePipeline {
  private inFlight = 0;
  private readonly waiters: (() => void)[] = [];
  private readonly idle: (() => void)[] = [];
  /** Recently admitted update ids (the oldest admitted forgotten first: `has` does not refresh). */
  private readonly seen: BoundedCache<number, true>;

  constructor(
    private readonly process: (u: Update) => Promise<void>,
    private readonly maxInFlight = 1_000,
    rememberIds = 10_000,
  ) {
    this.seen = new BoundedCache({ maxEntries: rememberIds });
  }

  get size(): number {
    return this.inFlight;
  }

  /** Resolves once the update has been taken in (not when it is done); false for a duplicate. */
  async admit(update: Update): Promise<boolean> {
    if (this.seen.has(update.update_id)) return false;
    this.seen.set(update.update_id, true);
    while (this.inFlight >= this.maxInFlight) await new Promise<void>((r) => this.waiters.push(r));
    this.inFlight++;
    void this.process(update).finally(() => {
      this.inFlight--;
      this.waiters.shift()?.();
      if (this.inFlight === 0) for (const r of this.idle.splice(0)) r();
    });
    return true;
  }

  /** Waits until every admitted update is done (or timeoutMs has passed). */
  async drain(timeoutMs: number): Promise<boolean> {
    if (this.inFlight === 0) return true;
    let timer: NodeJS.Timeout | undefined;
    const ok = await Promise.race([
      new Promise<boolean>((r) => this.idle.push(() => r(true))),
      new Promise<boolean>((r) => (timer = setTimeout(() => r(false), timeoutMs))),
    ]);
    clearTimeout(timer);
    return ok;
  }
}

/**
 * Long polling: getUpdates with a timeout, in a loop. Asking for offset N confirms every update
 * below N to Telegram, so an update is confirmed once it has been admitted; on stop, a final
 * call confirms the last batch.
 */
export class LongPoller {
  private offset = 0;
  private stopped = false;
  private readonly abort = new AbortController();
  private loop?: Promise<void>;
  lastPollOk = false;

  constructor(
    private readonly api: Pick<BotApi, "call">,
    private readonly pipeline: UpdatePipeline,
    private readonly logger: Logger,
    private readonly opts: { timeoutS?: number; limit?: number } = {},
  ) {}

  start(): void {
    this.loop = this.run();
  }

  private async run(): Promise<void> {
    const timeout = this.opts.timeoutS ?? 25;
    let failures = 0;
    while (!this.stopped) {
      let updates: Update[];
      try {
        updates = await this.api.call(
          "getUpdates",
          { offset: this.offset, timeout, limit: this.opts.limit ?? 100, allowed_updates: ALLOWED_UPDATES },
          { timeoutMs: (timeout + 10) * 1_000, signal: this.abort.signal },
        );
        failures = 0;
        this.lastPollOk = true;
      } catch (err) {
        if (this.stopped) break;
        this.lastPollOk = false;
        failures++;
        const wait =
          err instanceof TelegramApiError && err.code === 429 ? (err.retryAfter ?? 1) * 1_000 : Math.min(30_000, 500 * 2 ** Math.min(failures - 1, 6));
        this.logger.warn({ err: (err as Error).message, wait_ms: wait }, "getUpdates failed");
        await new Promise((r) => setTimeout(r, wait));
        continue;
      }
      for (const u of updates) {
        await this.pipeline.admit(u);
        this.offset = Math.max(this.offset, u.update_id + 1);
      }
    }
  }

  /** Stops polling; confirms what was admitted so a restart does not receive it again. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    await this.loop;
    if (this.offset > 0) {
      await this.api.call("getUpdates", { offset: this.offset, timeout: 0, limit: 1 }, { timeoutMs: 5_000 }).catch(() => undefined);
    }
  }
}

/** The secret Telegram echoes in X-Telegram-Bot-Api-Secret-Token: configured, or derived from the token. */
export function webhookSecret(token: string, configured?: string): string {
  return configured ?? createHmac("sha256", token).update("warden webhook secret").digest("base64url");
}

/** Constant-time comparison of the presented secret with the expected one (lengths hidden by hashing). */
export function secretMatches(presented: string | undefined, expected: string): boolean {
  const a = createHash("sha256")
    .update(presented ?? "")
    .digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b) && presented !== undefined;
}

export const WEBHOOK_PATH = "/telegram/webhook";
const MAX_UPDATE_BYTES = 1 << 20;

type Req = IncomingMessage | Http2ServerRequest;
type Res = ServerResponse | Http2ServerResponse;

function reply(res: Res, status: number, body: object): void {
  (res as ServerResponse).writeHead(status, { "content-type": "application/json" });
  (res as ServerResponse).end(JSON.stringify(body));
}

/**
 * POST /telegram/webhook: Telegram pushes one update per request. A request without the right
 * X-Telegram-Bot-Api-Secret-Token is refused with 401; an accepted update is answered 200 once
 * admitted (processing continues, as with long polling).
 */
export function webhookHandler(pipeline: UpdatePipeline, secret: string, logger: Logger) {
  return async (req: Req, res: Res): Promise<void> => {
    if (req.method !== "POST") return reply(res, 405, { ok: false, description: "method not allowed" });
    const presented = req.headers["x-telegram-bot-api-secret-token"];
    if (!secretMatches(typeof presented === "string" ? presented : undefined, secret)) {
      logger.warn("webhook request with a wrong secret token refused");
      return reply(res, 401, { ok: false, description: "unauthorized" });
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_UPDATE_BYTES) return reply(res, 413, { ok: false, description: "update too large" });
      chunks.push(chunk);
    }
    let update: Update;
    try {
      update = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Update;
    } catch {
      return reply(res, 400, { ok: false, description: "body is not JSON" });
    }
    if (typeof update !== "object" || update === null || !Number.isInteger(update.update_id)) {
      return reply(res, 400, { ok: false, description: "not an update" });
    }
    await pipeline.admit(update);
    reply(res, 200, { ok: true });
  };
}

/** Webhook mode: tells Telegram where to push updates, with the secret it must present. */
export async function registerWebhook(api: Pick<BotApi, "call">, url: string, secret: string): Promise<void> {
  await api.call("setWebhook", { url, secret_token: secret, allowed_updates: ALLOWED_UPDATES, max_connections: 40 });
}
