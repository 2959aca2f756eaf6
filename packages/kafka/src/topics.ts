export const TOPICS = {
  decisions: "moderation.decisions.v1",
  chatEvents: "chat.events.v1",
  notifications: "notifications.v1",
  dead: "webhooks.dead.v1",
} as const;

export const SCHEMA_VERSION = "1";

/**
 * Header of a moderation decision naming its source (`api` for the gateway's checks). The
 * webhook dispatcher emits nothing for API checks and skips them without decoding the record
 * (decoding every check's text only to drop it cost the dispatcher 0.2-0.9 ms of CPU
 * per check). Records without it are decoded as before.
 */
export const DECISION_SOURCE_HEADER = "decision-source";

const VERSIONED = /^(.*)\.(v\d+)$/;

/**
 * The dead-letter topic of a consumed topic: `<domain>.<event>.dlq.v<N>` for `<domain>.<event>.v<N>`
 * (moderation.decisions.v1 -> moderation.decisions.dlq.v1), so the version stays last as in every
 * Warden topic name; a name without a version gets `.dlq` appended. One dead-letter topic per
 * source topic (shared by the consumer groups that read it; the `dlq-group` header says which one
 * gave up), listed in config/kafka-topics.json like every other topic.
 */
export function deadLetterTopicOf(topic: string): string {
  const m = VERSIONED.exec(topic);
  return m ? `${m[1]}.dlq.${m[2]}` : `${topic}.dlq`;
}

/** True for a dead-letter topic name (consumers never read these; an operator replays from them). */
export function isDeadLetterTopic(topic: string): boolean {
  return /\.dlq(\.v\d+)?$/.test(topic);
}
