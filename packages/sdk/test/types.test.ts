import type { ErrorCode } from "@warden/contract";
import { describe, expect, expectTypeOf, it } from "vitest";
import { createWardenClient, type Schema, type WardenApiError, type WardenErrorCode, type WebhookEvent, type WebhookEventOf } from "../src/index.js";

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

  it("discriminates webhook events by type", () => {
    expectTypeOf<WebhookEventOf<"spam.detected">["data"]>().toEqualTypeOf<Schema<"SpamDetectedData">>();
    expectTypeOf<WebhookEvent["type"]>().toEqualTypeOf<Schema<"EventType">>();
  });
});
