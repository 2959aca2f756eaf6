import { readFileSync } from "node:fs";
import { API_BASE_PATH, ERROR_CODE_LIST } from "@warden/contract";
import { describe, expect, it } from "vitest";
import { DEFAULT_BASE_URL, TEXT_PATHS } from "../src/client.js";
import { ERROR_DETAILS_SCHEMAS } from "../src/errors.js";

// What the SDK writes by hand about the document is checked against the document itself.
/** ErrorBody's `if code = X then details: XDetails else ...` chain. */
type Conditional = { if: { properties: { code: { const: string } } }; then: { properties: { details: { $ref: string } } }; else?: Conditional };
const doc = JSON.parse(readFileSync(new URL("../../../docs/api/openapi.json", import.meta.url), "utf8")) as {
  servers: { url: string; variables?: Record<string, { default: string }> }[];
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>>;
  components: {
    schemas: Record<string, { enum?: string[] } & Partial<Conditional>>;
  };
};

describe("the SDK agrees with docs/api/openapi.json", () => {
  it("types error details by the same code -> schema pairs as the document's ErrorBody", () => {
    const fromDoc: Record<string, string> = {};
    for (let b: Partial<Conditional> | undefined = doc.components.schemas.ErrorBody; b?.if && b.then; b = b.else) {
      fromDoc[b.if.properties.code.const] = b.then.properties.details.$ref.replace("#/components/schemas/", "");
    }
    expect(Object.keys(fromDoc).length).toBeGreaterThan(0);
    expect(ERROR_DETAILS_SCHEMAS).toEqual(fromDoc);
  });

  it("the document's ErrorCode is the contract's list (the SDK's WardenErrorCode is generated from it)", () => {
    expect(doc.components.schemas.ErrorCode!.enum).toEqual(ERROR_CODE_LIST);
  });

  it("answers as text the GET paths whose 200 is not JSON (the client's TEXT_PATHS)", () => {
    const notJson = Object.entries(doc.paths)
      .filter(([, item]) => {
        const content = item.get?.responses?.["200"]?.content;
        return content !== undefined && !("application/json" in content);
      })
      .map(([path]) => path);
    expect(notJson.length).toBeGreaterThan(0);
    expect([...TEXT_PATHS].sort()).toEqual(notJson.sort());
  });

  it("the default base URL is the local stack's URL of the document's server", () => {
    expect(new URL(DEFAULT_BASE_URL).pathname).toBe(API_BASE_PATH);
    const server = doc.servers[0]!;
    const url = server.url.replace(/\{(\w+)\}/g, (_, name: string) => server.variables?.[name]?.default ?? `{${name}}`);
    // A relative server URL names the path only; an absolute one (with variables) names the whole local URL.
    if (URL.canParse(url)) expect(url.replace(/\/+$/, "")).toBe(DEFAULT_BASE_URL);
    else expect(url).toBe(API_BASE_PATH);
  });
});
