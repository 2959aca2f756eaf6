import { createLogger } from "@warden/telemetry";
import { describe, expect, it } from "vitest";
import { createKafka } from "../src/client.js";

/** A logger whose lines are kept, parsed. */
function capturing() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger("test", "info", {}, { write: (s: string) => void lines.push(JSON.parse(s) as Record<string, unknown>) });
  return { logger, lines };
}

describe("createKafka's log", () => {
  it("passes kafkajs's warnings and errors to the service's log, each kind once per interval, credentials redacted", () => {
    const { logger, lines } = capturing();
    const kafka = createKafka({ brokers: ["127.0.0.1:1"], clientId: "test", logger });
    const log = kafka.logger().namespace("Connection");
    log.error("Connection error: connect ECONNREFUSED 127.0.0.1:1", { broker: "127.0.0.1:1", error: "Connection refused to redis://u:secret-pass@h:1" });
    log.error("Connection error: connect ECONNREFUSED 127.0.0.1:1", { broker: "127.0.0.1:1" });
    log.warn("The group is rebalancing, re-joining", { groupId: "g" });
    log.info("Starting", { groupId: "g" });
    expect(lines.map((l) => [l.level, l.msg, l.kafka])).toEqual([
      ["error", "Connection error: connect ECONNREFUSED 127.0.0.1:1", "Connection"],
      ["warn", "The group is rebalancing, re-joining", "Connection"],
    ]);
    expect(lines[0]).toMatchObject({ broker: "127.0.0.1:1" });
    expect(JSON.stringify(lines)).not.toContain("secret-pass");
  });
});
