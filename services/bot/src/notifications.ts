import { timestampDate } from "@bufbuild/protobuf/wkt";
import { cutUtf16, endpointDisabledText } from "@warden/contract";
import { protobufDecoder, runConsumer, TOPICS, type ConsumerHandle, type Kafka, type RetryPolicy } from "@warden/kafka";
import { NotificationSchema, type Notification } from "@warden/proto";
import type { Logger, Registry } from "@warden/telemetry";
import type { Outbox } from "./moderator.js";
import type { UserLanguages } from "./user-languages.js";
import { isRetryable } from "./telegram/client.js";
import { MESSAGE_TEXT_MAX } from "./telegram/types.js";

/**
 * Sends one owner notification as a direct message. Resolves once Telegram took it or refused it
 * for good (a user who never started the bot, or blocked it, answers 403: logged, not retried);
 * rejects when the outbox gave it up (its retry budget spent), for the consumer to retry.
 * Notifications already sent by this process are not sent twice when Kafka redelivers them.
 */
export function createNotificationSender(outbox: Outbox, logger: Logger, languages?: Pick<UserLanguages, "of">, rememberIds = 10_000) {
  const sent = new Set<string>();
  const order: string[] = [];
  return async function send(n: Notification, fallbackId?: string): Promise<void> {
    const id = n.eventId || fallbackId;
    if (id && sent.has(id)) return;
    const chatId = Number(n.telegramUserId);
    if (!Number.isSafeInteger(chatId) || chatId <= 0 || n.text.length === 0) {
      logger.error({ event_id: id }, "notification without a Telegram user or text skipped");
      return;
    }
    const outcome = await outbox.enqueue(chatId, "sendMessage", { chat_id: chatId, text: cutUtf16(await textOf(n, chatId, languages), MESSAGE_TEXT_MAX) });
    // Given up on by the outbox (Telegram down, or not answering): not sent, so not remembered as sent. Thrown, so that
    // the consumer tries the record again and, at the end of its attempts, dead-letters it, where an operator sees it.
    if (!outcome.ok && isRetryable(outcome.error)) throw new Error(`owner notification not sent: ${outcome.error.message}`, { cause: outcome.error });
    if (!outcome.ok) logger.warn({ event_id: id, err: outcome.error.message }, "owner notification refused by Telegram");
    if (id) {
      sent.add(id);
      order.push(id);
      if (order.length > rememberIds) sent.delete(order.shift()!);
    }
  };
}

/** The notice in the user's language when the bot knows what it says and the user's language; else its English text. */
async function textOf(n: Notification, userId: number, languages: Pick<UserLanguages, "of"> | undefined): Promise<string> {
  const d = n.endpointDisabled;
  if (!d || !languages) return n.text;
  const failingSince = d.failingSince && timestampDate(d.failingSince);
  return endpointDisabledText(await languages.of(userId), { endpointId: d.endpointId, url: d.url, failingSince });
}

const decodeNotification = protobufDecoder(NotificationSchema);

/** Consumes notifications.v1; a chunk's offsets are committed after every message of it was sent. */
export function startNotificationConsumer(opts: {
  kafka: Kafka;
  outbox: Outbox;
  logger: Logger;
  /** The owners' languages, which notices are written in (without it: their English text). */
  languages?: Pick<UserLanguages, "of">;
  registry?: Registry;
  groupId?: string;
  maxWaitTimeInMs?: number;
  sessionTimeout?: number;
  retry?: Partial<RetryPolicy>;
}): ConsumerHandle {
  const send = createNotificationSender(opts.outbox, opts.logger, opts.languages);
  return runConsumer({
    kafka: opts.kafka,
    groupId: opts.groupId ?? "bot.notifications",
    topics: [TOPICS.notifications],
    decode: decodeNotification,
    logger: opts.logger,
    registry: opts.registry,
    maxWaitTimeInMs: opts.maxWaitTimeInMs,
    sessionTimeout: opts.sessionTimeout,
    retry: opts.retry,
    handle: (r) => send(r.message, r.eventId),
  });
}
