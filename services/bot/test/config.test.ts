import { ConfigError, parseEnv } from "@warden/config";
import { describe, expect, it } from "vitest";
import { INTAKE_DEFAULTS, schema } from "../src/config.js";

const base = {
  KAFKA_BROKERS: "127.0.0.1:9092",
  ENGINE_URL: "http://127.0.0.1:50051",
  GROUPS_CONFIG_URL: "http://127.0.0.1:50052",
  REDIS_URL: "redis://127.0.0.1:6379",
};

describe("the bot's numeric settings", () => {
  const variables = ["TELEGRAM_CONCURRENCY", "BOT_MAX_HELD_UPDATES", "BOT_MAX_JOURNAL_ONLY", "BOT_OCR_WORKERS"];

  it("take their defaults when unset, and refuse an empty value or a number not in digits, naming the variable", () => {
    expect(parseEnv(schema, base)).toMatchObject({
      TELEGRAM_CONCURRENCY: 32,
      BOT_MAX_HELD_UPDATES: INTAKE_DEFAULTS.maxHeld,
      BOT_MAX_JOURNAL_ONLY: INTAKE_DEFAULTS.maxJournalOnly,
      BOT_OCR_WORKERS: 1,
    });
    for (const bad of ["", "1e3"]) {
      try {
        parseEnv(schema, { ...base, ...Object.fromEntries(variables.map((v) => [v, bad])) });
        expect.unreachable(`${JSON.stringify(bad)} is accepted`);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        const named = (err as ConfigError).issues.map((i) => i.variable);
        for (const v of variables) expect(named, `${v}=${JSON.stringify(bad)}`).toContain(v);
      }
    }
  });
});
