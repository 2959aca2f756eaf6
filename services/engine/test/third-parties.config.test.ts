import { ConfigError, parseEnv } from "@warden/config";
import { describe, expect, it } from "vitest";
import { schema } from "../src/config.js";
import { CALLERS_DEADLINE_MS, THIRD_PARTY_MAX_WAIT_MS } from "../src/deadline.js";

const base = { GROUPS_CONFIG_URL: "http://127.0.0.1:50052", JOURNAL_URL: "http://127.0.0.1:50053" };
const issues = (env: Record<string, string>) => {
  try {
    parseEnv(schema, { ...base, ...env });
  } catch (err) {
    return err instanceof ConfigError ? err.issues : [{ variable: "(thrown)", message: String(err) }];
  }
  return [];
};

describe("engine config: the third parties' timeouts fit in the callers' deadline", () => {
  it("defaults to 1500 ms (CAS) and 3000 ms (AI), and takes up to the callers' deadline less the answer's margin", () => {
    expect(parseEnv(schema, base)).toMatchObject({ CAS_TIMEOUT_MS: 1_500, AI_TIMEOUT_MS: 3_000 });
    expect(THIRD_PARTY_MAX_WAIT_MS).toBeLessThan(CALLERS_DEADLINE_MS);
    const max = String(THIRD_PARTY_MAX_WAIT_MS);
    expect(parseEnv(schema, { ...base, CAS_TIMEOUT_MS: max, AI_TIMEOUT_MS: max })).toMatchObject({
      CAS_TIMEOUT_MS: THIRD_PARTY_MAX_WAIT_MS,
      AI_TIMEOUT_MS: THIRD_PARTY_MAX_WAIT_MS,
    });
  });

  it.each([
    ["AI_TIMEOUT_MS", String(CALLERS_DEADLINE_MS)],
    ["AI_TIMEOUT_MS", "60000"],
    ["CAS_TIMEOUT_MS", String(THIRD_PARTY_MAX_WAIT_MS + 1)],
    ["CAS_TIMEOUT_MS", "30000"],
  ])("refuses %s=%s, one the callers could never wait out, naming it and their deadline", (variable, value) => {
    const found = issues({ [variable]: value });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ variable });
    expect(found[0]!.message).toContain(`${CALLERS_DEADLINE_MS} ms`);
  });
});

describe("engine config: the OpenAI-compatible provider", () => {
  it.each([
    ["https://my-resource.openai.azure.com/openai/deployments/gpt-4o-mini?api-version=2024-06-01"],
    ["https://my-resource.openai.azure.com/openai/deployments/gpt-4o-mini"],
    ["https://my-resource.openai.azure.com/openai/v1?api-version=preview"],
  ])("refuses AI_OPENAI_BASE_URL=%s (a query, a deployment path), naming Azure OpenAI's v1 endpoint", (url) => {
    const found = issues({ AI_OPENAI_BASE_URL: url });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ variable: "AI_OPENAI_BASE_URL" });
    expect(found[0]!.message).toContain("/openai/v1");
  });

  it("takes Azure OpenAI's v1 endpoint", () => {
    expect(issues({ AI_OPENAI_BASE_URL: "https://my-resource.openai.azure.com/openai/v1", AI_OPENAI_API_KEY: "azure-key-123" })).toEqual([]);
  });

  it.each([
    [undefined, "auto"],
    ["omit", "omit"],
    ["0", 0],
    ["0.7", 0.7],
  ] as const)("AI_OPENAI_TEMPERATURE=%s is %s", (value, parsed) => {
    expect(parseEnv(schema, value === undefined ? base : { ...base, AI_OPENAI_TEMPERATURE: value }).AI_OPENAI_TEMPERATURE).toBe(parsed);
  });

  it.each([["-1"], ["3"], ["hot"]])("refuses AI_OPENAI_TEMPERATURE=%s", (value) => {
    expect(issues({ AI_OPENAI_TEMPERATURE: value })).toMatchObject([{ variable: "AI_OPENAI_TEMPERATURE" }]);
  });
});
