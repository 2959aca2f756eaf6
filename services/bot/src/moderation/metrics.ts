import { prom, type Registry } from "@warden/telemetry";

export interface ModerationMetrics {
  updates: prom.Counter<"type">;
  decisions: prom.Counter<"verdict" | "action">;
  latency: prom.Histogram;
}

/** The bot's moderation metrics, registered on `registry`. */
export function moderationMetrics(registry: Registry): ModerationMetrics {
  return {
    updates: new prom.Counter({ name: "warden_bot_updates_total", help: "Telegram updates, by what they asked of the bot", labelNames: ["type"] as const, registers: [registry] }),
    decisions: new prom.Counter({
      name: "warden_bot_decisions_total",
      help: "Messages decided, by verdict and action taken",
      labelNames: ["verdict", "action"] as const,
      registers: [registry],
    }),
    latency: new prom.Histogram({
      name: "warden_bot_message_seconds",
      help: "From receiving a message to its decision being published (actions included)",
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
  };
}
