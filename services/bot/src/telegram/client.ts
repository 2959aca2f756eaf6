import http from "node:http";
import https from "node:https";
import { BOT_TOKEN_FORM, counter, type prom, type Registry } from "@warden/telemetry";
import type { MethodName, Methods } from "./types.js";

/** Removes every bot token (BOT_TOKEN_FORM) from a text (URLs, error messages) before it can reach a log line. */
export function redactToken(text: string): string {
  return text.replace(BOT_TOKEN_FORM, "<redacted-token>");
}

/** An answer of the Bot API with "ok": false. Its description is kept with any bot token in it redacted. */
export class TelegramApiError extends Error {
  override readonly name = "TelegramApiError";
  /**
   * Telegram's description. An own field, so written by `logger.error({ err })` too: a proxy or a local Bot API server
   * may quote the path it was asked, /bot<token>/method, in it.
   */
  readonly description: string;
  constructor(
    readonly method: string,
    readonly code: number,
    description: string,
    /** Seconds to wait, from parameters.retry_after of a 429. */
    readonly retryAfter?: number,
    /**
     * The group named by the call became a supergroup with this id (parameters.migrate_to_chat_id of Telegram's 400
     * "group chat was upgraded to a supergroup chat"): the old id answers nothing any more, the new one does.
     */
    readonly migrateToChatId?: number,
  ) {
    const redacted = redactToken(description);
    super(`${method}: ${code} ${redacted}`);
    this.description = redacted;
  }
}

/** The new id of the group a call named, when Telegram refused the call because the group became a supergroup. */
export function migratedTo(err: unknown): number | undefined {
  return err instanceof TelegramApiError ? err.migrateToChatId : undefined;
}

/** The request did not get an answer from the Bot API (connection, timeout, unparseable reply). */
export class TelegramNetworkError extends Error {
  override readonly name = "TelegramNetworkError";
  constructor(
    readonly method: string,
    message: string,
  ) {
    super(`${method}: ${redactToken(message)}`);
  }
}

/** A download stopped because the file is larger than the caller accepts. */
export class FileTooLargeError extends Error {
  override readonly name = "FileTooLargeError";
  constructor(
    readonly bytes: number,
    readonly maxBytes: number,
  ) {
    super(`the file is over ${maxBytes} bytes (${bytes} at least)`);
  }
}

/** Worth trying again: flood control (429), a server error, or no answer at all. */
/** A proxy's statuses that say nothing of Telegram's answer: 408 Request Timeout, 425 Too Early. */
const NO_ANSWER_STATUSES: ReadonlySet<number> = new Set([408, 425]);

export function isRetryable(err: unknown): boolean {
  if (err instanceof TelegramNetworkError) return true;
  if (err instanceof TelegramApiError) return err.code === 429 || err.code >= 500;
  return false;
}

export interface BotApiOptions {
  token: string;
  /** https://api.telegram.org, or a local fake in tests. */
  apiRoot: string;
  /** Deadline of one call other than getUpdates (whose deadline is its long-poll timeout + 10 s). */
  timeoutMs?: number;
  registry?: Registry;
}

/**
 * A typed client of the Telegram Bot API: `POST {root}/bot{token}/{method}` with a JSON body,
 * answers `{"ok":true,"result":...}` or `{"ok":false,"error_code":...,"description":...,
 * "parameters":{"retry_after":N}}` (or `{"migrate_to_chat_id":N}`). It makes one attempt per call; retrying is the caller's
 * choice (see ActionQueue). No error or log line carries the token.
 */
export class BotApi {
  private readonly target: URL;
  private readonly transport: typeof http | typeof https;
  private readonly agent: http.Agent;
  private readonly timeoutMs: number;
  private readonly calls?: prom.Counter<"method" | "outcome">;

  constructor(private readonly opts: BotApiOptions) {
    this.target = new URL(`${opts.apiRoot.replace(/\/+$/, "")}/bot${opts.token}/`);
    this.transport = this.target.protocol === "https:" ? https : http;
    // Kept-alive connections: node:http costs far less CPU a call than fetch at the bot's call rates.
    this.agent = new this.transport.Agent({ keepAlive: true, maxSockets: 64 });
    this.timeoutMs = opts.timeoutMs ?? 15_000;
    if (opts.registry) {
      this.calls = counter(opts.registry, "warden_bot_telegram_calls_total", "Bot API calls, by method and outcome (ok, or the error code, or network)", [
        "method",
        "outcome",
      ]);
    }
  }

  /** The API root without the token, for log lines. */
  get apiRoot(): string {
    return this.opts.apiRoot;
  }

  async call<M extends MethodName>(
    method: M,
    params: Methods[M]["params"],
    opts: { timeoutMs?: number; signal?: AbortSignal } = {},
  ): Promise<Methods[M]["result"]> {
    let res: { status: number; text: string };
    try {
      res = await this.post(method, JSON.stringify(params), opts.timeoutMs ?? this.timeoutMs, opts.signal);
    } catch (err) {
      this.calls?.inc({ method, outcome: "network" });
      const e = err as NodeJS.ErrnoException;
      throw new TelegramNetworkError(method, `${e.message}${e.code && !e.message.includes(e.code) ? ` (${e.code})` : ""}`);
    }
    const text = res.text;
    let body: {
      ok?: boolean;
      result?: unknown;
      error_code?: number;
      description?: string;
      parameters?: { retry_after?: number; migrate_to_chat_id?: number };
    };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      this.calls?.inc({ method, outcome: String(res.status) });
      // A 4xx without a JSON body (a proxy's or a local Bot API server's HTML 403, 404, 413) is a refusal: the same call
      // would be refused again. A 5xx or 429 is worth trying again; a proxy's 408 (it gave up waiting) or 425 (too early)
      // and anything else not JSON is no answer to read: Telegram may or may not have done the call.
      if (res.status >= 400 && !NO_ANSWER_STATUSES.has(res.status)) throw new TelegramApiError(method, res.status, `HTTP ${res.status} without a JSON body`);
      throw new TelegramNetworkError(method, `HTTP ${res.status}: the answer is not JSON`);
    }
    if (body.ok === true) {
      this.calls?.inc({ method, outcome: "ok" });
      return body.result as Methods[M]["result"];
    }
    const code = body.error_code ?? res.status;
    this.calls?.inc({ method, outcome: String(code) });
    const retryAfter = body.parameters?.retry_after;
    const movedTo = body.parameters?.migrate_to_chat_id;
    throw new TelegramApiError(
      method,
      code,
      body.description ?? `HTTP ${res.status}`,
      typeof retryAfter === "number" ? retryAfter : undefined,
      Number.isSafeInteger(movedTo) ? movedTo : undefined,
    );
  }

  /**
   * Downloads a file getFile pointed at: `GET {root}/file/bot{token}/{file_path}`. Rejects (with
   * TelegramNetworkError, the token redacted) when the answer is not 200, when the file grows past
   * `maxBytes` (the download stops there) or when `timeoutMs` / `signal` end it first.
   */
  download(filePath: string, opts: { maxBytes: number; timeoutMs?: number; signal?: AbortSignal }): Promise<Buffer> {
    const what = "file download";
    return new Promise<Buffer>((resolve, reject) => {
      const fail = (message: string) => reject(new TelegramNetworkError(what, message));
      const root = this.target.pathname.replace(/\/bot[^/]*\/$/, "/");
      const req = this.transport.request({
        protocol: this.target.protocol,
        hostname: this.target.hostname,
        port: this.target.port || undefined,
        path: `${root}file/bot${this.opts.token}/${filePath.split("/").map(encodeURIComponent).join("/")}`,
        method: "GET",
        agent: this.agent,
        signal: opts.signal,
      });
      const timeoutMs = opts.timeoutMs ?? this.timeoutMs;
      const timer = setTimeout(() => req.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      req.on("response", (res) => {
        if (res.statusCode !== 200) {
          clearTimeout(timer);
          res.resume();
          this.calls?.inc({ method: "file", outcome: String(res.statusCode) });
          fail(`HTTP ${res.statusCode}`);
          return;
        }
        const declared = Number(res.headers["content-length"] ?? 0);
        if (declared > opts.maxBytes) {
          clearTimeout(timer);
          req.destroy();
          reject(new FileTooLargeError(declared, opts.maxBytes));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (c: Buffer) => {
          size += c.length;
          if (size > opts.maxBytes) {
            clearTimeout(timer);
            req.destroy();
            reject(new FileTooLargeError(size, opts.maxBytes));
            return;
          }
          chunks.push(c);
        });
        res.on("end", () => {
          clearTimeout(timer);
          this.calls?.inc({ method: "file", outcome: "ok" });
          resolve(Buffer.concat(chunks));
        });
        res.on("error", (err) => {
          clearTimeout(timer);
          fail(err.message);
        });
      });
      req.on("error", (err) => {
        clearTimeout(timer);
        this.calls?.inc({ method: "file", outcome: "network" });
        fail(err.message);
      });
      req.end();
    });
  }

  /** One POST with a JSON body; resolves with the status and the body once the answer is complete. */
  private post(method: string, body: string, timeoutMs: number, signal?: AbortSignal): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const req = this.transport.request({
        protocol: this.target.protocol,
        hostname: this.target.hostname,
        port: this.target.port || undefined,
        path: this.target.pathname + method,
        method: "POST",
        agent: this.agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        signal,
      });
      const timer = setTimeout(() => req.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      req.on("response", (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") });
        });
        res.on("error", (err) => {
          clearTimeout(timer);
          reject(err);
        });
      });
      req.on("error", (err) => {
        clearTimeout(timer);
        reject(err);
      });
      req.end(body);
    });
  }

  /** Closes idle kept-alive connections (shutdown). */
  close(): void {
    this.agent.destroy();
  }
}
