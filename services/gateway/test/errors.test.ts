import { Code, ConnectError, errors as domainErrors } from "@warden/errors";
import { ANSWERED_ERROR_CODES } from "@warden/contract";
import { describe, expect, it } from "vitest";
import { ApiError, apiErrors, fromConnect } from "../src/http/errors.js";

describe("the gateway's errors use the contract's error codes", () => {
  it("answers every code with the status the contract declares for it", () => {
    const made: ApiError[] = [
      apiErrors.invalidKey(),
      apiErrors.insufficientScope(),
      apiErrors.frozen(),
      apiErrors.frozenByOperator(),
      apiErrors.planRequired("pro", "free", "account"),
      apiErrors.groupNotFound(),
      apiErrors.notFound("Rule"),
      apiErrors.validation([{ path: "text", message: "must be a string" }]),
      apiErrors.unavailable("Usage"),
      apiErrors.internal(new Error("bug")),
      ...[
        Code.NotFound,
        Code.InvalidArgument,
        Code.AlreadyExists,
        Code.PermissionDenied,
        Code.ResourceExhausted,
        Code.Unimplemented,
        Code.Unavailable,
        Code.Internal,
      ].map((code) => fromConnect(new ConnectError("upstream", code))),
    ];
    for (const err of made) expect(err.status, err.code).toBe(ANSWERED_ERROR_CODES[err.code]);
  });

  it("does not compile a code with another status", () => {
    // @ts-expect-error 400 is not the status of invalid_api_key (401)
    const wrong = new ApiError(400, "invalid_api_key", "x");
    expect(wrong.status).not.toBe(ANSWERED_ERROR_CODES[wrong.code]);
  });
});

describe("409 limit_reached", () => {
  it("names what is at its cap in words (the details keep the resource's code)", () => {
    const said = (["rules", "whitelist", "webhooks"] as const).map((resource) => {
      const err = fromConnect(domainErrors.limitReached(resource, 7));
      expect(err.details).toEqual({ resource, limit: 7 });
      return err.message;
    });
    expect(said).toEqual(["At most 7 rules are allowed.", "At most 7 whitelist entries are allowed.", "At most 7 webhook endpoints are allowed."]);
  });
});
