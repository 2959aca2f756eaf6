export const TOPICS = {
  /** Decisions of the moderation bot (read by journal-analytics and the webhook dispatcher). */
  decisions: "moderation.decisions.v1",
  /**
   * Decisions of the gateway's API checks (`source: api`), read by journal-analytics only. They
   * emit no webhook, so they have a topic of their own: the dispatcher never fetches them, and one
   * account's check volume adds neither CPU to the dispatcher nor delay to other groups' webhooks
   * (on the shared topic the dispatcher spent 0.1-0.2 ms of CPU per check skipping them).
   */
  apiDecisions: "moderation.api-decisions.v1",
  chatEvents: "chat.events.v1",
  notifications: "notifications.v1",
  dead: "webhooks.dead.v1",
} as const;

export const SCHEMA_VERSION = "1";

/**
 * Header of a moderation decision naming its source (`api` for the gateway's checks). Gateways
 * before TOPICS.apiDecisions wrote API checks to TOPICS.decisions with this header; the webhook
 * dispatcher still skips such records without decoding them (records left on the topic from
 * before an upgrade, or written by a gateway not yet rolled). Records without it are decoded.
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
