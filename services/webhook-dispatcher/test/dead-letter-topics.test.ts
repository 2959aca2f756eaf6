import { readFileSync } from "node:fs";
import { deadLetterTopicOf, isDeadLetterTopic, TOPICS } from "@warden/kafka";
import { describe, expect, it } from "vitest";
import { TASK_TOPICS } from "../src/retry-topics.js";

// The Kafka mock and the production topics Job cannot create topics on demand: every topic a
// Warden consumer reads must have its dead-letter topic in config/kafka-topics.json, or a record
// that fails for good would wait for a topic that never comes.
const listed = (JSON.parse(readFileSync(new URL("../../../config/kafka-topics.json", import.meta.url), "utf8")) as { name: string }[]).map((t) => t.name);
const CONSUMED = [TOPICS.decisions, TOPICS.apiDecisions, TOPICS.chatEvents, TOPICS.notifications, ...TASK_TOPICS];

describe("dead-letter topics", () => {
  it("exist for every topic a consumer reads (journal-analytics, webhook-dispatcher, bot)", () => {
    for (const t of CONSUMED) {
      expect(listed, t).toContain(t);
      expect(listed, deadLetterTopicOf(t)).toContain(deadLetterTopicOf(t));
    }
  });

  it("are listed only for consumed topics", () => {
    expect(listed.filter(isDeadLetterTopic).sort()).toEqual(CONSUMED.map(deadLetterTopicOf).sort());
  });
});
