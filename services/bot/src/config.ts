import { commonEnv, env, loadConfig, z } from "@warden/config";

export const schema = z.object({
  ...commonEnv,
  PORT: env.port(50055),
  TELEGRAM_BOT_TOKEN: z.string().regex(/^\d+:[A-Za-z0-9_-]{20,}$/, "must look like 123456:ABC... (from @BotFather)").optional(),
  TELEGRAM_API_ROOT: z.string().url().default("https://api.telegram.org"),
  ENGINE_URL: env.url(),
  GROUPS_CONFIG_URL: env.url(),
  KAFKA_BROKERS: env.brokers(),
});

export type Config = z.infer<typeof schema>;
export const loadBotConfig = () => loadConfig(schema, "bot");
