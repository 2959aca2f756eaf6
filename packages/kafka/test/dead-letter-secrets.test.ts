import type { KafkaMessage } from "kafkajs";
import { describe, expect, it } from "vitest";
import { DEAD_LETTER_HEADERS, deadLetterHeaders } from "../src/dead-letter.js";

const message = { key: Buffer.from("k"), value: Buffer.from("v"), headers: {}, offset: "7", timestamp: "0", attributes: 0 } as KafkaMessage;

describe("dead-letter headers", () => {
  it("say why the record failed without the secrets the error quotes (a URL's password, a bot token)", () => {
    const error = new Error(`POST https://hooks:hook-PASS-1@example.com/in: via /bot123456789:${"T".repeat(35)}/sendMessage refused`);
    const h = deadLetterHeaders({ sourceTopic: "t", partition: 0, group: "g", message, error, retryable: false, attempts: 3, failedAt: new Date(0) });
    const text = String(h[DEAD_LETTER_HEADERS.errorMessage]);
    expect(text).not.toContain("hook-PASS-1");
    expect(text).not.toContain("T".repeat(35));
    expect(text).toContain("https://hooks:[redacted]@example.com/in");
  });
});
