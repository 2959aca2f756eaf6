import { counter, histogram, type prom, type Registry } from "@warden/telemetry";

export interface ModerationMetrics {
  updates: prom.Counter<"type">;
  decisions: prom.Counter<"verdict" | "action">;
  latency: prom.Histogram;
  engineChecks: prom.Counter<"outcome">;
  exemptPosts: prom.Counter<"reason">;
  ocrImages: prom.Counter<"outcome">;
  ocrSeconds: prom.Histogram;
}

/** The bot's moderation metrics, registered on `registry`. */
export function moderationMetrics(registry: Registry): ModerationMetrics {
  return {
    updates: counter(registry, "warden_bot_updates_total", "Telegram updates, by what they asked of the bot", ["type"]),
    decisions: counter(registry, "warden_bot_decisions_total", "Messages decided, by verdict and action taken", ["verdict", "action"]),
    latency: histogram(
      registry,
      "warden_bot_message_seconds",
      "From receiving a message to its decision being published (actions included)",
      [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    ),
    engineChecks: counter(
      registry,
      "warden_bot_engine_checks_total",
      "Engine checks of messages, by outcome: ok, or the Connect code of the error the bot gave up on (the message was left unjudged)",
      ["outcome"],
    ),
    exemptPosts: counter(
      registry,
      "warden_bot_exempt_posts_total",
      "Posts left unmoderated because of who sent them: anonymous_admin (on behalf of the group itself) or linked_channel (the group's linked channel)",
      ["reason"],
    ),
    ocrImages: counter(
      registry,
      "warden_bot_ocr_images_total",
      "Photos whose text the bot tried to read (groups with ocr_enabled), by outcome: ok, empty (no text found), timeout, too_large, busy (too many waiting), error",
      ["outcome"],
    ),
    ocrSeconds: histogram(
      registry,
      "warden_bot_ocr_seconds",
      "Reading one photo's text: getFile, download, waiting for a worker and OCR (bounded by BOT_OCR_DEADLINE_MS)",
      [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2, 3, 5],
    ),
  };
}
