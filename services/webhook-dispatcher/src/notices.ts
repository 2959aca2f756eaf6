import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
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
          text: n.text,
          accountId: n.accountId,
        }),
      }),
  };
}
