import { BoundedCache } from "@warden/server";
import type { Logger } from "@warden/telemetry";
import type { BotApi } from "../telegram/client.js";
import type { Chat } from "../telegram/types.js";
import type { Exemption, MessageSender } from "../updates.js";
import { GROUPS_HELD } from "./group-settings.js";

interface Held {
  /** The group's linked channel, or null when it has none. */
  linked: number | null;
  expires: number;
  loading?: Promise<number | null>;
}

/** How soon a failed getChat is tried again. */
const RETRY_AFTER_FAILURE_MS = 30_000;

/**
 * Senders the bot never moderates: the group's anonymous administrators (posts on behalf of the
 * group itself), and the group's linked channel (its automatic forwards into the discussion group,
 * or any post on its behalf). The linked channel is read from Telegram (getChat's
 * `linked_chat_id`) only when a post on behalf of some other chat arrives, and reused for `ttlMs`.
 */
export class ExemptSenders {
  private readonly held = new BoundedCache<number, Held>({ maxEntries: GROUPS_HELD });

  constructor(
    private readonly api: Pick<BotApi, "call">,
    private readonly logger: Logger,
    private readonly now: () => number,
    private readonly ttlMs = 600_000,
  ) {}

  /** Why the sender is exempt from moderation in this group, or undefined when it is moderated. */
  async of(chat: Chat, sender: MessageSender): Promise<Exemption | undefined> {
    if (sender.exempt) return sender.exempt;
    if (sender.kind !== "channel") return undefined;
    return (await this.linkedChannel(chat.id)) === sender.id ? "linked_channel" : undefined;
  }

  /** Forgets the group (the bot left it, or was added again). */
  forget(chatId: number): void {
    this.held.delete(chatId);
  }

  private linkedChannel(chatId: number): Promise<number | null> {
    const held = this.held.get(chatId);
    if (held?.loading) return held.loading;
    if (held && held.expires > this.now()) return Promise.resolve(held.linked);
    const loading = this.load(chatId, held?.linked ?? null);
    this.held.set(chatId, { linked: held?.linked ?? null, expires: 0, loading });
    return loading;
  }

  private async load(chatId: number, stale: number | null): Promise<number | null> {
    try {
      const info = await this.api.call("getChat", { chat_id: chatId });
      const linked = typeof info.linked_chat_id === "number" ? info.linked_chat_id : null;
      this.held.set(chatId, { linked, expires: this.now() + this.ttlMs });
      return linked;
    } catch (err) {
      this.logger.warn({ group_id: chatId, err: (err as Error).message }, "could not read the chat's linked channel");
      this.held.set(chatId, { linked: stale, expires: this.now() + RETRY_AFTER_FAILURE_MS });
      return stale;
    }
  }
}
