import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { BOT_LANGUAGES, endpointDisabledText } from "@warden/contract";
import { TOPICS, type EventPublisher } from "@warden/kafka";
import { NotificationSchema } from "@warden/proto";
import type { NoticeSink } from "./dispatch.js";

/** Owner notices as `Notification` records on notifications.v1 (the bot sends the direct message). */
export function kafkaNoticeSink(publisher: Pick<EventPublisher, "publish">, now: () => Date = () => new Date()): NoticeSink {
  return {
    notify: (n) =>
      publisher.publish(TOPICS.notifications, NotificationSchema, {
        key: String(n.telegramUserId),
        eventId: n.eventId,
        message: create(NotificationSchema, {
          eventId: n.eventId,
          occurredAt: timestampFromDate(now()),
          telegramUserId: BigInt(n.telegramUserId),
          // The English for a bot from before the structured notice (a rolling upgrade); the bot writes it in the owner's language.
          text: endpointDisabledText(BOT_LANGUAGES[0], n.endpointDisabled),
          accountId: n.accountId,
          endpointDisabled: {
            endpointId: n.endpointDisabled.endpointId,
            url: n.endpointDisabled.url,
            failingSince: n.endpointDisabled.failingSince && timestampFromDate(n.endpointDisabled.failingSince),
          },
        }),
      }),
  };
}
