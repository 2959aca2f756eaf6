import { parseEnv } from "@warden/config";
import { startFakeOpenAi } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OpenAiProvider } from "../src/ai/openai.js";
import { GuardedAi } from "../src/ai/provider.js";
import { schema } from "../src/config.js";

// The AI provider's failure reason reaches the API client (ai.reason). fetch refuses a URL with credentials and a
// header value with a line break on every call, quoting them whole: the configuration refuses both at start, and a
// reason that quotes a secret anyway is redacted.
const KEY = "sk-SECRETKEY0123456789";
const PASSWORD = "PROXYSECRET42";
const base = { GROUPS_CONFIG_URL: "http://127.0.0.1:1", JOURNAL_URL: "http://127.0.0.1:1" };
let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;

beforeAll(async () => {
  ai = await startFakeOpenAi();
});
afterAll(async () => {
  await ai?.close();
});

describe("the AI provider's secrets", () => {
  it("the engine refuses a key with a line break or a space, and a base URL with a user name or password, without quoting them", () => {
    for (const env of [
      { AI_OPENAI_API_KEY: `${KEY}\nsecondline` },
      { AI_OPENAI_API_KEY: `${KEY} x` },
      { AI_OPENAI_BASE_URL: `http://proxyuser:${PASSWORD}@127.0.0.1:1/v1` },
      { AI_OPENAI_BASE_URL: "http://proxyuser@127.0.0.1:1/v1" },
    ]) {
      let message = "";
      try {
        parseEnv(schema, { ...base, ...env });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message, JSON.stringify(env)).toMatch(/^invalid configuration: AI_OPENAI_(API_KEY|BASE_URL): /);
      expect(message).not.toContain(KEY);
      expect(message).not.toContain(PASSWORD);
    }
    expect(parseEnv(schema, { ...base, AI_OPENAI_API_KEY: KEY, AI_OPENAI_BASE_URL: "https://api.example.com/v1" }).AI_OPENAI_API_KEY).toBe(KEY);
  });

  it("a provider call that fails quoting the key or the URL's password answers a reason without them", async () => {
    const port = new URL(ai.url).port;
    for (const provider of [
      new OpenAiProvider({ baseUrl: `${ai.url}/v1`, model: "gpt-test", apiKey: `${KEY}\nsecondline` }),
      new OpenAiProvider({ baseUrl: `http://proxyuser:${PASSWORD}@127.0.0.1:${port}/v1`, model: "gpt-test", apiKey: KEY }),
    ]) {
      const outcome = await new GuardedAi(provider, { timeoutMs: 2_000 }).judge("hello");
      expect(outcome.status).toBe("unavailable");
      const reason = outcome.status === "unavailable" ? outcome.reason : "";
      expect(reason.length).toBeGreaterThan(0);
      expect(reason).not.toContain(KEY);
      expect(reason).not.toContain(PASSWORD);
    }
  });
});
