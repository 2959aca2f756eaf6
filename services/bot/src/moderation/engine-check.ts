import { Code, ConnectError, type Client } from "@connectrpc/connect";
import { AiMode, Source, type CheckResponse, type EngineService } from "@warden/proto";
import { FairSemaphore } from "@warden/server";
import type { Logger, prom } from "@warden/telemetry";
import type { Chat } from "../telegram/types.js";
import type { MessageSender } from "../updates.js";
import { UPSTREAM_ATTEMPTS, withRetries } from "./transient.js";

/** A Connect code as metric label: "unavailable", "deadline_exceeded", ... */
const codeName = (code: Code): string => (Code[code] ?? "unknown").replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase();

/** What of a message the engine judges. */
export interface JudgedMessage {
  /** The text or caption (may be empty when another part is not). */
  text: string;
  /** Text read from the message's photo, scored with `text`. */
  imageText?: string;
  /** What the bot saw the sender do (behaviour/). */
  behaviour?: { name: string; weight: number }[];
  /** The addresses the message's URL buttons open (behaviour/metadata.ts buttonUrls). */
  buttonUrls?: string[];
}

/**
 * The engine's verdict on a message: at most `concurrency` checks in flight (beyond it they wait
 * here, not in the engine, so a busy engine slows the bot down instead of timing its checks out;
 * a freed slot goes to the waiting checks round-robin across groups, so one group's burst does not
 * make every other group's checks wait behind all of it), and a check the engine could not answer
 * for a transient reason is retried with backoff up to `attempts` times (each attempt waits for a
 * slot in its group's turn). Undefined when there is no verdict: the message is left alone. Each
 * check is counted once in `checks` by its outcome: "ok", or the code of the error it gave up on.
 */
export class EngineCheck {
  private readonly slots: FairSemaphore;

  constructor(
    private readonly engine: Pick<Client<typeof EngineService>, "check">,
    private readonly logger: Logger,
    private readonly attempts = UPSTREAM_ATTEMPTS,
    concurrency = 32,
    private readonly checks?: prom.Counter<"outcome">,
  ) {
    this.slots = new FairSemaphore(concurrency);
  }

  /**
   * The engine's verdict on `message`, from `sender` in `chat`. `prior`: the sender's earlier messages counted here (-1
   * unknown); `isAdmin`: the sender administers the chat.
   */
  async check(chat: Chat, message: JudgedMessage, sender: MessageSender, prior: number, isAdmin: boolean): Promise<CheckResponse | undefined> {
    const call = async () => {
      // Each attempt waits for a slot in its group's turn, and frees it before its backoff.
      const release = await this.slots.acquire(chat.id);
      try {
        return await this.engine.check({
          text: message.text,
          imageText: message.imageText ?? "",
          groupId: BigInt(chat.id),
          sender: {
            userId: sender.kind === "user" ? BigInt(sender.id) : undefined,
            priorMessages: prior,
            username: sender.kind === "user" ? sender.username : undefined,
            senderChatId: sender.kind === "channel" ? BigInt(sender.id) : undefined,
            senderChatUsername: sender.kind === "channel" ? sender.username : undefined,
            isAdmin,
          },
          // The verdict never depends on the AI provider; the bot does not spend AI calls on every message.
          ai: AiMode.OFF,
          source: Source.BOT,
          behaviour: message.behaviour ?? [],
          buttonUrls: message.buttonUrls ?? [],
        });
      } finally {
        release();
      }
    };
    try {
      const verdict = await withRetries(call, this.attempts);
      this.checks?.inc({ outcome: "ok" });
      return verdict;
    } catch (err) {
      const e = ConnectError.from(err);
      this.checks?.inc({ outcome: codeName(e.code) });
      this.logger.error({ err: e.message, code: Code[e.code], group_id: chat.id }, "engine check failed; message left alone");
      return undefined;
    }
  }
}
