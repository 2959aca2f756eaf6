import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ErrorCode } from "@warden/contract";
import ts from "typescript";
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  createWardenClient,
  type ItemOf,
  type PaginatedPath,
  paginate,
  paginatePages,
  type Schema,
  type WardenApiError,
  type WardenErrorCode,
  type WebhookEvent,
  type WebhookEventOf,
} from "../src/index.js";

// Compile-time facts (tsc -p packages/sdk/tsconfig.json checks them; the run only proves the file loads).
describe("the client's types come from the OpenAPI document", () => {
  it("types bodies, parameters and answers by path", () => {
    const warden = createWardenClient({ apiKey: "tk_live_00000000000000000000000000000000", fetch: async () => new Response(null, { status: 204 }) });
    type Check = Awaited<ReturnType<typeof warden.POST<"/spam/check", { body: Schema<"SpamCheckRequest"> }>>>;
    // The same type both ways (openapi-fetch maps answers through its Readable<>, so not the identical type).
    expectTypeOf<Check["data"]>().toExtend<Schema<"SpamCheckResult">>();
    expectTypeOf<Schema<"SpamCheckResult">>().toExtend<Check["data"]>();
    // Fields with a default (include_ai) are optional in requests.
    expectTypeOf<{ text: string }>().toExtend<Schema<"SpamCheckRequest">>();
    // @ts-expect-error a path the document does not have
    void (() => warden.GET("/nope"));
    // @ts-expect-error a body without its required field
    void (() => warden.POST("/spam/check", { body: { include_ai: true } }));
    // @ts-expect-error a path parameter is required
    void (() => warden.GET("/groups/{id}"));
    expect(warden.baseUrl).toBe("http://127.0.0.1:8080/api/public/v1");
  });

  it("has the contract's error codes, no more and no fewer", () => {
    expectTypeOf<WardenErrorCode>().toEqualTypeOf<ErrorCode>();
    expectTypeOf<WardenApiError<"plan_required">["details"]>().toEqualTypeOf<Schema<"PlanRequiredDetails">>();
  });

  it("paginates only the GETs with a cursor query parameter, typing their items", () => {
    const warden = createWardenClient({ apiKey: "tk_live_00000000000000000000000000000000", fetch: async () => new Response(null, { status: 204 }) });
    expectTypeOf<PaginatedPath>().toEqualTypeOf<"/groups/{id}/journal" | "/spam/reports" | "/webhooks/{id}/deliveries">();
    expectTypeOf<ItemOf<"/groups/{id}/journal">>().toEqualTypeOf<Schema<"JournalEntry">>();
    expectTypeOf<ItemOf<"/spam/reports">>().toEqualTypeOf<Schema<"ReportEntry">>();
    expectTypeOf<ItemOf<"/webhooks/{id}/deliveries">>().toEqualTypeOf<Schema<"Delivery">>();
    // Nothing is sent until the generators are iterated.
    void paginate(warden, "/spam/reports", { params: { query: { label: "spam" } } });
    void paginatePages(warden, "/spam/reports");
    // @ts-expect-error a list without a cursor query parameter
    void paginate(warden, "/groups");
    // @ts-expect-error a GET that is no list
    void paginate(warden, "/groups/{id}", { params: { path: { id: -1001 } } });
    // @ts-expect-error the path parameter is required
    void paginate(warden, "/groups/{id}/journal");
    // @ts-expect-error a filter the operation does not have
    void paginate(warden, "/spam/reports", { params: { query: { verdict: "spam" } } });
  });

  it("discriminates webhook events by type", () => {
    expectTypeOf<WebhookEventOf<"spam.detected">["data"]>().toEqualTypeOf<Schema<"SpamDetectedData">>();
    expectTypeOf<WebhookEvent["type"]>().toEqualTypeOf<Schema<"EventType">>();
  });
});

describe("the examples in the SDK's doc comments", () => {
  const src = fileURLToPath(new URL("../src/", import.meta.url));

  /** The ```ts blocks of a source file's doc comments, without the comments' leading ` * `. */
  function docExamples(file: string): string[] {
    const text = readFileSync(join(src, file), "utf8");
    return [...text.matchAll(/^\s*\* ```ts\n([\s\S]*?)^\s*\* ```$/gm)].map((m) => m[1]!.replace(/^\s*\* ?/gm, ""));
  }

  /** The TypeScript errors of `source` compiled strictly against the SDK's own types (none: it compiles). */
  function compile(source: string): string[] {
    const dir = mkdtempSync(join(tmpdir(), "warden-sdk-doc-"));
    try {
      const file = join(dir, "example.mts");
      writeFileSync(file, source);
      const program = ts.createProgram([file], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        lib: ["lib.es2024.d.ts"],
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        skipLibCheck: true,
        typeRoots: [fileURLToPath(new URL("../../../node_modules/@types", import.meta.url))],
        types: ["node"],
      });
      return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it("paginate.ts: the examples compile against a client", () => {
    const examples = docExamples("paginate.ts");
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      const source = `import { paginate, paginatePages, type WardenClient } from ${JSON.stringify(join(src, "index.js"))};
declare const warden: WardenClient;
${example}`;
      expect(compile(source), example).toEqual([]);
    }
  });

  it("webhooks.ts: the narrowing example reads fields that SpamDetectedData has", () => {
    const examples = docExamples("webhooks.ts");
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      const source = `import type { WebhookEvent } from ${JSON.stringify(join(src, "index.js"))};
declare const delivery: { event: unknown };
${example}`;
      expect(compile(source), example).toEqual([]);
    }
  });
});
